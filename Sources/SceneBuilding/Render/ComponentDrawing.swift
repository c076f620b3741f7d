import DescriptionFormat
import DescriptionModel
import Layout

/// How a built-in component is drawn: its layout tree, with tokens, fonts and images resolved
/// through `lowering.context`. The library's components conform (BuiltInComponents); lowering
/// finds a component's drawing through this, as the reader finds its keys through `ComponentReading`.
package protocol ComponentDrawing: Component {
    func lower(_ lowering: inout Lowering, at path: String) throws -> LayoutElement
}

extension Lowering {
    mutating func lowerComponent(_ component: ComponentNode, at path: String) throws -> LayoutElement {
        guard let drawing = component.component as? any ComponentDrawing else {
            throw RenderError(path + "." + component.kind, "the component \(type(of: component.component)) has no drawing")
        }
        return try drawing.lower(&self, at: path + "." + component.kind)
    }
}
