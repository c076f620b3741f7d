import DescriptionFormat
import SceneBuilding
import DescriptionModel
import Layout
import Raster
import Values

/// IDS.Image: full width, 16 px across and 12 down, the image filling the width with its height
/// from its aspect ratio, 12 px corners.
public struct ImageCardNode: ComponentDefinition {
    public var source: FileReference

    public init(source: FileReference) {
        self.source = source
    }

    public static let kind = "imageCard"
    public static let system = SystemReference.ids
    public var node: Node { .component(ComponentNode(self)) }

    // MARK: description

    package static let keys = [KeySpec("source", .file, required: true, "a PNG path relative to this file")]

    package static func read(_ f: Fields, depth: Int) throws(DescriptionError) -> ImageCardNode {
        ImageCardNode(source: try f.reader.fileReference(f.required("source", "a PNG path relative to this file"), what: "a PNG path"))
    }

    package var files: [(key: String, file: FileReference)] { [("source", source)] }

    // MARK: layout

    package func lower(_ l: inout Lowering, at path: String) throws -> LayoutElement {
        var image = try l.imageLeaf(ImageNode(source: source, contentMode: .fill), at: path)
        image.cornerRadius = 12
        image.stretchesToWidth = true
        return .padding(Insets(vertical: 12, horizontal: 16), child: l.leaf(image))
    }

    // MARK: catalog

    static var catalog: [CatalogItem] {
        let node = ImageCardNode(source: FileReference(given: CatalogAssets.scheme + "image-placeholder", relativeTo: nil))
        return [IDSCatalog.item(kind, FigmaName("IDS.Image", ["Standard"], state: "Default"), [("source", "image-placeholder")],
                                background: IDSCatalog.white, padding: 0, node.node)]
    }
}
