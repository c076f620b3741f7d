import DescriptionModel

/// A shape filled or stroked: what `fill`, `stroke` and `strokeBorder` return. As in iOS 17, a
/// filled shape can be stroked too (`Circle().fill(.blue).strokeBorder(.white, lineWidth: 2)`):
/// each ink is drawn over the ones before it.
public struct _ShapeView: View, PrimitiveView {
    enum Ink {
        case fill(any ShapeStyle)
        /// Centred on the outline, half outside (SwiftUI's `stroke`).
        case stroke(any ShapeStyle, StrokeStyle)
        /// Inside the outline (SwiftUI's `strokeBorder`: the outline inset by half the width, stroked).
        case strokeBorder(any ShapeStyle, StrokeStyle)
    }

    let shape: any Shape
    let inks: [Ink]
    public var body: Never { fatalError("a styled shape has no body") }

    package func nodes(in environment: EnvironmentValues) throws -> [Node] {
        let drawn = try outline(of: shape, in: String(describing: type(of: shape)))
        let layers = try inks.map { try node(drawn, $0, in: environment) }
        // One ink is one shape; more are shapes in the same frame, each over the one before.
        return layers.count == 1 ? layers : [.zstack(StackNode(alignment: .both(.center), children: layers))]
    }

    private func node(_ outline: DrawnOutline, _ ink: Ink, in environment: EnvironmentValues) throws -> Node {
        var shape = try outline.shapeNode()
        switch ink {
        case let .fill(style):
            shape.fill = try style.stylePaint(in: environment)
        case let .strokeBorder(style, line):
            if let problem = line.problem() { throw ViewError("strokeBorder(_:style:)", problem) }
            let color = try style.stylePaint(in: environment).color(for: "strokeBorder")
            if line.followsInsetOutline {
                shape.inset += Double(line.lineWidth) / 2
                shape.border = line.border(color, align: .center)
            } else {
                // A solid line with mitred corners is the outline's inner band: the same pixels
                // as the inset outline stroked, with the outer edge exactly on the outline.
                shape.border = line.border(color, align: .inside)
            }
        case let .stroke(style, line):
            if let problem = line.problem() { throw ViewError("stroke(_:style:)", problem) }
            shape.border = line.border(try style.stylePaint(in: environment).color(for: "stroke"), align: .center)
        }
        return .shape(shape)
    }

    /// `stroke(lineWidth:)` and `stroke(style:)` without a style: in SwiftUI the stroked outline is
    /// itself a shape, so a `fill` after it colours the line.
    var isStrokedOutline = false

    func adding(_ ink: Ink) -> _ShapeView { _ShapeView(shape: shape, inks: inks + [ink]) }

    // iOS 17's `ShapeView`: a filled shape stroked, or a stroked one filled, drawn in order.
    public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> _ShapeView {
        if isStrokedOutline, case let .stroke(_, line)? = inks.last { return _ShapeView(shape: shape, inks: [.stroke(content, line)]) }
        return adding(.fill(content))
    }
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> _ShapeView { adding(.stroke(content, style)) }
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView {
        adding(.stroke(content, StrokeStyle(lineWidth: lineWidth)))
    }
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true) -> _ShapeView {
        adding(.strokeBorder(content, style))
    }
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView {
        adding(.strokeBorder(content, StrokeStyle(lineWidth: lineWidth)))
    }
}

extension Shape {
    public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> _ShapeView {
        _ShapeView(shape: self, inks: [.fill(content)])
    }

    public func fill(style: FillStyle = FillStyle()) -> _ShapeView { _ShapeView(shape: self, inks: [.fill(ForegroundStyle())]) }

    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> _ShapeView {
        _ShapeView(shape: self, inks: [.stroke(content, style)])
    }

    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView {
        _ShapeView(shape: self, inks: [.stroke(content, StrokeStyle(lineWidth: lineWidth))])
    }

    public func stroke(style: StrokeStyle) -> _ShapeView {
        _ShapeView(shape: self, inks: [.stroke(ForegroundStyle(), style)], isStrokedOutline: true)
    }

    public func stroke(lineWidth: CGFloat = 1) -> _ShapeView {
        _ShapeView(shape: self, inks: [.stroke(ForegroundStyle(), StrokeStyle(lineWidth: lineWidth))], isStrokedOutline: true)
    }
}

extension InsettableShape {
    public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> _ShapeView {
        _ShapeView(shape: self, inks: [.strokeBorder(content, style)])
    }

    public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> _ShapeView {
        _ShapeView(shape: self, inks: [.strokeBorder(ForegroundStyle(), style)])
    }

    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView {
        _ShapeView(shape: self, inks: [.strokeBorder(content, StrokeStyle(lineWidth: lineWidth))])
    }

    public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView {
        _ShapeView(shape: self, inks: [.strokeBorder(ForegroundStyle(), StrokeStyle(lineWidth: lineWidth))])
    }
}
