import DescriptionModel
import DescriptionFormat
import DisplayList
import Layout
import Values

/// Draws nothing: records an element (its frame, role, name, state) around what its child draws,
/// so the audit knows which items belong to which control.
package struct SemanticsPainter: Painter {
    var element: ElementSemantics

    package func draw(in frame: Rect, scale: Double, into list: inout DisplayList) {
        var e = element
        e.frame = frame
        list.semantics.open(e, at: list.items.count)
    }

    package func finish(in frame: Rect, scale: Double, into list: inout DisplayList) {
        list.semantics.close(at: list.items.count)
    }
}
