import DescriptionFormat
import SceneBuilding
import DescriptionModel
import Values

/// SwiftUI's rounded rectangle: `RoundedRectangle(cornerRadius: 16).fill("white")`. Its corners
/// are continuous unless told otherwise, as SwiftUI's are.
public struct RoundedRectangle: ShapeView {
    public var shape: ShapeNode
    public init(cornerRadius: Double, style: CornerCurve = .continuous) {
        shape = ShapeNode(kind: .roundedRect, cornerRadius: .all(.points(cornerRadius)), cornerStyle: style)
    }
}

/// SwiftUI's `UnevenRoundedRectangle`: one radius per corner; leading and trailing follow the
/// direction.
public struct UnevenRoundedRectangle: ShapeView {
    public var shape: ShapeNode
    public init(topLeadingRadius: Double = 0, bottomLeadingRadius: Double = 0, bottomTrailingRadius: Double = 0,
                topTrailingRadius: Double = 0, style: CornerCurve = .continuous) {
        let radii = LengthCornerRadii(topLeading: .points(topLeadingRadius), bottomLeading: .points(bottomLeadingRadius),
                                         bottomTrailing: .points(bottomTrailingRadius), topTrailing: .points(topTrailingRadius))
        shape = ShapeNode(kind: .roundedRect, cornerRadius: .corners(radii), cornerStyle: style)
    }
}

/// SwiftUI's `StrokeStyle`: width, caps, joins, miter limit (SwiftUI's default 10) and dashes.
public struct StrokeStyle: Hashable, Sendable {
    public var lineWidth: Double
    public var lineCap: Stroke.Cap
    public var lineJoin: Stroke.Join
    public var miterLimit: Double
    public var dash: [Double]
    public var dashPhase: Double

    public init(lineWidth: Double = 1, lineCap: Stroke.Cap = .butt, lineJoin: Stroke.Join = .miter, miterLimit: Double = 10,
                dash: [Double] = [], dashPhase: Double = 0) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}

/// A shape that SwiftUI's shape modifiers apply to: `fill`, `stroke` (centred on the edge) and
/// `strokeBorder` (inside it). Colours are token names or `"#rrggbb"`.
public protocol ShapeView: NodeConvertible {
    var shape: ShapeNode { get set }
}

extension ShapeView {
    public var node: Node { .shape(shape) }

    public func fill(_ color: String) -> Self {
        var copy = self
        copy.shape.fill = .color(.named(color))
        return copy
    }

    /// A line centred on the edge, as SwiftUI's `.stroke(_:lineWidth:)`.
    public func stroke(_ color: String, lineWidth: Double = 1) -> Self { stroke(color, style: StrokeStyle(lineWidth: lineWidth)) }

    public func stroke(_ color: String, style: StrokeStyle) -> Self { bordered(color, style, .center) }

    /// A line inside the edge, as SwiftUI's `.strokeBorder(_:lineWidth:)`.
    public func strokeBorder(_ color: String, lineWidth: Double = 1) -> Self { strokeBorder(color, style: StrokeStyle(lineWidth: lineWidth)) }

    public func strokeBorder(_ color: String, style: StrokeStyle) -> Self { bordered(color, style, .inside) }

    private func bordered(_ color: String, _ style: StrokeStyle, _ align: Border.Align) -> Self {
        var copy = self
        copy.shape.border = Border(width: style.lineWidth, color: .named(color), align: align, dash: style.dash,
                                   dashOffset: style.dashPhase, cap: style.lineCap, join: style.lineJoin, miterLimit: style.miterLimit)
        return copy
    }
}

/// An angle, as SwiftUI's: `.rotationEffect(.degrees(15))`.
public struct Angle: Hashable, Sendable {
    public var degrees: Double
    public init(degrees: Double) { self.degrees = degrees }
    public static func degrees(_ value: Double) -> Angle { Angle(degrees: value) }
    public static func radians(_ value: Double) -> Angle { Angle(degrees: value * 180 / Double.pi) }
}

extension ClipShape {
    /// SwiftUI's `.rect(cornerRadius:style:)`, continuous unless told otherwise.
    public static func rect(cornerRadius: Double, style: CornerCurve = .continuous) -> ClipShape {
        .shape(.roundedRect, cornerRadius: .all(.points(cornerRadius)), style: style)
    }
    public static let circle = ClipShape.shape(.circle)
    public static let capsule = ClipShape.shape(.pill)
    public static let rectangle = ClipShape.frame
}

extension Point {
    /// SwiftUI's `UnitPoint` names, as fractions of a frame from its leading and top edges: the
    /// anchors `.scaleEffect` takes and the points a gradient runs between.
    public static let center = Point(0.5, 0.5)
    public static let leading = Point(0, 0.5)
    public static let trailing = Point(1, 0.5)
    public static let top = Point(0.5, 0)
    public static let bottom = Point(0.5, 1)
    public static let topLeading = Point(0, 0)
    public static let topTrailing = Point(1, 0)
    public static let bottomLeading = Point(0, 1)
    public static let bottomTrailing = Point(1, 1)
}

extension NodeConvertible {
    /// The content drawn only inside `shape` filling the frame, as SwiftUI's `.clipShape(_:)`
    /// (the description model's rule: `Node.clipped(to:)`).
    public func clipShape(_ shape: ClipShape) -> ModifiedNode {
        ModifiedNode(node: node.clipped(to: shape))
    }

    /// The content drawn only inside a shape view's outline (its kind and corners).
    public func clipShape(_ shape: some ShapeView) -> ModifiedNode {
        let s = shape.shape
        return clipShape(.shape(s.kind, cornerRadius: s.cornerRadius, style: s.cornerStyle, smoothing: s.cornerSmoothing))
    }

    /// Drawn scaled about `anchor`, a fraction of the frame from its leading and top edges
    /// (SwiftUI's `UnitPoint`: `.leading` is `Point(0, 0.5)`), as SwiftUI's
    /// `.scaleEffect(x:y:anchor:)`; layout does not change and a negative factor mirrors.
    public func scaleEffect(x: Double = 1, y: Double = 1, anchor: Point = .center) -> ModifiedNode {
        ModifiedNode(node: node.modified { $0.scaleX = x; $0.scaleY = y; $0.scaleAnchor = anchor })
    }

    /// Both axes scaled by `s` about `anchor`, as SwiftUI's `.scaleEffect(_:anchor:)`.
    public func scaleEffect(_ s: Double, anchor: Point = .center) -> ModifiedNode {
        scaleEffect(x: s, y: s, anchor: anchor)
    }

    /// Drawn turned clockwise about the frame's centre; layout does not change.
    public func rotationEffect(_ angle: Angle) -> ModifiedNode {
        ModifiedNode(node: node.modified { $0.rotation = angle.degrees })
    }

    /// Drawn moved; layout does not change. x points the other way in right-to-left.
    public func offset(x: Double = 0, y: Double = 0) -> ModifiedNode {
        ModifiedNode(node: node.modified { $0.offsetX = x; $0.offsetY = y })
    }
}
