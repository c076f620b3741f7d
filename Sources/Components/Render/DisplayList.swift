import Raster
import Typesetting

/// What to draw, in order: the contract between layout and the back ends (raster and SVG).
/// Geometry is in logical px; box edges have already been snapped to the device grid of `scale`
/// (multiples of 1/scale), so drawing with `Transform.scale(scale)` lands them on whole pixels.
public enum DisplayItem: Sendable {
    case fill(Path, Paint, FillRule)
    case stroke(Path, StrokeStyle, Paint)
    /// CSS box-shadows of a shape, first listed on top, never painted under the shape itself.
    case shadows(ShadowShape, [BoxShadow])
    /// Laid-out text whose layout box has its top-left corner at `origin`.
    case text(TextLayout, origin: Point, Paint)
    /// An image drawn into `rect`, clipped to `cornerRadii`.
    case image(Pixmap, rect: Rect, cornerRadii: CornerRadii)
    case pushClip(Path)
    case popClip
    /// Everything until `popLayer` is composited as a group at `opacity`.
    case pushLayer(opacity: Double)
    case popLayer
}

/// The shape a shadow is cast by.
public enum ShadowShape: Sendable {
    case roundedRect(RoundedRect)
    case path(Path)
}

public struct DisplayList: Sendable {
    /// Canvas size in logical px.
    public var width: Double
    public var height: Double
    public var scale: Double
    public var background: Color?
    public var items: [DisplayItem] = []

    public init(width: Double, height: Double, scale: Double, background: Color? = nil) {
        self.width = width; self.height = height; self.scale = scale; self.background = background
    }

    /// Canvas size in device px.
    public var deviceWidth: Int { Int((width * scale).rounded(.up)) }
    public var deviceHeight: Int { Int((height * scale).rounded(.up)) }

    public mutating func append(_ item: DisplayItem) { items.append(item) }
}
