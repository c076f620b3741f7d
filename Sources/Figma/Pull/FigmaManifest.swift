import Files
import JSON

/// `figma.json` in a pull's output folder: which file and version the pictures come from, at
/// which scale, and each set's variants with their node ids and files. A pull of the same sets
/// at the same scale from an unchanged file version finds everything here and asks for no images.
package struct FigmaManifest: Hashable, Sendable {
    package static let fileName = "figma.json"

    package var fileKey: String
    package var fileName: String
    package var version: String
    package var lastModified: String
    package var scale: Double
    package var componentSets: [ComponentSet]

    package struct ComponentSet: Hashable, Sendable {
        package var name: String
        package var id: String
        package var variants: [Variant]
    }

    package struct Variant: Hashable, Sendable {
        package var name: String
        package var id: String
        /// The picture's path under the output folder; nil when Figma could not render the variant.
        package var file: String?
    }

    /// Whether this pull would fetch exactly what the manifest holds: same file, version, scale
    /// and set names, with every picture still in `folder`.
    package func covers(fileKey: String, version: String, scale: Double, sets: [String], in folder: String) -> Bool {
        self.fileKey == fileKey && self.version == version && self.scale == scale
            && Set(componentSets.map(\.name)) == Set(sets)
            && files.allSatisfy { FilePath.isFile(FilePath.join(folder, $0)) }
    }

    /// Every picture the manifest lists.
    package var files: [String] { componentSets.flatMap { $0.variants.compactMap(\.file) } }

    /// `set / variant` of each variant Figma could not render.
    package var notRendered: [String] {
        componentSets.flatMap { set in set.variants.filter { $0.file == nil }.map { "\(set.name) / \($0.name)" } }
    }

    package var json: JSONValue {
        .object([
            ("fileKey", .string(fileKey)), ("fileName", .string(fileName)), ("version", .string(version)),
            ("lastModified", .string(lastModified)), ("scale", .number(scale)),
            ("componentSets", .array(componentSets.map { set in
                .object([("name", .string(set.name)), ("id", .string(set.id)),
                         ("variants", .array(set.variants.map { variant in
                             .object([("name", .string(variant.name)), ("id", .string(variant.id)), ("file", .optional(variant.file))])
                         }))])
            })),
        ])
    }

    /// The manifest in `folder`, nil when there is none; a file that is not one throws.
    package static func read(in folder: String) throws(FigmaError) -> FigmaManifest? {
        let path = FilePath.join(folder, fileName)
        guard FilePath.exists(path) else { return nil }
        let root: JSONNode
        do { root = try JSONNode.parse(try AtomicFile.read(path, maxBytes: 64 << 20)) } catch {
            throw FigmaError("\(path): \(error); delete it to pull everything again")
        }
        /// `figma.json:3:15: expected a string "version"`, at the member when there is one.
        func problem(_ node: JSONNode, _ key: String, _ what: String) -> FigmaError {
            let at = node[key] ?? node
            return FigmaError("\(path):\(at.line):\(at.column): expected \(what) \"\(key)\"; delete the file to pull everything again")
        }
        func string(_ node: JSONNode, _ key: String) throws(FigmaError) -> String {
            guard let value = node[key]?.string else { throw problem(node, key, "a string") }
            return value
        }
        let (fileKey, fileName) = (try string(root, "fileKey"), try string(root, "fileName"))
        let (version, lastModified) = (try string(root, "version"), try string(root, "lastModified"))
        guard let scale = root["scale"]?.number else { throw problem(root, "scale", "a number") }
        var sets: [ComponentSet] = []
        for set in root["componentSets"]?.array ?? [] {
            var variants: [Variant] = []
            for variant in set["variants"]?.array ?? [] {
                let file = variant["file"]?.string
                if let file, !ExportLayout.isInside(file) {
                    throw FigmaError("\(path):\(variant.line):\(variant.column): \"\(file)\" leads out of the folder; delete the file to pull everything again")
                }
                variants.append(Variant(name: try string(variant, "name"), id: try string(variant, "id"), file: file))
            }
            sets.append(ComponentSet(name: try string(set, "name"), id: try string(set, "id"), variants: variants))
        }
        return FigmaManifest(fileKey: fileKey, fileName: fileName, version: version, lastModified: lastModified,
                             scale: scale, componentSets: sets)
    }
}
