import DescriptionModel
import BuiltInComponents
import DescriptionFormat
import SceneBuilding

/// SwiftUI's `Shape`: a view that fills the frame it is offered with an outline. Pixelproof draws
/// its built-in shapes; a shape of one's own (`path(in:)`) needs `Path`, which is not drawn yet.
public protocol Shape: View, Sendable {}

/// How a rounded corner turns: `continuous` is iOS's smooth corner, SwiftUI's default.
public enum RoundedCornerStyle: Hashable, Sendable {
    case circular, continuous

    var description: DescriptionModel::CornerCurve { self == .continuous ? .continuous : .circular }
}

/// The outlines Pixelproof draws, as the description's shape kinds.
package enum ShapeKind: Hashable, Sendable {
    case rectangle
    case roundedRectangle(CGFloat, RoundedCornerStyle)
    case uneven(RectangleCornerRadii, RoundedCornerStyle)
    case capsule(RoundedCornerStyle)
    case circle
    case ellipse

    /// The shape filled with `fill` (nil: not filled) and bordered, as a description node.
    package func node(fill: (any ShapeStyle)?, border: Border? = nil, in environment: EnvironmentValues) throws -> Node {
        var shape = try shapeNode()
        if let fill { shape.fill = try fill.stylePaint(in: environment) }
        shape.border = border
        return .shape(shape)
    }

    /// The outline alone.
    func shapeNode() throws -> ShapeNode {
        switch self {
        case .rectangle: return ShapeNode(kind: .rect)
        case let .roundedRectangle(radius, style):
            return ShapeNode(kind: .roundedRect, cornerRadius: .all(.points(Double(radius))), cornerStyle: style.description)
        case let .uneven(radii, style):
            return ShapeNode(kind: .roundedRect, cornerRadius: .corners(radii.description), cornerStyle: style.description)
        case let .capsule(style):
            return ShapeNode(kind: .pill, cornerStyle: style.description)
        case .circle: return ShapeNode(kind: .circle)
        case .ellipse: return ShapeNode(kind: .ellipse)
        }
    }

    /// The outline as a clip of the description (`clip: {kind, cornerRadius, cornerStyle}`).
    var clipShape: ClipShape {
        switch self {
        case .rectangle: .frame
        case let .roundedRectangle(radius, style): .shape(.roundedRect, cornerRadius: .all(.points(Double(radius))), style: style.description)
        case let .uneven(radii, style): .shape(.roundedRect, cornerRadius: .corners(radii.description), style: style.description)
        case let .capsule(style): .shape(.pill, style: style.description)
        case .circle: .shape(.circle)
        case .ellipse: .shape(.ellipse)
        }
    }
}

/// A shape Pixelproof draws: filled with the foreground style unless told otherwise.
protocol BuiltInShape: OutlinedShape {
    var kind: ShapeKind { get }
}

extension BuiltInShape {
    var drawnOutline: DrawnOutline { DrawnOutline(kind: kind) }
}

public struct Rectangle: BuiltInShape {
    public init() {}
    var kind: ShapeKind { .rectangle }
    public var body: Never { fatalError("Rectangle has no body") }
}

public struct RoundedRectangle: BuiltInShape {
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle

    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
        self.style = style
    }

    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }

    var kind: ShapeKind { .roundedRectangle(min(cornerSize.width, cornerSize.height), style) }
    public var body: Never { fatalError("RoundedRectangle has no body") }
}

/// The radius of each corner, leading and trailing following the layout direction.
public struct RectangleCornerRadii: Hashable, Sendable {
    public var topLeading: CGFloat
    public var bottomLeading: CGFloat
    public var bottomTrailing: CGFloat
    public var topTrailing: CGFloat

    public init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0) {
        self.topLeading = topLeading
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.topTrailing = topTrailing
    }

    var description: DescriptionModel::LengthCornerRadii {
        DescriptionModel::LengthCornerRadii(topLeading: .points(Double(topLeading)), bottomLeading: .points(Double(bottomLeading)),
                                         bottomTrailing: .points(Double(bottomTrailing)), topTrailing: .points(Double(topTrailing)))
    }
}

public struct UnevenRoundedRectangle: BuiltInShape {
    public var cornerRadii: RectangleCornerRadii
    public var style: RoundedCornerStyle

    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii
        self.style = style
    }

    public init(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
                topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) {
        self.init(cornerRadii: RectangleCornerRadii(topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
                                                    bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius), style: style)
    }

    var kind: ShapeKind { .uneven(cornerRadii, style) }
    public var body: Never { fatalError("UnevenRoundedRectangle has no body") }
}

public struct Capsule: BuiltInShape {
    public var style: RoundedCornerStyle
    public init(style: RoundedCornerStyle = .continuous) { self.style = style }
    var kind: ShapeKind { .capsule(style) }
    public var body: Never { fatalError("Capsule has no body") }
}

public struct Circle: BuiltInShape {
    public init() {}
    var kind: ShapeKind { .circle }
    public var body: Never { fatalError("Circle has no body") }
}

public struct Ellipse: BuiltInShape {
    public init() {}
    var kind: ShapeKind { .ellipse }
    public var body: Never { fatalError("Ellipse has no body") }
}

extension Shape where Self == Rectangle {
    public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }

    public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerSize: cornerSize, style: style)
    }
}

extension Shape where Self == UnevenRoundedRectangle {
    public static func rect(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
                            topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
                               bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius, style: style)
    }
}

extension Shape where Self == Capsule {
    public static var capsule: Capsule { Capsule() }
}

extension Shape where Self == Circle {
    public static var circle: Circle { Circle() }
}

extension Shape where Self == Ellipse {
    public static var ellipse: Ellipse { Ellipse() }
}

/// How a shape is filled; Pixelproof fills by the non-zero rule.
public struct FillStyle: Hashable, Sendable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

/// A colour used as a view fills the frame it is offered.
extension Color: View, PrimitiveView {
    public var body: Never { fatalError("Color has no body") }
    package func nodes(in environment: EnvironmentValues) throws -> [Node] { [try ShapeKind.rectangle.node(fill: self, in: environment)] }
}
