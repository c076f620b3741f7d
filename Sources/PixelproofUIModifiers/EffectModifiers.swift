import PixelproofUICore
import DescriptionModel
import BuiltInComponents
import DescriptionFormat
import SceneBuilding
import Values

/// How a view's layer is composited onto what is behind it.
public enum BlendMode: Hashable, Sendable, CaseIterable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight, difference,
         exclusion, hue, saturation, color, luminosity, sourceAtop, destinationOver, destinationOut, plusDarker, plusLighter

    /// The description's blend mode of the same name; the Porter-Duff modes (`sourceAtop`,
    /// `destinationOver`, `destinationOut`) are compositing operators the description has no key for.
    func set<Mode: RawRepresentable>(_ mode: inout Mode) throws where Mode.RawValue == String {
        guard let same = Mode(rawValue: String(describing: self)) else {
            throw ViewError("blendMode(.\(self))", "Pixelproof blends with the separable and non-separable modes and plusDarker / plusLighter; .\(self) is a compositing operator it does not draw")
        }
        mode = same
    }
}

/// Liquid Glass, as `.glassEffect(_:in:)` takes it.
public struct Glass: Hashable, Sendable {
    let tint: Color?
    let isInteractive: Bool
    let variant: String

    public static let regular = Glass(tint: nil, isInteractive: false, variant: "regular")
    public static let clear = Glass(tint: nil, isInteractive: false, variant: "clear")
    public static let identity = Glass(tint: nil, isInteractive: false, variant: "identity")

    public func tint(_ color: Color?) -> Glass { Glass(tint: color, isInteractive: isInteractive, variant: variant) }
    /// Reacts to touch on iOS; a still frame draws it at rest.
    public func interactive(_ isEnabled: Bool = true) -> Glass { Glass(tint: tint, isInteractive: isEnabled, variant: variant) }
}

// Effects drawn on a view's whole layer. Each lowers onto a description key of the paint layer.
extension View {
    /// The view and everything in it faded as one layer. SwiftUI clamps an opacity outside 0...1;
    /// here it is an error, as in a description file (`ValueRange.opacity`), so a mistaken value
    /// is seen rather than drawn as something else.
    public func opacity(_ opacity: Double) -> some View {
        ModifiedView(self) { node, _ in
            if let problem = ValueRange.opacity.problem(with: opacity) { throw ViewError("opacity(\(opacity))", problem) }
            return node.modified { $0.opacity = opacity }
        }
    }

    /// The view's layer combined with what is drawn behind it.
    public func blendMode(_ blendMode: BlendMode) -> some View {
        ModifiedView(self) { node, _ in
            var modifiers = NodeModifiers()
            try blendMode.set(&modifiers.blendMode)
            return .modified(node, modifiers)
        }
    }

    /// A Gaussian blur of the view's layer; `radius` is the standard deviation, the description's
    /// `blur` twice it. The blurred edge fades out, as SwiftUI's default; `opaque: true` is not drawn.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        ModifiedView(self) { node, _ in
            guard !opaque else { throw ViewError("blur(radius:opaque: true)", "Pixelproof blurs with a transparent edge; use blur(radius:) without opaque") }
            let blur = NodeModifiers.blur(radius: Double(radius))
            guard ValueRange.blur.contains(blur) else {
                throw ViewError("blur(radius: \(radius))", "the radius must be 0 to \(Int(NodeModifiers.maxBlur / 2)) points")
            }
            return node.modified { $0.blur = blur }
        }
    }

    /// Rotated clockwise about the centre of the view's frame; layout does not change.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        ModifiedView(self) { node, _ in
            guard anchor == .center else {
                throw ViewError("rotationEffect(_:anchor:)", "Pixelproof rotates about the centre of the frame; an anchor other than .center is not drawn yet")
            }
            return node.modified { $0.rotation = angle.degrees }
        }
    }

    /// Drawn scaled about `anchor` of the view's frame (before any rotation); layout does not change.
    /// A negative factor mirrors the view.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        ModifiedView(self) { node, _ in
            let limit = NodeModifiers.maxScale
            guard ValueRange.scale.contains(Double(x)), ValueRange.scale.contains(Double(y)),
                  ValueRange.fraction.contains(Double(anchor.x)), ValueRange.fraction.contains(Double(anchor.y)) else {
                throw ViewError("scaleEffect(x: \(x), y: \(y))", "Pixelproof scales by at most \(Int(limit)) times, about an anchor inside the frame (0...1)")
            }
            return node.modified {
                $0.scaleX = Double(x); $0.scaleY = Double(y)
                $0.scaleAnchor = Values.Point(Double(anchor.x), Double(anchor.y))
            }
        }
    }

    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View {
        scaleEffect(x: scale, y: scale, anchor: anchor)
    }

    /// Drawn moved, laid out in place; x points the other way in right-to-left, as in SwiftUI.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        ModifiedView(self) { node, _ in node.modified { $0.offsetX = Double(x); $0.offsetY = Double(y) } }
    }

    public func offset(_ offset: CGSize) -> some View { self.offset(x: offset.width, y: offset.height) }

    /// Drawn only inside `shape` laid out in the view's frame (anti-aliased).
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        ModifiedView(self) { node, _ in
            node.clipped(to: try outline(of: shape, in: "clipShape").clipShape(in: "clipShape"))
        }
    }

    public func clipped(antialiased: Bool = false) -> some View { clipShape(Rectangle()) }

    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        clipShape(RoundedRectangle(cornerRadius: radius, style: .circular))
    }

    /// A drop shadow of the view: of its shape when it is one, else of everything it draws (a
    /// ring's hole casts none). `radius` is the Gaussian's standard deviation, as Core
    /// Animation's `shadowRadius`: a CSS blur of twice the radius.
    public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View {
        ModifiedView(self) { node, environment in
            // The blur's limit, and offsets within a canvas's reach: a shadow a million points away
            // (or at NaN) is a mistake, not a picture.
            guard radius >= 0, 2 * Double(radius) <= NodeModifiers.maxBlur, abs(x) <= 10_000, abs(y) <= 10_000 else {
                throw ViewError("shadow(radius: \(radius), x: \(x), y: \(y))",
                                "the radius must be 0 to \(Int(NodeModifiers.maxBlur / 2)) points and the offsets within ±10000 points")
            }
            let layer = ShadowLayer<ColorValue>(x: Double(x), y: Double(y), blur: NodeModifiers.blur(radius: Double(radius)),
                                               color: .literal(try color.resolved(in: environment)))
            // A shape, or the shape behind a view, casts its box-shadow; any other content Core
            // Animation's layer shadow: its composited alpha, blurred, under it.
            return node.withShadow(.layer(layer)) ?? node.modified { $0.shadows = [.layer(layer)] }
        }
    }

    /// Liquid Glass in `shape` behind the view.
    /// The description's `glass` paint, as the Swift DSL's `.glassEffect(in:)`; `.identity` draws
    /// nothing, `.clear` is drawn as `.regular` (the approximation has one frost), and an
    /// interactive glass is drawn at rest.
    public func glassEffect(_ glass: Glass = .regular, in shape: some Shape = Capsule()) -> some View {
        ModifiedView(self) { node, environment in
            guard glass.variant != "identity" else { return node }
            var shape = try outline(of: shape, in: "glassEffect(_:in:)").shapeNode()
            shape.fill = .glass(GlassValue(tint: try glass.tint.map { .literal(try $0.resolved(in: environment)) }))
            return node.withBackground(.node(.shape(shape)))
        }
    }
}
