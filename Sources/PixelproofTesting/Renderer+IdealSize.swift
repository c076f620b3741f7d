import DescriptionFormat
import DescriptionModel
import Layout
import Pixelproof
import Values

extension Renderer {
    /// The content's size when offered nothing (SwiftUI's unspecified proposal: its ideal size),
    /// laid out as a render lays it out.
    func idealSize(of document: Document) throws -> Size {
        var lowering = Lowering(context: try context(for: document))
        let root = try lowering.lower(document.content, at: "content")
        return Layout.size(of: root, for: .unspecified)
    }
}
