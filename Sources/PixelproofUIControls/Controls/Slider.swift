import PixelproofUIModifiers
import DescriptionModel
import SceneBuilding
import Layout
import Values
import PixelproofUICore

/// A value in a range, drawn as iOS 17/18 draws `UISlider` at rest: a 4 pt capsule track across
/// the width offered (`systemFill`), the part up to the thumb in the tint (the accent colour
/// unless `.tint`), a white 27 pt thumb with a soft shadow centred on the value; the minimum and
/// maximum value labels, if any, 8 pt before and after it. Offered no width, the track is 100 wide.
public struct Slider<Label: View, ValueLabel: View>: View, PrimitiveView {
    let fraction: Double
    let label: Label?
    let minimumValueLabel: ValueLabel?
    let maximumValueLabel: ValueLabel?

    public var body: Never { fatalError("Slider has no body") }

    package func nodes(in environment: EnvironmentValues) throws -> [Node] {
        let tint = environment.tint ?? .accentColor
        let track = Capsule().fill(Color.systemFill)
        let done = Capsule().fill(environment.isEnabled ? tint : Color.tertiaryLabel)
        let thumb = Circle().fill(Color.white).shadow(color: .black.opacity(0.15), radius: 4, x: 0, y: 3)
        let parts = try [track, done].map { try ViewLowering.node(of: $0, in: environment) } + [try ViewLowering.node(of: thumb, in: environment)]
        let slider = NodeView(node: arranged(SliderLayout(fraction: fraction), children: parts))
        let view = HStack {
            if let minimumValueLabel { minimumValueLabel }
            slider
            if let maximumValueLabel { maximumValueLabel }
        }
        return try ViewLowering.nodes(of: view, in: environment)
    }
}

/// The track, the done part and the thumb of a slider: the thumb's centre runs from half its
/// width in to half its width from the trailing edge (measured: a thumb at the middle value of a
/// 260 pt slider is centred on it).
struct SliderLayout: LayoutAlgorithm {
    let fraction: Double
    static let thumb = 27.0
    static let trackHeight = 4.0

    func sizeThatFits(_ p: ProposedSize, subviews: [LayoutChild]) -> Size {
        Size(width: p.width.flatMap { $0.isFinite ? $0 : nil } ?? 100, height: Self.thumb)
    }

    func placements(in size: Size, proposal: ProposedSize, subviews: [LayoutChild]) -> [LayoutPlacement?] {
        let centre = Self.thumb / 2 + fraction * max(0, size.width - Self.thumb)
        let trackY = (Self.thumb - Self.trackHeight) / 2
        return [
            LayoutPlacement(offset: Point(0, trackY), proposal: ProposedSize(width: size.width, height: Self.trackHeight)),
            LayoutPlacement(offset: Point(0, trackY), proposal: ProposedSize(width: centre, height: Self.trackHeight)),
            LayoutPlacement(offset: Point(centre - Self.thumb / 2, 0), proposal: ProposedSize(width: Self.thumb, height: Self.thumb)),
        ]
    }
}

extension Slider {
    private init<V: BinaryFloatingPoint>(_ value: V, _ bounds: ClosedRange<V>, label: Label?, minimum: ValueLabel?, maximum: ValueLabel?) {
        let span = bounds.upperBound - bounds.lowerBound
        fraction = span > 0 ? min(max(Double((value - bounds.lowerBound) / span), 0), 1) : 0
        self.label = label
        minimumValueLabel = minimum
        maximumValueLabel = maximum
    }

    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value.wrappedValue, bounds, label: label(), minimum: minimumValueLabel(), maximum: maximumValueLabel())
    }

    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value.wrappedValue, bounds, label: label(), minimum: minimumValueLabel(), maximum: maximumValueLabel())
    }
}

extension Slider where ValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value.wrappedValue, bounds, label: label(), minimum: nil, maximum: nil)
    }

    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value.wrappedValue, bounds, label: label(), minimum: nil, maximum: nil)
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value.wrappedValue, bounds, label: nil, minimum: nil, maximum: nil)
    }

    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value.wrappedValue, bounds, label: nil, minimum: nil, maximum: nil)
    }
}
