import DescriptionFormat
import DescriptionModel
import Layout
import Pixelproof
import Values

extension Renderer {
    /// The content's size when offered `proposal` (`.unspecified`: SwiftUI's nil proposal, its
    /// ideal size; a device's screen: what it takes of the screen), laid out as a render lays it out.
    func size(of document: Document, offered proposal: ProposedSize) throws -> Size {
        var lowering = Lowering(context: try context(for: document))
        let root = try lowering.lower(document.content, at: "content")
        return Layout.size(of: root, for: proposal)
    }
}
