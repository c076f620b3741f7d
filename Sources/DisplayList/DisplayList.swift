import Raster
import Typesetting
import Values

/// What to draw, in order: the one seam between layout and the back ends (`RasterBackend`,
/// `SVGBackend`). A list is self-contained: text is already shaped and placed as glyph runs that
/// name their face, size and weight, and images carry their pixels, so a back end needs nothing
/// but the list. Geometry is in logical px; box edges have already been snapped to the device
/// grid of `scale` (multiples of 1/scale), so drawing with `Transform.scale(scale)` lands them on
/// whole pixels.
package enum DisplayItem: Sendable {
    case fill(Path, Paint, FillRule)
    case stroke(Path, StrokeStyle, Paint)
    /// CSS box-shadows of a shape, first listed on top, never painted under the shape itself.
    case shadows(ShadowShape, [ShadowLayer<RGBAColor>])
    /// Shaped text: glyph runs whose pen origin (left end of the baseline) is `origin`.
    case glyphs(GlyphRuns, Paint)
    /// An image scaled into `rect` (rounded corners and crops are a `pushClip` around it).
    case image(Pixmap, rect: Rect)
    /// Everything until `popClip` is clipped to the path (anti-aliased unless told otherwise).
    case pushClip(Path, antiAliased: Bool = true)
    case popClip
    /// Everything until `popTransform` is drawn moved by the transform (logical px, applied before
    /// any transform already pushed and before the scale to device px): a node's rotation and
    /// offset, which change where it is drawn and not where it was laid out.
    case pushTransform(Transform)
    case popTransform
    /// Everything until `popLayer` is drawn into a layer of its own, then blurred, faded and
    /// blended onto what is behind it as `style` says. `bounds` (logical px; nil: the whole
    /// canvas) is where the group draws before its blur, what the drawing budget counts.
    case pushLayer(LayerStyle, bounds: Rect? = nil)
    case popLayer
    /// CSS inset box-shadows of a shape, drawn inside it (first listed on top).
    case innerShadows(ShadowShape, [ShadowLayer<RGBAColor>])
    /// What is already drawn inside the path, replaced by its blurred (and re-saturated) self.
    case backdrop(Path, BackdropFilter)

    /// A group faded as one: `pushLayer` with only an opacity.
    package static func pushLayer(opacity: Double) -> DisplayItem { .pushLayer(LayerStyle(opacity: opacity)) }
}

/// The shape a shadow is cast by.
package enum ShadowShape: Sendable {
    case roundedRect(RoundedRect)
    case path(Path)
}

/// One line of shaped text as the back ends draw it: runs of glyphs (each naming its face, size,
/// weight and glyph positions relative to `origin`), with the baseline at `origin.y`. The raster
/// back end rounds the baseline to a whole device pixel, as the typesetter laid it out.
package struct GlyphRuns: Sendable {
    package var runs: [GlyphRun] {
        // Changed runs are no longer the line's: their placed masks must not be reused.
        didSet { line = nil }
    }
    /// The pen origin in logical px: x of the line's left end, y of its baseline.
    package var origin: Point
    /// The `TextLine.serial` of the line the runs are (nil: made some other way), so the raster
    /// back end can draw the line's masks as kept for its pen phase.
    package private(set) var line: UInt64?

    package init(runs: [GlyphRun], origin: Point) { self.runs = runs; self.origin = origin }

    /// A laid-out line's runs with their pen origin at `origin`.
    package init(line: TextLine, origin: Point) {
        runs = line.runs; self.origin = origin; self.line = line.serial
    }

    /// The width of the glyphs' advances, logical px.
    package var advance: Double { runs.reduce(0) { $0 + $1.advance } }
    /// The largest font size of the runs, logical px.
    package var size: Double { runs.map(\.size).max() ?? 0 }

    /// Whether any glyph can touch device rows `rows` at `scale`: its baselines ± 3 em.
    package func mayReach(_ rows: Range<Int>, scale: Double) -> Bool {
        var low = Double.infinity, high = -Double.infinity
        for run in runs { for glyph in run.glyphs { low = min(low, glyph.position.y); high = max(high, glyph.position.y) } }
        guard low <= high else { return false }
        let reach = 3 * size
        let top = (origin.y + low - reach) * scale, bottom = (origin.y + high + reach) * scale
        return bottom >= Double(rows.lowerBound) && top <= Double(rows.upperBound)
    }
}

/// A picture to draw: its size in logical px, its scale, its background and its items in drawing order.
package struct DisplayList: Sendable {
    /// Canvas size in logical px.
    package var width: Double
    package var height: Double
    package var scale: Double
    package var background: RGBAColor?
    package var items: [DisplayItem] = []
    /// What the items mean (texts, icons, interactive elements), for the accessibility audit.
    package var semantics = Semantics()

    package init(width: Double, height: Double, scale: Double, background: RGBAColor? = nil) {
        self.width = width; self.height = height; self.scale = scale; self.background = background
    }

    /// Canvas size in device px. A side no canvas could have (past `Int32.max` device px, infinite,
    /// not a number) is `Int32.max` (`-Int32.max` when negative), which the canvas limits refuse:
    /// a size from a view (a preview's `.fixed` layout takes any double) is then an error naming
    /// it, not a conversion that traps; and the product of two sides still fits an `Int`.
    package var deviceWidth: Int { Self.devicePixels(width * scale) }
    package var deviceHeight: Int { Self.devicePixels(height * scale) }

    private static func devicePixels(_ length: Double) -> Int {
        let up = length.rounded(.up)
        guard up.magnitude < Double(Int32.max) else { return up < 0 ? -Int(Int32.max) : Int(Int32.max) }
        return Int(up)
    }

    package mutating func append(_ item: DisplayItem) { items.append(item) }

    /// Some item reads pixels around what it draws (a layer blur, a backdrop): the picture must
    /// be drawn whole, not in bands that hold only their own rows.
    package var readsNeighbouringRows: Bool {
        items.contains { item in
            switch item {
            case let .pushLayer(style, _): style.blur > 0 || !style.shadows.isEmpty
            case .backdrop: true
            default: false
            }
        }
    }

    /// Laid-out text whose layout box has its top-left corner at `origin`, as one glyph item per
    /// line. The layout's top is rounded to the device grid and each line's baseline is the one
    /// the typesetter snapped, so the glyphs land where the layout measured them.
    package mutating func append(_ layout: TextLayout, at origin: Point, paint: Paint) {
        let s = layout.scale
        guard origin.x.isFinite, origin.y.isFinite, s > 0 else { return }
        let top = (origin.y * s).rounded()
        for line in layout.lines where !line.runs.isEmpty {
            let baseline = (top + Double(line.deviceBaseline)) / s
            items.append(.glyphs(GlyphRuns(line: line, origin: Point(origin.x, baseline)), paint))
        }
    }
}
