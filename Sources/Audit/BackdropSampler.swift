import DisplayList
import Raster
import Typesetting
import Values

/// Measures, while the picture is drawn, the contrast of every text line and icon against what
/// is drawn before it: called before each item (`RasterBackend.pixmapWhole(of:before:)`), it
/// copies the shown pixels under a glyph item or an icon's first item, and takes the coverage of
/// that item alone from a small canvas of its own. Nothing is kept of the picture.
final class BackdropSampler {
    /// The lowest contrast of one text line or icon and where it was found.
    struct Sample {
        var ratio: Double
        var foreground: RGBAColor
        var background: RGBAColor
    }

    private let list: DisplayList
    /// The items to sample: each glyph item of a text, the first item of each icon.
    private var wanted: [Int: Wanted] = [:]
    private(set) var samples: [Int: Sample] = [:]
    private var scratch = GlyphRasterizer.Scratch()

    private enum Wanted {
        case line(RGBAColor)
        case icon(RGBAColor, items: Range<Int>)
    }

    init(list: DisplayList) {
        self.list = list
        for text in list.semantics.texts {
            for i in text.items {
                guard i < list.items.count, case let .glyphs(_, .solid(color)) = list.items[i] else { continue }
                wanted[i] = .line(color)
            }
        }
        for graphic in list.semantics.graphics where !graphic.items.isEmpty && graphic.items.upperBound <= list.items.count {
            wanted[graphic.items.lowerBound] = .icon(graphic.color, items: graphic.items)
        }
    }

    func before(_ index: Int, canvas: Canvas) {
        guard let want = wanted[index] else { return }
        let s = list.scale
        switch want {
        case let .line(color):
            guard case let .glyphs(text, _) = list.items[index] else { return }
            let size = max(text.size, 1)
            let box = deviceBox(Rect(x: text.origin.x - size, y: text.origin.y - 2 * size,
                                     width: text.advance + 2 * size, height: 3 * size), canvas: canvas)
            sample(index, box: box, color: color, canvas: canvas) { cover, t in
                GlyphRasterizer.shared.draw(text.runs, line: nil, at: Point(text.origin.x - Double(box.x0) / s, text.origin.y - Double(box.y0) / s),
                                            scale: s, on: cover, paint: .solid(.black), paintTransform: t, scratch: &scratch)
            }
        case let .icon(color, items):
            guard let frame = list.semantics.graphics.first(where: { $0.items == items })?.frame else { return }
            let box = deviceBox(frame.insetBy(-2), canvas: canvas)
            sample(index, box: box, color: color, canvas: canvas) { cover, t in
                for i in items {
                    switch list.items[i] {
                    case let .fill(path, _, rule): cover.fill(path, paint: .solid(.black), fillRule: rule, transform: t)
                    case let .stroke(path, style, _): cover.stroke(path, style: style, paint: .solid(.black), transform: t)
                    default: break
                    }
                }
            }
        }
    }

    /// Whole device pixels around `rect` (logical px), inside the canvas.
    private func deviceBox(_ rect: Rect, canvas: Canvas) -> PixelBox {
        let s = list.scale
        let box = PixelBox(x0: Int((rect.minX * s).rounded(.down)), y0: Int((rect.minY * s).rounded(.down)),
                           x1: Int((rect.maxX * s).rounded(.up)), y1: Int((rect.maxY * s).rounded(.up)))
        return box.intersection(PixelBox(x0: 0, y0: 0, x1: canvas.width, y1: canvas.height))
    }

    /// The lowest ratio over the pixels of `box` that `draw` covers by half or more.
    private func sample(_ index: Int, box: PixelBox, color: RGBAColor, canvas: Canvas, draw: (Canvas, Transform) -> Void) {
        guard !box.isEmpty, let cover = try? Canvas(width: box.width, height: box.height) else { return }
        draw(cover, Transform.scale(list.scale).then(.translation(-Double(box.x0), -Double(box.y0))))
        let shown = canvas.shownPixels(in: box)
        guard shown.box == box else { return }
        // Under layers that only fade, the colour shows at their combined opacity over the
        // backdrop; under a blend mode or a blur, it is drawn into the innermost layer and the
        // layers composited as the canvas composites them.
        let inked = canvas.layersBlendOrBlur ? canvas.shownPixels(in: box, inkedWith: color).bytes : nil
        let ink = RGBAColor(r: color.r, g: color.g, b: color.b, a: UInt8((Double(color.a) * canvas.openLayerOpacity).rounded()))
        var worst: Sample?
        let coverage = cover.pixmap.bytes
        for p in 0..<(box.width * box.height) where coverage[p * 4 + 3] >= 128 {
            let backdrop = Self.opaque(shown.bytes, at: p * 4)
            let foreground = inked.map { Self.opaque($0, at: p * 4) } ?? Contrast.over(ink, backdrop)
            let ratio = Contrast.ratio(foreground, backdrop)
            if worst == nil || ratio < worst!.ratio { worst = Sample(ratio: ratio, foreground: foreground, background: backdrop) }
        }
        if let worst { samples[index] = worst }
    }

    /// A premultiplied pixel as an opaque colour: what is transparent shows white, the page a
    /// picture without a background is placed on.
    static func opaque(_ bytes: [UInt8], at i: Int) -> RGBAColor {
        let a = Int(bytes[i + 3])
        func channel(_ c: UInt8) -> UInt8 { UInt8(min(255, Int(c) + (255 - a))) }
        return RGBAColor(r: channel(bytes[i]), g: channel(bytes[i + 1]), b: channel(bytes[i + 2]))
    }
}
