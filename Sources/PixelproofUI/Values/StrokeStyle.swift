import DescriptionModel

/// How the ends of an open line are drawn (Core Graphics' type, which SwiftUI's `StrokeStyle` takes).
public enum CGLineCap: Int32, Hashable, Sendable { case butt = 0, round = 1, square = 2 }

/// How the corners of a line are drawn (Core Graphics' type, which SwiftUI's `StrokeStyle` takes).
public enum CGLineJoin: Int32, Hashable, Sendable { case miter = 0, round = 1, bevel = 2 }

/// SwiftUI's `StrokeStyle`: the line's width, caps, joins, miter limit and dash pattern, for
/// `stroke(_:style:)` and `strokeBorder(_:style:)`. Dashes are lengths in points, alternately
/// drawn and skipped (an odd count repeats, as Core Graphics does); `dashPhase` is how far into
/// the pattern the line starts. SwiftUI's miter limit is 10, Core Graphics' default.
public struct StrokeStyle: Hashable, Sendable {
    public var lineWidth: CGFloat
    public var lineCap: CGLineCap
    public var lineJoin: CGLineJoin
    public var miterLimit: CGFloat
    public var dash: [CGFloat]
    public var dashPhase: CGFloat

    public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
                dash: [CGFloat] = [CGFloat](), dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }

    /// The description's border in `color` drawn this way, `align`ed against the outline.
    func border(_ color: ColorValue, align: Border.Align) -> Border {
        Border(width: Double(lineWidth), color: color, align: align, dash: dash.map { Double($0) }, dashOffset: Double(dashPhase),
               // The description's caps and joins have Core Graphics' names.
               cap: Stroke.Cap(rawValue: "\(lineCap)") ?? .butt, join: Stroke.Join(rawValue: "\(lineJoin)") ?? .miter,
               miterLimit: Double(miterLimit))
    }

    /// Whether the line, drawn inside an outline, must follow the inset outline (dashes measured
    /// along it, round or bevelled outer corners) rather than be the outline's inner band.
    var followsInsetOutline: Bool { !dash.isEmpty || lineJoin != .miter }

    /// What a width and pattern must be for a picture: finite, not negative.
    func problem() -> String? {
        guard lineWidth.isFinite, lineWidth >= 0 else { return "the line width must be a finite length of 0 or more" }
        guard miterLimit.isFinite, dashPhase.isFinite, dash.allSatisfy({ $0.isFinite && $0 >= 0 }) else {
            return "the miter limit, dash lengths and phase must be finite, the dash lengths 0 or more"
        }
        return nil
    }
}
