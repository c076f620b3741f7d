/// A filled (and optionally bordered, shadowed) geometric shape.
public struct ShapeNode: Hashable, Sendable {
    /// The outline: a rectangle, a rounded rectangle, a pill (radius half the height), a circle or an ellipse.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        case rect, roundedRect, pill, circle, ellipse
    }

    public var kind: Kind
    /// Nil: the layout decides (the space offered, as SwiftUI shapes take it).
    public var width: Double?
    public var height: Double?
    /// Only with `roundedRect`; clamped as CSS clamps radii when drawn.
    public var cornerRadius: CornerRadius?
    /// `roundedRect` and `pill`.
    public var cornerStyle: CornerCurve
    /// Figma's corner smoothing, 0 to 1 (`roundedRect`, circular style only).
    public var cornerSmoothing: Double
    public var fill: PaintValue?
    public var border: Border?
    /// Listed first = painted on top. Empty: no shadow.
    public var shadows: [Shadow]
    /// A glow token of the system.
    public var glow: String?
    /// 0...1.
    public var opacity: Double
    /// CSS `box-shadow: inset` layers, drawn inside the outline over the fill, under the border.
    public var innerShadows: [Shadow]
    /// What is drawn behind the shape, blurred (σ = blur / 2) inside its outline, under its fill.
    public var backgroundBlur: Double?
    /// SwiftUI's `.inset(by:)`: the outline drawn in the frame inset by this much on every side
    /// (negative: outset), logical px. The description has no key for it.
    package var inset: Double = 0
    /// SwiftUI's shape modifiers on the outline, in the order written (`OutlineChange`).
    package var outlineChanges: [OutlineChange] = []

    public init(kind: Kind, width: Double? = nil, height: Double? = nil, cornerRadius: CornerRadius? = nil,
                cornerStyle: CornerCurve = .circular, cornerSmoothing: Double = 0, fill: PaintValue? = nil,
                border: Border? = nil, shadows: [Shadow] = [], glow: String? = nil, opacity: Double = 1,
                innerShadows: [Shadow] = [], backgroundBlur: Double? = nil) {
        self.kind = kind
        self.width = width
        self.height = height
        self.cornerRadius = cornerRadius
        self.cornerStyle = cornerStyle
        self.cornerSmoothing = cornerSmoothing
        self.fill = fill
        self.border = border
        self.shadows = shadows
        self.glow = glow
        self.opacity = opacity
        self.innerShadows = innerShadows
        self.backgroundBlur = backgroundBlur
    }
}
