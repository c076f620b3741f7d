import Foundation
import Testing
import Files
@testable import BuiltInComponents
@testable import DescriptionFormat
@testable import SceneBuilding

/// Descriptions that define or use components of their own and must be refused, each with the
/// file:line:col, key path and words of its message. Files come from memory: the parser reads
/// imports through `readFile`.
@Suite struct OwnComponentErrorTests {
    struct Case: Sendable, CustomStringConvertible {
        var name: String
        var files: [String: String]
        var main = "screen.yaml"
        /// "file:line:col" the message starts with.
        var at: String
        var path: String
        var contains: [String]
        var description: String { name }
    }

    /// A library with the chip of the format's example, and a slot.
    static let chips = """
        components:
          Chip:
            figmaName: "DS.Chip"
            props:
              label:      { type: string }
              size:       { type: enum, values: [small, large], default: small }
              isSelected: { type: bool, default: false }
              icon:       { type: icon, default: null }
              tint:       { type: color, default: buttonPrimaryBg }
              content:    { type: node, default: null }
            body:
              hstack:
                spacing: 4
                padding: { $switch: size, cases: { small: 8, large: 12 } }
                children:
                  - icon: { name: $icon, size: 16 }
                    when: icon
                  - text: { string: "${label}", style: { $switch: size, cases: { small: accentRegular, large: bodyRegular } } }

        """

    /// A screen importing lib/chips.yaml; `content` starts on line 5.
    static func screen(_ content: String) -> [String: String] {
        ["screen.yaml": "system: ids\nimport: [lib/chips.yaml]\ncanvas: { width: 300 }\ncontent:\n\(content)",
         "lib/chips.yaml": chips]
    }

    /// A description defining `components` itself (from line 4 on) and using `use` as its content.
    static func defining(_ components: String, use: String = "Box: {}") -> [String: String] {
        ["screen.yaml": "system: ids\ncanvas: { width: 300 }\ncomponents:\n\(components)content:\n  \(use)\n"]
    }

    static let cases: [Case] = [
        // At the use.
        .init(name: "unknown prop", files: screen("  Chip: { label: Fresh, sise: large }\n"),
              at: "screen.yaml:5:25", path: "content.Chip.sise",
              contains: ["unknown prop \"sise\" in Chip; expected one of label, size, isSelected, icon, tint, content (did you mean \"size\"?)"]),
        .init(name: "missing required prop", files: screen("  Chip: { size: large }\n"),
              at: "screen.yaml:5:9", path: "content.Chip",
              contains: ["missing required prop \"label\" in Chip (a string); Chip is defined at lib/chips.yaml:2:3"]),
        .init(name: "wrong type", files: screen("  Chip: { label: Fresh, isSelected: maybe }\n"),
              at: "screen.yaml:5:37", path: "content.Chip.isSelected", contains: ["expected true or false, found \"maybe\""]),
        .init(name: "enum value outside values",
              files: screen("  vstack:\n    children:\n      - spacer: {}\n      - spacer: {}\n      - Chip: { label: Fresh, size: larg }\n"),
              at: "screen.yaml:9:37", path: "content.vstack.children[2].Chip.size",
              contains: ["unknown value \"larg\" for size; expected one of small, large (did you mean \"large\"?)"]),
        .init(name: "node prop given a scalar", files: screen("  Chip: { label: Fresh, content: hello }\n"),
              at: "screen.yaml:5:34", path: "content.Chip.content", contains: ["a node", "hello"]),
        .init(name: "unknown component", files: screen("  Chp: { label: Fresh }\n"),
              at: "screen.yaml:5:3", path: "content.Chp", contains: ["unknown", "Chp", "did you mean \"Chip\"?"]),
        // Where the component is defined.
        .init(name: "$name that is no prop",
              files: defining("  Box:\n    props: { tint: { type: color } }\n    body: { rectangle: { fill: $tnt } }\n", use: "Box: { tint: grayscale10 }"),
              at: "screen.yaml:6:32", path: "components.Box.body.rectangle.fill",
              contains: ["\"tnt\" is not a prop of Box; its props are tint (did you mean \"tint\"?)"]),
        .init(name: "interpolated name that is no prop",
              files: defining("  Box:\n    props: { label: { type: string } }\n    body: { text: { string: \"Hi ${lable}\" } }\n", use: "Box: { label: x }"),
              at: "screen.yaml:6:29", path: "components.Box.body.text.string", contains: ["\"lable\" is not a prop of Box", "did you mean \"label\"?"]),
        .init(name: "interpolating a node",
              files: defining("  Box:\n    props: { inner: { type: node } }\n    body: { text: { string: \"${inner}\" } }\n", use: "Box: { inner: { spacer: {} } }"),
              at: "screen.yaml:6:29", path: "components.Box.body.text.string", contains: ["\"${inner}\" is a node", "use $inner as a node"]),
        .init(name: "$switch with a missing case",
              files: defining("  Box:\n    props: { size: { type: enum, values: [s, m, l], default: s } }\n    body: { spacer: { minLength: { $switch: size, cases: { s: 1, m: 2 } } } }\n"),
              at: "screen.yaml:6:45", path: "components.Box.body.spacer.minLength.$switch",
              contains: ["$switch over size has no case for l and no default; add `l:` under cases, or a default"]),
        .init(name: "$switch over a bool with one case",
              files: defining("  Box:\n    props: { on: { type: bool, default: false } }\n    body: { spacer: { minLength: { $switch: on, cases: { true: 1 } } } }\n"),
              at: "screen.yaml:6:45", path: "components.Box.body.spacer.minLength.$switch", contains: ["no case for false and no default"]),
        .init(name: "$switch case that is no value",
              files: defining("  Box:\n    props: { size: { type: enum, values: [s, l], default: s } }\n    body: { spacer: { minLength: { $switch: size, cases: { s: 1, l: 2, xl: 3 } } } }\n"),
              at: "screen.yaml:6:72", path: "components.Box.body.spacer.minLength.cases.xl", contains: ["unknown case \"xl\" for size; expected one of s, l"]),
        .init(name: "lower-case component name",
              files: defining("  chip:\n    body: { spacer: {} }\n", use: "spacer: {}"),
              at: "screen.yaml:4:3", path: "components.chip",
              contains: ["component name \"chip\" must start with an upper-case letter", "write \"Chip\"", "lower-case names are the built-in kinds"]),
        .init(name: "when that is no condition",
              files: defining("  Box:\n    props: { on: { type: bool, default: false } }\n    body: { vstack: { children: [ { spacer: {}, when: \"on ==\" } ] } }\n"),
              at: "screen.yaml:6:55", path: "components.Box.body.vstack.children[0].when", contains: ["bad condition \"on ==\""]),
        .init(name: "when comparing with no value of the enum",
              files: defining("  Box:\n    props: { size: { type: enum, values: [s, l], default: s } }\n    body: { vstack: { children: [ { spacer: {}, when: \"size == m\" } ] } }\n"),
              at: "screen.yaml:6:55", path: "components.Box.body.vstack.children[0].when", contains: ["unknown value \"m\" for size; expected one of s, l"]),
        .init(name: "when naming a prop as a binding",
              files: defining("  Box:\n    props: { isOpen: { type: bool, default: false } }\n    body: { vstack: { children: [ { spacer: {}, when: $isOpen } ] } }\n"),
              at: "screen.yaml:6:55", path: "components.Box.body.vstack.children[0].when",
              contains: ["bad condition \"$isOpen\": a condition names the prop without `$` (did you mean \"isOpen\"?)"]),
        .init(name: "when naming a misspelt prop as a binding",
              files: defining("  Box:\n    props: { isOpen: { type: bool, default: false } }\n    body: { vstack: { children: [ { spacer: {}, when: \"!$isOpn\" } ] } }\n"),
              at: "screen.yaml:6:55", path: "components.Box.body.vstack.children[0].when",
              contains: ["a condition names the prop without `$` (did you mean \"isOpen\"?)"]),
        .init(name: "a bool bound to a colour",
              files: defining("  Box:\n    props: { isSelected: { type: bool, default: false } }\n    body: { shape: { kind: pill, width: 40, height: 20, fill: $isSelected } }\n"),
              at: "screen.yaml:6:63", path: "components.Box.body.shape.fill",
              contains: ["isSelected is a bool; fill takes a colour or a gradient", "type: color", "$switch: isSelected"]),
        .init(name: "when outside a component body",
              files: ["screen.yaml": "system: ids\ncanvas: { width: 300 }\ncontent:\n  vstack: { children: [ { spacer: {}, when: on } ] }\n"],
              at: "screen.yaml:4:45", path: "content.vstack.children[0].when", contains: ["`when` is read only inside a component's body"]),
        .init(name: "an axis that is no enum or bool",
              files: defining("  Box:\n    props: { label: { type: string } }\n    body: { spacer: {} }\n    preview: { axes: [label] }\n", use: "Box: { label: x }"),
              at: "screen.yaml:7:23", path: "components.Box.preview.axes[0]", contains: ["Box has no enum or bool props, so no axes"]),
        .init(name: "enum without values",
              files: defining("  Box:\n    props: { size: { type: enum } }\n    body: { spacer: {} }\n"),
              at: "screen.yaml:5:20", path: "components.Box.props.size", contains: ["an enum prop lists its values"]),
        .init(name: "default of the wrong type",
              files: defining("  Box:\n    props: { on: { type: bool, default: 3 } }\n    body: { spacer: {} }\n"),
              at: "screen.yaml:5:41", path: "components.Box.props.on.default", contains: ["expected true or false, found the number 3"]),
        .init(name: "a cycle of components",
              files: defining("  A:\n    body: { vstack: { children: [ B: {} ] } }\n  B:\n    body: { C: {} }\n  C:\n    body: { A: {} }\n", use: "A: {}"),
              at: "screen.yaml:4:3", path: "components.A", contains: ["components use each other in a cycle: A → B → C → A"]),
        // Problems inside a body are reported where the component is used, with the definition's place.
        .init(name: "bad value inside a body",
              files: defining("  Box:\n    props: { gap: { type: number } }\n    body: { vstack: { spacing: $gap, children: [ { spacer: { minLength: [1] } } ] } }\n",
                              use: "Box: { gap: 4 }"),
              at: "screen.yaml:8:3", path: "content.Box",
              contains: ["in the body of Box (screen.yaml:6:", "components.Box.body.vstack.children[0].spacer.minLength", "found a list"]),
        // Imports.
        .init(name: "missing import",
              files: ["screen.yaml": "system: ids\nimport: [lib/nothere.yaml]\ncanvas: { width: 300 }\ncontent: { spacer: {} }\n"],
              at: "screen.yaml:2:10", path: "import[0]",
              contains: ["library file \"lib/nothere.yaml\" not found or unreadable", "import paths are relative to the importing file"]),
        .init(name: "import that is a folder",
              files: ["screen.yaml": "system: ids\nimport: [lib.yaml]\ncanvas: { width: 300 }\ncontent: { spacer: {} }\n", "lib.yaml": Self.folder],
              at: "screen.yaml:2:10", path: "import[0]",
              contains: ["\"lib.yaml\" is a folder (lib.yaml), not a library file; import the .yaml library file inside it"]),
        .init(name: "import that is a description",
              files: ["screen.yaml": "system: ids\nimport: [other.yaml]\ncanvas: { width: 300 }\ncontent: { spacer: {} }\n",
                      "other.yaml": "system: ids\ncanvas: { width: 300 }\ncontent: { spacer: {} }\n"],
              at: "screen.yaml:2:10", path: "import[0]", contains: ["is a description (it has system, canvas, content), not a library"]),
        .init(name: "a cycle of imports",
              files: ["screen.yaml": "system: ids\nimport: [a.yaml]\ncanvas: { width: 300 }\ncontent: { spacer: {} }\n",
                      "a.yaml": "import: [b.yaml]\n", "b.yaml": "import: [a.yaml]\n"],
              at: "b.yaml:1:10", path: "import[0]", contains: ["import cycle: a.yaml → b.yaml → a.yaml"]),
        .init(name: "the same name in two imports",
              files: ["screen.yaml": "system: ids\nimport: [a.yaml, b.yaml]\ncanvas: { width: 300 }\ncontent: { spacer: {} }\n",
                      "a.yaml": "components:\n  Tag: { body: { spacer: {} } }\n", "b.yaml": "components:\n  Tag: { body: { spacer: {} } }\n"],
              at: "b.yaml:2:3", path: "components.Tag", contains: ["component Tag is defined twice, at a.yaml:2:3 and here", "rename one"]),
        .init(name: "a library rendered as a description",
              files: ["lib.yaml": chips], main: "lib.yaml",
              at: "lib.yaml:1:1", path: "", contains: ["this is a library file", "pixelproof catalog --components lib.yaml"]),
    ]

    /// The text of an entry of `files` that stands for a folder of that name.
    static let folder = "<a folder>"

    static func error(_ c: Case) -> DescriptionError? {
        let files = c.files
        let parser = DescriptionParser(readFile: { path, _ in
            guard let text = files.first(where: { FilePath.normalized($0.key) == FilePath.normalized(path) })?.value else {
                throw FileError(path: path, action: "cannot open", reason: "No such file or directory")
            }
            if text == folder, let error = FileError.notAFile(path, .folder, action: "cannot read") { throw error }
            return Array(text.utf8)
        })
        do {
            _ = try parser.parse(files[c.main]!, file: c.main)
            return nil
        } catch {
            return error
        }
    }

    @Test(arguments: cases) func refused(_ c: Case) throws {
        let error = try #require(Self.error(c), "\(c.name) was accepted")
        let text = "\(error)"
        #expect(text.hasPrefix("\(c.at): \(c.path.isEmpty ? "" : c.path + ": ")"), "\(text)")
        for words in c.contains { #expect(text.contains(words), "\(text)\nlacks: \(words)") }
    }

    /// Ten components, each using the next ten times: 10^10 nodes written out. The count is known
    /// from the definitions before anything is expanded, so the refusal is immediate (the count in
    /// the message proves it came from the definitions: expanding would never end).
    @Test func expansionBombIsRefusedAtOnce() throws {
        var text = "system: ids\ncanvas: { width: 300 }\ncomponents:\n"
        for level in 0..<10 {
            let inner = level == 9 ? "spacer: {}" : "L\(level + 1): {}"
            text += "  L\(level):\n    body: { vstack: { children: [\(Array(repeating: "{ \(inner) }", count: 10).joined(separator: ", "))] } }\n"
        }
        text += "content:\n  L0: {}\n"
        let error = try #require(Self.error(Case(name: "bomb", files: ["screen.yaml": text], at: "", path: "", contains: [])))
        #expect("\(error)".hasPrefix("screen.yaml:25:3: content.L0: "), "\(error)")
        #expect("\(error)".contains("L0 stands for at least 11111111111 nodes"), "\(error)")
    }

    /// Nesting that would only exhaust the stack is refused at once, with its chain: 5,000
    /// components each using the next (a use adds no node level of its own), and 100 libraries
    /// each importing the next. (How fast the refusal is belongs to benchmarks, not to a wall-clock
    /// limit that a loaded machine breaks.)
    @Test func chainsLongerThanTheNestingLimitAreRefused() throws {
        var text = "system: ids\ncanvas: { width: 300 }\ncomponents:\n"
        for i in 0..<5_000 { text += "  C\(i): { body: { \(i == 4_999 ? "spacer: {}" : "C\(i + 1): {}") } }\n" }
        text += "content:\n  C0: {}\n"
        let components = try #require(Self.error(Case(name: "chain", files: ["screen.yaml": text], at: "", path: "", contains: [])))
        #expect("\(components)".hasPrefix("screen.yaml:4:3: components.C0: components use each other more than 64 deep (C0 → C1 → C2 → C3 → … → C64)"),
                "\(components)")

        var files = ["screen.yaml": "system: ids\nimport: [l0.yaml]\ncanvas: { width: 300 }\ncontent: { spacer: {} }\n"]
        for i in 0..<100 { files["l\(i).yaml"] = "import: [l\(i + 1).yaml]\n" }
        files["l100.yaml"] = "components:\n  Dot: { body: { spacer: {} } }\n"
        let imports = try #require(Self.error(Case(name: "imports", files: files, at: "", path: "", contains: [])))
        #expect("\(imports)".contains("libraries import each other more than 64 deep"), "\(imports)")
    }
}
