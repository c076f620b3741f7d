import DescriptionModel
import Values

/// A built-in shape's outline with what SwiftUI's shape modifiers did to it: its kind, how far
/// it is inset, and the trims and moves written after it.
package struct DrawnOutline: Sendable {
    package var kind: ShapeKind
    var inset: CGFloat = 0
    var changes: [OutlineChange] = []

    package init(kind: ShapeKind, inset: CGFloat = 0, changes: [OutlineChange] = []) {
        self.kind = kind
        self.inset = inset
        self.changes = changes
    }

    /// The outline as a description shape, unfilled and unbordered.
    package func shapeNode() throws -> ShapeNode {
        var node = try kind.shapeNode()
        node.inset = Double(inset)
        node.outlineChanges = changes
        return node
    }

    /// The outline filled with `style`, as a description node.
    package func node(fill style: some ShapeStyle, in environment: EnvironmentValues) throws -> Node {
        var node = try shapeNode()
        node.fill = try style.stylePaint(in: environment)
        return .shape(node)
    }

    /// The outline as a clip of the description, when it is one: a clip has no inset or changes.
    package func clipShape(in api: String) throws -> ClipShape {
        guard inset == 0, changes.isEmpty else {
            throw ViewError(api, "Pixelproof clips to the built-in shapes as they are; an inset, trimmed, moved, turned or scaled shape is not a clip it draws yet")
        }
        return kind.clipShape
    }

    func changed(_ change: OutlineChange) -> DrawnOutline {
        var outline = self
        outline.changes.append(change)
        return outline
    }
}

/// A shape whose outline Pixelproof draws: the built-in shapes and what the shape modifiers
/// make of them. Filled with the foreground style when used as a view.
protocol OutlinedShape: Shape, PrimitiveView {
    var drawnOutline: DrawnOutline { get throws }
}

extension OutlinedShape {
    package func nodes(in environment: EnvironmentValues) throws -> [Node] {
        [try drawnOutline.node(fill: ForegroundStyle(), in: environment)]
    }
}

/// The outline of any shape, or an error naming the API when it is a shape of one's own.
package func outline(of shape: any Shape, in api: String) throws -> DrawnOutline {
    guard let outlined = shape as? any OutlinedShape else {
        throw ViewError(api, "Pixelproof draws its built-in shapes (and their inset, trim, offset, rotation and scale), not a Shape of your own (\(type(of: shape)))")
    }
    return try outlined.drawnOutline
}

/// SwiftUI's `InsettableShape`: a shape that can be drawn inset, as `strokeBorder` draws it.
public protocol InsettableShape: Shape {
    associatedtype InsetShape: InsettableShape
    func inset(by amount: CGFloat) -> InsetShape
}

/// A built-in shape inset by some amount on every side (`Circle().inset(by: 4)`).
public struct _InsetShape: InsettableShape, OutlinedShape {
    let outline: DrawnOutline
    var drawnOutline: DrawnOutline { outline }
    public func inset(by amount: CGFloat) -> _InsetShape {
        var outline = outline
        outline.inset += amount
        return _InsetShape(outline: outline)
    }
    public var body: Never { fatalError("an inset shape has no body") }
}

extension Rectangle: InsettableShape { public func inset(by amount: CGFloat) -> _InsetShape { _InsetShape(outline: DrawnOutline(kind: kind, inset: amount)) } }
extension RoundedRectangle: InsettableShape { public func inset(by amount: CGFloat) -> _InsetShape { _InsetShape(outline: DrawnOutline(kind: kind, inset: amount)) } }
extension UnevenRoundedRectangle: InsettableShape { public func inset(by amount: CGFloat) -> _InsetShape { _InsetShape(outline: DrawnOutline(kind: kind, inset: amount)) } }
extension Capsule: InsettableShape { public func inset(by amount: CGFloat) -> _InsetShape { _InsetShape(outline: DrawnOutline(kind: kind, inset: amount)) } }
extension Circle: InsettableShape { public func inset(by amount: CGFloat) -> _InsetShape { _InsetShape(outline: DrawnOutline(kind: kind, inset: amount)) } }
extension Ellipse: InsettableShape { public func inset(by amount: CGFloat) -> _InsetShape { _InsetShape(outline: DrawnOutline(kind: kind, inset: amount)) } }

/// Part of a shape's outline (`Circle().trim(from: 0, to: 0.7)`, a progress ring).
public struct _TrimmedShape<Content: Shape>: Shape, OutlinedShape {
    let shape: Content
    let from: CGFloat, to: CGFloat
    var drawnOutline: DrawnOutline {
        get throws {
            guard from.isFinite, to.isFinite else { throw ViewError("trim(from: \(from), to: \(to))", "the fractions must be finite numbers in 0...1") }
            return try outline(of: shape, in: "trim(from:to:)").changed(.trim(from: Double(from), to: Double(to)))
        }
    }
    public var body: Never { fatalError("a trimmed shape has no body") }
}

/// A shape's outline moved (`Shape.offset(x:y:)`): a stroke follows it, unscaled.
public struct OffsetShape<Content: Shape>: Shape, OutlinedShape {
    public var shape: Content
    public var offset: CGSize
    public init(shape: Content, offset: CGSize) { self.shape = shape; self.offset = offset }
    var drawnOutline: DrawnOutline {
        get throws { try outline(of: shape, in: "offset").changed(.offset(x: Double(offset.width), y: Double(offset.height))) }
    }
    public var body: Never { fatalError("OffsetShape has no body") }
}

/// A shape's outline turned about an anchor of its frame (`Shape.rotation(_:anchor:)`).
public struct RotatedShape<Content: Shape>: Shape, OutlinedShape {
    public var shape: Content
    public var angle: Angle
    public var anchor: UnitPoint
    public init(shape: Content, angle: Angle, anchor: UnitPoint = .center) { self.shape = shape; self.angle = angle; self.anchor = anchor }
    var drawnOutline: DrawnOutline {
        get throws {
            try outline(of: shape, in: "rotation").changed(.rotation(degrees: angle.degrees, anchor: Values.Point(Double(anchor.x), Double(anchor.y))))
        }
    }
    public var body: Never { fatalError("RotatedShape has no body") }
}

/// A shape's outline scaled about an anchor of its frame (`Shape.scale(x:y:anchor:)`).
public struct ScaledShape<Content: Shape>: Shape, OutlinedShape {
    public var shape: Content
    public var scale: CGSize
    public var anchor: UnitPoint
    public init(shape: Content, scale: CGSize, anchor: UnitPoint = .center) { self.shape = shape; self.scale = scale; self.anchor = anchor }
    var drawnOutline: DrawnOutline {
        get throws {
            guard scale.width.isFinite, scale.height.isFinite else { throw ViewError("scale(x: \(scale.width), y: \(scale.height))", "the factors must be finite") }
            return try outline(of: shape, in: "scale").changed(.scale(x: Double(scale.width), y: Double(scale.height),
                                                                          anchor: Values.Point(Double(anchor.x), Double(anchor.y))))
        }
    }
    public var body: Never { fatalError("ScaledShape has no body") }
}

// An inset of a moved shape is the moved inset shape, as in SwiftUI.
extension OffsetShape: InsettableShape where Content: InsettableShape {
    public func inset(by amount: CGFloat) -> OffsetShape<Content.InsetShape> { OffsetShape<Content.InsetShape>(shape: shape.inset(by: amount), offset: offset) }
}
extension RotatedShape: InsettableShape where Content: InsettableShape {
    public func inset(by amount: CGFloat) -> RotatedShape<Content.InsetShape> {
        RotatedShape<Content.InsetShape>(shape: shape.inset(by: amount), angle: angle, anchor: anchor)
    }
}
extension ScaledShape: InsettableShape where Content: InsettableShape {
    public func inset(by amount: CGFloat) -> ScaledShape<Content.InsetShape> {
        ScaledShape<Content.InsetShape>(shape: shape.inset(by: amount), scale: scale, anchor: anchor)
    }
}

extension Shape {
    /// The part of the outline between fractions `from` and `to` of its length.
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> some Shape {
        _TrimmedShape(shape: self, from: startFraction, to: endFraction)
    }

    public func offset(_ offset: CGSize) -> OffsetShape<Self> { OffsetShape(shape: self, offset: offset) }
    public func offset(_ offset: CGPoint) -> OffsetShape<Self> { OffsetShape(shape: self, offset: CGSize(width: offset.x, height: offset.y)) }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> { OffsetShape(shape: self, offset: CGSize(width: x, height: y)) }

    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> { RotatedShape(shape: self, angle: angle, anchor: anchor) }

    public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
    }
    public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> { self.scale(x: scale, y: scale, anchor: anchor) }
}
