import DescriptionFormat
import SceneBuilding
import DescriptionModel
import Layout
import Raster
import Typesetting
import Values

/// A component lowers itself (its file in Library/ says how); these are the pieces components
/// share: token look-ups that name the place, labels, boxes and full-width frames.
extension Lowering {
    // MARK: helpers shared by the components

    /// A colour token of the document's system, e.g. `buttonPrimaryBg`.
    func tokenColor(_ name: String, at path: String) throws -> RGBAColor {
        try context.color(.token(name), at: path)
    }

    /// A typography token of the document's system, e.g. `bodyEmphasized`.
    func tokenStyle(_ name: String, at path: String) throws -> TextStyle {
        try context.textStyle(.style(name), at: path)
    }

    /// One line of text (or several when `lineLimit` is nil), tail-truncated, pseudo-localized
    /// unless it is a number (`localized: false`, a badge's count).
    func label(_ text: String, style: TextStyle, color: RGBAColor, lineLimit: Int? = 1,
               truncation: TextTruncation = .tail, alignment: TextAlignment = .leading, localized: Bool = true) -> TextLeaf {
        TextLeaf(string: localized ? context.pseudoLocale.apply(text) : text, style: style, lineLimit: lineLimit, truncation: truncation, alignment: alignment,
                 layoutDirection: context.direction == .rightToLeft ? .rightToLeft : nil, paint: .solid(color),
                 typesetter: context.typesetter, scale: context.scale)
    }

    /// A box drawn behind content: fill, inside border, radius and shadows, as a `shape` node draws.
    func box(fill: BoxPaint?, radius: Double, border: (width: Double, color: RGBAColor)? = nil,
             shadows: [ShadowLayer<RGBAColor>] = [], pill: Bool = false) -> ShapeLeaf {
        ShapeLeaf(shape: pill ? ShapeOutline(kind: .pill) : .roundedRect(radius), width: nil, height: nil, fill: fill, solidBorder: border,
                  shadows: shadows, opacity: 1)
    }

    /// A height the design fixes at Large, kept as a minimum when Dynamic Type grows the text:
    /// the fixed height, or the text's line height in this category plus the vertical room the
    /// fixed height leaves around it at Large (so padding is kept). `atLarge` is the unscaled style.
    func grownHeight(_ fixed: Double, text atLarge: TextStyle) -> Double {
        max(fixed, context.textSize.scaled(atLarge).lineHeight + (fixed - atLarge.lineHeight))
    }

    /// `grownHeight` for a typography token or font.
    func grownHeight(_ fixed: Double, text typography: TextNode.Typography, at path: String) throws -> Double {
        var atLarge = context
        atLarge.textSize = .default
        return grownHeight(fixed, text: try atLarge.textStyle(typography, at: path))
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
