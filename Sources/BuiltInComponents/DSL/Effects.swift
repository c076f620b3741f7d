import DescriptionFormat
import SceneBuilding
import DescriptionModel
import Raster
import Values

// SwiftUI's compositing modifiers and paints, onto the description's keys: the same node a file
// would give, so a tree built in Swift renders through exactly the same path.

extension NodeConvertible {
    /// Group opacity, as SwiftUI's `.opacity(_:)`: the node and everything in it faded as one layer.
    public func opacity(_ opacity: Double) -> ModifiedNode {
        ModifiedNode(node: node.modified { $0.opacity = opacity })
    }

    /// As SwiftUI's `.blendMode(_:)`: the node's layer combined with what is behind it.
    public func blendMode(_ mode: CompositeOperation) -> ModifiedNode {
        ModifiedNode(node: node.modified { $0.blendMode = mode })
    }

    /// As SwiftUI's `.blur(radius:)`: its radius is the Gaussian's σ (`NodeModifiers.blur(radius:)`).
    public func blur(radius: Double) -> ModifiedNode {
        ModifiedNode(node: node.modified { $0.blur = NodeModifiers.blur(radius: radius) })
    }

    /// A material behind the node, in a shape filling its frame, as SwiftUI's
    /// `.background(.ultraThinMaterial, in: Circle())`: `.background(.ultraThinMaterial, in: .circle)`.
    public func background(_ material: MaterialValue, in shape: ShapeNode.Kind) -> ModifiedNode {
        background { Shape(shape).fill(PaintValue.material(material)) }
    }

    /// iOS 26's Liquid Glass behind the node, in a shape filling its frame, as SwiftUI's
    /// `.glassEffect(in: Circle())`: `.glassEffect(in: .circle)` (an approximation, docs/FORMAT.md).
    public func glassEffect(_ glass: GlassValue = .regular, in shape: ShapeNode.Kind) -> ModifiedNode {
        background { Shape(shape).fill(PaintValue.glass(glass)) }
    }
}

extension MaterialValue {
    /// SwiftUI's names for the presets (docs/FORMAT.md has their numbers).
    public static let ultraThinMaterial = MaterialValue(.ultraThin)
    public static let thinMaterial = MaterialValue(.thin)
    public static let regularMaterial = MaterialValue(.regular)
    public static let thickMaterial = MaterialValue(.thick)
    public static let ultraThickMaterial = MaterialValue(.ultraThick)
}

extension Shape {
    /// The shape filled with a paint, as SwiftUI's `.fill(_:)`: a colour, a gradient, a material.
    public func fill(_ paint: PaintValue) -> Shape {
        guard case var .shape(s) = node else { return self }
        s.fill = paint
        return Shape(node: .shape(s))
    }

    /// As SwiftUI's `.shadow(color:radius:x:y:)`: its radius is the Gaussian's σ, so the CSS blur
    /// of the shadow layer is 2 × radius. Colours are token names or `"#rrggbbaa"`.
    public func shadow(color: String, radius: Double, x: Double = 0, y: Double = 0) -> Shape {
        guard case var .shape(s) = node else { return self }
        s.shadows.append(.layer(ShadowLayer(x: x, y: y, blur: NodeModifiers.blur(radius: radius), color: .named(color))))
        return Shape(node: .shape(s))
    }
}

extension PaintValue {
    /// SwiftUI's `LinearGradient(colors:startPoint:endPoint:)`, points as fractions of the box
    /// (SwiftUI's `UnitPoint`: `Point(0, 0)` is the top leading corner).
    public static func linearGradient(colors: [String], startPoint: Point, endPoint: Point) -> PaintValue {
        .linearGradient(LinearGradientValue(start: startPoint, end: endPoint, stops: colors.map { GradientStopValue(color: .named($0)) }))
    }

    /// SwiftUI's `AngularGradient(colors:center:startAngle:)`: SwiftUI's angle 0 points right
    /// (CSS's 90°), both turning clockwise.
    public static func angularGradient(colors: [String], center: Point = Point(0.5, 0.5), startAngle degrees: Double = 0) -> PaintValue {
        .angularGradient(AngularGradientValue(swiftUICenter: center, startAngle: degrees, stops: colors.map { GradientStopValue(color: .named($0)) }))
    }
}
