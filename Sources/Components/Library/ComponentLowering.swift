import Raster
import Typesetting

/// A component lowers itself (its file in Library/ says how); these are the pieces components
/// share: token look-ups that name the place, labels, boxes and full-width frames.
extension Lowering {
    mutating func lowerComponent(_ component: ComponentNode, at path: String) throws -> LayoutElement {
        try component.definition.lower(&self, at: path + "." + component.kind)
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
               truncation: TextTruncation = .tail, alignment: TextAlignment = .leading) -> TextLeaf {
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

    /// The family of the web system's body text (SF Pro in the web design, which Lexend Deca
    /// stands in for).
    func webFamily(at path: String) throws -> String {
        (try? tokenStyle("body-regular", at: path).family) ?? FontLocations.bundledFamily
    }
}
