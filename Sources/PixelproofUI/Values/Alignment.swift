import DescriptionModel
import BuiltInComponents
import DescriptionFormat
import SceneBuilding

/// Where views sit across a vertical stack.
public enum HorizontalAlignment: Hashable, Sendable {
    case leading, center, trailing

    /// A vertical stack's alignment in the description.
    var stackAlignment: StackNode.StackAlignment {
        switch self {
        case .leading: .horizontal(.leading)
        case .center: .horizontal(.center)
        case .trailing: .horizontal(.trailing)
        }
    }
}

/// Where views sit across a horizontal stack, first text baseline included.
public enum VerticalAlignment: Hashable, Sendable {
    case top, center, bottom, firstTextBaseline, lastTextBaseline
}

/// Both axes, for frames, overlays and z-stacks.
public struct Alignment: Hashable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

    /// The description's alignment; a baseline across both axes has none.
    package func descriptionAlignment(in api: String) throws -> DescriptionModel.ContentAlignment {
        let vertical: String
        switch self.vertical {
        case .top: vertical = "top"
        case .center: vertical = "center"
        case .bottom: vertical = "bottom"
        case .firstTextBaseline, .lastTextBaseline:
            throw ViewError(api, "Pixelproof aligns a frame or overlay by its edges or centre, not by a text baseline (use .top, .center or .bottom)")
        }
        let name: String
        switch (horizontal, vertical) {
        case (.center, "center"): name = "center"
        case (.center, _): name = vertical
        case (_, "center"): name = horizontal == .leading ? "leading" : "trailing"
        default: name = vertical + (horizontal == .leading ? "Leading" : "Trailing")
        }
        return DescriptionModel.ContentAlignment(rawValue: name)!
    }
}

/// A point in a view's frame as fractions of its size (`.leading` is x 0, y 0.5).
public struct UnitPoint: Hashable, Sendable {
    public var x: CGFloat
    public var y: CGFloat

    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }

    public static let zero = UnitPoint(x: 0, y: 0)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

/// An angle, for rotations and gradients.
public struct Angle: Hashable, Sendable {
    public var radians: Double
    public var degrees: Double { radians * 180 / .pi }

    public init(radians: Double) { self.radians = radians }
    public init(degrees: Double) { radians = degrees * .pi / 180 }

    public static func degrees(_ value: Double) -> Angle { Angle(degrees: value) }
    public static func radians(_ value: Double) -> Angle { Angle(radians: value) }
    public static let zero = Angle(radians: 0)
}
