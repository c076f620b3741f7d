import Raster

/// How any node is composited, the node-level keys `opacity`, `blendMode` and `blur`: the node
/// is drawn into a layer of its own, blurred (σ = blur / 2, spreading past its frame; layout
/// does not change), faded by `opacity` as one group (its children's overlaps do not show) and
/// blended onto what was drawn before it inside the nearest enclosing layer, or the canvas.
public struct Compositing: Hashable, Sendable {
    /// 0...1, as SwiftUI's `.opacity` and CSS `opacity` on a container.
    public var opacity: Double
    /// SwiftUI's `.blendMode`, Figma's `blendMode`, CSS `mix-blend-mode`.
    public var blendMode: BlendMode
    /// Figma's LAYER_BLUR radius, CSS `filter: blur(blur / 2)`; SwiftUI's `.blur(radius: r)` is blur 2r.
    public var blur: Double

    public init(opacity: Double = 1, blendMode: BlendMode = .normal, blur: Double = 0) {
        self.opacity = opacity; self.blendMode = blendMode; self.blur = blur
    }

    /// Drawing through a layer with these values changes nothing.
    public var isIdentity: Bool { opacity == 1 && blendMode == .normal && blur == 0 }

    /// The largest `blur` (logical px) a description may ask for: σ 250 px is already wider than
    /// a phone screen, and the blur's work grows with its reach.
    public static let maxBlur = 500.0
}
