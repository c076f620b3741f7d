import DisplayList
import Raster
import Values

/// What any node may carry besides its own keys, SwiftUI's modifiers written in the node's own
/// mapping: the layout modifiers (`layoutPriority`, `fixedSize`), then what is drawn around the
/// node without changing its layout, in one fixed order: clipped, then rotated and moved. One
/// value holds them all, so every node kind reads, lowers and draws them in one place
/// (`KeyTables.nodeModifiers`).
public struct NodeModifiers: Hashable, Sendable {
    /// `.layoutPriority(_:)`: an enclosing stack offers its space to higher priorities first.
    public var layoutPriority: Double?
    /// `.fixedSize()` / `.fixedSize(horizontal:vertical:)`: the node takes its ideal size on
    /// these axes, whatever it is offered.
    public var fixedSize: FixedSizeAxes?
    /// Stacks and `frame` only: the content is drawn only inside this outline (anti-aliased).
    public var clip: ClipShape?
    /// SwiftUI's `.scaleEffect(x:y:anchor:)`: factors along each axis about `scaleAnchor`, drawn
    /// before the rotation; layout does not change.
    public var scaleX: Double = 1
    public var scaleY: Double = 1
    /// Fractions of the node's frame (x from the leading edge, y from the top; default the centre).
    public var scaleAnchor: Point = Point(0.5, 0.5)
    /// Degrees, clockwise, about the centre of the node's frame.
    public var rotation: Double
    /// Logical px; x points the other way in right-to-left.
    public var offsetX: Double
    public var offsetY: Double
    /// 0...1, SwiftUI's `.opacity`: the node and everything in it faded as one layer.
    public var opacity: Double = 1
    /// SwiftUI's `.blendMode`, Figma's `blendMode`, CSS `mix-blend-mode`: the node's layer blended
    /// with what was drawn before it in the nearest enclosing layer, or the canvas.
    public var blendMode: CompositeOperation = .normal
    /// Figma's LAYER_BLUR, CSS `filter: blur(blur / 2)` (σ = blur / 2); SwiftUI's `.blur(radius: r)` is 2r.
    public var blur: Double = 0
    /// `accessibility: { role, label, hidden }`: what the node is for assistive technology and
    /// the audit; draws nothing.
    package var accessibility: Accessibility?
    /// SwiftUI's `.shadow` on any view: drop shadows cast by the composited layer's alpha
    /// (Core Animation's model), drawn under it. The description has no key for it.
    package var shadows: [Shadow] = []
    /// SwiftUI's colour effects (`.saturation`, `.brightness`, `.contrast`, `.grayscale`,
    /// `.hueRotation`, `.colorMultiply`, `.colorInvert`): the composited layer's colours through
    /// this matrix. The description has no key for it.
    package var colorMatrix: ColorMatrix?
    /// SwiftUI's `.zIndex`: among the children of the nearest enclosing stack, a higher value
    /// is drawn later (on top); equal values keep the order written. Layout does not change.
    package var zIndex: Double = 0
    /// SwiftUI's `.compositingGroup()`: the node drawn into a layer of its own, composited as one.
    package var isolated = false
    /// The node is a mask (`.mask`): drawn into a layer of its own whose alpha then multiplies
    /// the enclosing layer (the masked view, isolated), instead of being drawn over it.
    package var masksBelow = false

    /// The largest scale factor a description may ask for: a node 100 times its laid-out size
    /// already covers any screen.
    package static let maxScale = 100.0

    /// The largest `blur` (and background blur) a description may ask for, logical px: σ 250 px is
    /// already wider than a phone screen, and a blur's work grows with its reach.
    public static let maxBlur = 500.0

    public init(layoutPriority: Double? = nil, fixedSize: FixedSizeAxes? = nil,
                clip: ClipShape? = nil, rotation: Double = 0, offsetX: Double = 0, offsetY: Double = 0,
                opacity: Double = 1, blendMode: CompositeOperation = .normal, blur: Double = 0) {
        self.layoutPriority = layoutPriority
        self.fixedSize = fixedSize
        self.clip = clip
        self.rotation = rotation
        self.offsetX = offsetX
        self.offsetY = offsetY
        self.opacity = opacity
        self.blendMode = blendMode
        self.blur = blur
    }

    /// Nothing to do: the node draws as it would without modifiers.
    public var isEmpty: Bool {
        layoutPriority == nil && fixedSize == nil && clip == nil && !scales && rotation == 0 && offsetX == 0 && offsetY == 0 && !composites
            && accessibility == nil && zIndex == 0
    }

    /// The node is drawn scaled.
    package var scales: Bool { scaleX != 1 || scaleY != 1 }

    /// The node is drawn through a layer of its own: faded, blended, blurred, shadowed or filtered.
    public var composites: Bool { opacity != 1 || blendMode != .normal || blur != 0 || !shadows.isEmpty || colorMatrix != nil
        || isolated || masksBelow }

    /// Whether anything is drawn differently (the layout modifiers aside).
    package var changesDrawing: Bool { clip != nil || scales || rotation != 0 || offsetX != 0 || offsetY != 0 }
}

/// The axes `fixedSize` fixes: `true` is both.
public struct FixedSizeAxes: Hashable, Sendable {
    public var horizontal: Bool
    public var vertical: Bool

    public init(horizontal: Bool = true, vertical: Bool = true) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
}
