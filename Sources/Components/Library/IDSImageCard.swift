import Raster

/// IDS.Image (seed 000 §7.4): full width, 16 across and 12 down, the image filling the width with
/// its height from its aspect ratio, 12 px corners.
extension Lowering {
    mutating func imageCard(_ node: ImageCardNode, at path: String) throws -> LayoutElement {
        var image = try imageLeaf(ImageNode(source: node.source, contentMode: .fill), at: path)
        image.cornerRadius = 12
        image.stretchesToWidth = true
        return .padding(LayoutInsets(vertical: 12, horizontal: 16), child: leaf(image))
    }
}
