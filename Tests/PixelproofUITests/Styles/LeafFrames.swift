import Pixelproof

/// The frames layout gives the shapes of a document (a view lowered by `Renderer.document(of:)`),
/// in drawing order: what a container test compares with its stated frames.
func shapeFrames(of document: Document, scale: Int = 2) throws -> [Rect] {
    let renderer = Renderer(scale: scale)
    var lowering = Lowering(context: try renderer.context(for: document))
    let root = try lowering.lower(document.content, at: "content")
    let placed = Layout.place(root, proposal: ProposedSize(width: document.canvas.width, height: document.canvas.height))
    var frames: [Rect] = []
    placed.forEach { node in
        if case let .leaf(tag) = node.kind, lowering.painterPaths[tag]?.hasSuffix(".shape") == true { frames.append(node.frame) }
    }
    return frames
}
