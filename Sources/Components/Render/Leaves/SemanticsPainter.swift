import DisplayList
import Layout
import Values

/// Draws nothing: records an element (its frame, role, name, state) around what its child draws,
/// so the audit knows which items belong to which control.
struct SemanticsPainter: Painter {
    var element: ElementSemantics

    func draw(in frame: Rect, scale: Double, into list: inout DisplayList) {
        var e = element
        e.frame = frame
        list.semantics.open(e, at: list.items.count)
    }

    func finish(in frame: Rect, scale: Double, into list: inout DisplayList) {
        list.semantics.close(at: list.items.count)
    }
}
