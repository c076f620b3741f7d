import Raster
import Typesetting

/// Components lower to layout trees of the primitives (content rows, section titles, top nav,
/// image, web card and text field) or to a leaf of their own where their geometry is special
/// (IDS button, badge and tabs). Every number comes from the seeds or RESOLVED.md; see docs/COMPONENTS.md.
extension Lowering {
    mutating func lowerComponent(_ component: ComponentNode, at path: String) throws -> LayoutElement {
        let here = path + "." + component.kind
        switch component {
        case let .idsButton(node): return leaf(try idsButton(node, at: here))
        case let .badge(node): return leaf(try idsBadge(node, at: here))
        case let .tabs(node): return leaf(try idsTabs(node, at: here))
        case let .contentRow(node): return try contentRow(node, at: here)
        case let .sectionTitle(node): return try sectionTitle(node, at: here)
        case let .topNav(node): return try topNav(node, at: here)
        case let .imageCard(node): return try imageCard(node, at: here)
        case let .webButton(node): return try webButton(node, at: here)
        case let .card(node): return try webCard(node, at: here)
        case let .textField(node): return try webTextField(node, at: here)
        }
    }

    // MARK: helpers shared by the components

    /// A colour token of the document's system, e.g. `buttonPrimaryBg`.
    func tokenColor(_ name: String, at path: String) throws -> Color {
        try context.color(.token(name), at: path)
    }

    /// A typography token of the document's system, e.g. `bodyEmphasized`.
    func tokenStyle(_ name: String, at path: String) throws -> TextStyle {
        try context.textStyle(.style(name), at: path)
    }

    /// One line of text (or several when `lineLimit` is nil), tail-truncated.
    func label(_ text: String, style: TextStyle, color: Color, lineLimit: Int? = 1,
               truncation: TextTruncation = .tail, alignment: Typesetting.TextAlignment = .leading) -> TextLeaf {
        TextLeaf(string: text, style: style, lineLimit: lineLimit, truncation: truncation, alignment: alignment,
                 direction: context.direction == .rightToLeft ? .rightToLeft : nil, paint: .solid(color),
                 typesetter: context.typesetter, scale: context.scale)
    }

    /// A box drawn behind content: fill, inside border, radius and shadows, as a `shape` node draws.
    func box(fill: BoxPaint?, radius: Double, border: (width: Double, color: Color)? = nil,
             shadows: [BoxShadow] = [], pill: Bool = false) -> ShapeLeaf {
        ShapeLeaf(kind: pill ? .pill : .roundedRect(radius), width: nil, height: nil, fill: fill, border: border,
                  shadows: shadows, opacity: 1)
    }

    /// Stretches `element` to the offered width, content at the leading edge.
    func fullWidth(_ element: LayoutElement, alignment: LayoutAlignment = .topLeading) -> LayoutElement {
        .frame(FrameSpec(maxWidth: .infinity, alignment: alignment), child: element)
    }
}
