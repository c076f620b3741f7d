import DescriptionModel
import DescriptionFormat
import SceneBuilding
import DescriptionSource
import Files

/// The component libraries Pixelproof ships in `Libraries/` (beside its fonts), written in the
/// description format as any team would write its own: the generic components, from primitives
/// after the seed's SwiftUI templates (the SwiftUI tests check each picture against the
/// template's render, byte for byte), and the web card and text field, under their library and
/// Figma names, each the built-in kind it names. The catalog draws them from these files.
package enum ShippedLibrary {
    /// `web.yaml`, `generic.yaml`.
    package static let files = ["web.yaml", "generic.yaml"]

    /// The path of a shipped library file, or an error naming where it was looked for.
    package static func path(_ file: String) throws(RenderError) -> String {
        if let folder = BundledFolder.find("Libraries", containing: file) { return folder + "/" + file }
        let looked = BundledFolder.candidates("Libraries").prefix(4).joined(separator: ", ")
        throw RenderError("", "the shipped component library Libraries/\(file) was not found beside the executable (looked in \(looked), …); "
            + "keep Libraries/ with the binary: scripts/install PREFIX puts it in PREFIX/share/pixelproof/Libraries")
    }

    /// A catalog item whose content is `use`, a component of `file` used with its props (as a
    /// description's `content:` would hold it), on `canvas` (a canvas mapping).
    static func item(system: String, file: String, component: String, _ name: FigmaName,
                     _ parameters: [(key: String, value: String)], canvas: SourceNode, use: SourceNode) throws(RenderError) -> CatalogItem {
        let library = try path(file)
        let description: SourceNode = ["system": "web", "import": [SourceNode(library, style: .doubleQuoted)], "canvas": canvas, "content": use]
        do {
            let document = try DescriptionParser().parse(tree: description, file: "\(library) (catalog: \(name))")
            return CatalogItem(system: system, component: component, figmaName: name, parameters: parameters, document: document)
        } catch {
            throw RenderError("", "\(error)")
        }
    }
}
