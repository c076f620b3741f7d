import Foundation
import Pixelproof
import Testing

/// docs/pixelproof.schema.json is generated from the parser's key tables, is current, and accepts
/// every description in the repository while refusing the mistakes the parser refuses.
@Suite struct DescriptionSchemaTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    static let schemaFile = root + "/docs/pixelproof.schema.json"

    @Test func theCommittedSchemaIsTheGeneratedOne() throws {
        let committed = try String(contentsOfFile: Self.schemaFile, encoding: .utf8)
        #expect(committed == DescriptionSchema.text, "regenerate it: swift run pixelproof schema > docs/pixelproof.schema.json")
    }

    /// Every description file in the repository, and every YAML example in README and docs/ that
    /// is a whole description, with its text.
    static func repositoryDescriptions() throws -> [(name: String, text: String)] {
        let fm = FileManager.default
        var out: [(String, String)] = []
        // Each folder must be there: a folder renamed away would otherwise check nothing, silently.
        for folder in ["Tests/DescriptionFormatTests/Fixtures/good", "Tests/FuzzCorpus/description", "docs/examples",
                       "docs/examples/own-components", "docs/examples/ids-dark", "Libraries"] {
            let path = root + "/" + folder
            for file in try fm.contentsOfDirectory(atPath: path).sorted()
            where file.hasSuffix(".yaml") || file.hasSuffix(".yml") || file.hasSuffix(".json") {
                // Token files and resolvers sit beside the descriptions that use them.
                if file.hasSuffix(".json"), let text = try? String(contentsOfFile: path + "/" + file, encoding: .utf8), !text.contains("\"content\"") { continue }
                // JSON is YAML once its indentation tabs are spaces (JSON strings cannot hold raw tabs).
                out.append((folder + "/" + file, try String(contentsOfFile: path + "/" + file, encoding: .utf8)
                    .replacingOccurrences(of: "\t", with: "  ")))
            }
        }
        let docs = (try fm.contentsOfDirectory(atPath: root + "/docs")).filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
        for page in ["README.md"] + docs {
            let text = try String(contentsOfFile: root + "/" + page, encoding: .utf8)
            for (i, block) in text.components(separatedBy: "```yaml\n").dropFirst().enumerated() {
                let body = block.components(separatedBy: "```")[0]
                // Descriptions, and library files of components.
                if (body.contains("content:") && body.contains("canvas:")) || body.hasPrefix("components:") || body.contains("\ncomponents:") {
                    out.append(("\(page) example \(i + 1)", body))
                }
            }
        }
        return out
    }

    @Test func everyDescriptionInTheRepositoryPasses() throws {
        let validator = try SchemaValidator(schemaFile: Self.schemaFile)
        let descriptions = try Self.repositoryDescriptions()
        #expect(descriptions.count >= 16)
        for (name, text) in descriptions {
            let errors = validator.errors(of: try SchemaValidator.instance(yaml: text))
            #expect(errors.isEmpty, "\(name): \(errors.prefix(3).joined(separator: "; "))")
        }
    }

    @Test(arguments: [
        ("an unknown key", "content: {text: {string: Hi, style: bodyRegular, colr: red}}", "unknown key colr"),
        ("text without style or font", "content: {text: {string: Hi}}", "exactly one"),
        ("text with style and font", "content: {text: {string: Hi, style: title, font: {size: 12}}}", "exactly one"),
        ("a misspelt button type", "content: {button: {label: Go, type: primry}}", "none of"),
        ("a short colour literal", "content: {shape: {kind: rect, fill: \"#12\"}}", "none of"),
        ("two kinds in one node", "content: {spacer: , text: {string: Hi, style: title}}", "none of"),
        ("a negative width", "content: {frame: {width: -1, child: spacer}}", "< 0"),
    ])
    func mistakesFail(what: String, content: String, reason: String) throws {
        let validator = try SchemaValidator(schemaFile: Self.schemaFile)
        let errors = validator.errors(of: try SchemaValidator.instance(yaml: "system: ids\ncanvas: {width: 375}\n" + content))
        #expect(errors.contains { $0.contains(reason) }, "\(what): \(errors)")
    }

    @Test func componentsOfBothSystemsAreInTheSchema() throws {
        let validator = try SchemaValidator(schemaFile: Self.schemaFile)
        for text in ["system: web\ncanvas: {width: 375}\ncontent: {button: {label: Go, type: outline}}",
                     "system: ids\ncanvas: {width: 375}\ncontent: {button: {label: Go, size: compact, isLoading: true}}",
                     "system: ids\ncanvas: {width: 375}\ncontent: {tabs: {tabs: [{title: A}, {title: B, badgeCount: 2}]}}"] {
            #expect(validator.errors(of: try SchemaValidator.instance(yaml: text)).isEmpty, "\(text)")
        }
    }
}
