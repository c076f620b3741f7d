import Values

/// The drawing API over a reusable pixmap: fill and stroke paths, blit glyph masks, draw
/// shadows and images, with a stack of anti-aliased clips and a stack of opacity layers.
/// Coordinates are user space mapped by each call's `transform` to device pixels.
///
/// A canvas owns scratch buffers (accumulation cells, coverage, shaded rows) that grow to the
/// largest draw and are reused, so drawing allocates nothing in the steady state. It is a class
/// because of that state; use one canvas per thread.
package final class Canvas {
    /// The base pixmap (what the layers finally land on): rows `storedRows` of the canvas.
    package var pixmap: Pixmap {
        guard let callerRows else { return ownPixels }
        let count = width * storedRows.count * 4
        return try! Pixmap(width: width, height: storedRows.count,
                           premultipliedBytes: Array(UnsafeBufferPointer(start: callerRows, count: count)),
                           limits: PixmapLimits(maxSide: .max, maxPixels: .max))
    }
    /// The canvas's own pixels; empty when it draws into rows its caller owns.
    private var ownPixels: Pixmap
    /// The first stored row's bytes in memory its caller owns (a band of a picture drawn on
    /// several threads, `Canvas.pixmapInBands`), or nil when the canvas owns `ownPixels`.
    private let callerRows: UnsafeMutablePointer<UInt8>?
    /// Curve flattening tolerance in device pixels.
    package var tolerance: Double = Flattener.defaultTolerance
    /// Shadow blurs with sigma (device px) below this use a direct Gaussian kernel, from it on
    /// three extended box blurs whose cost does not grow with sigma. For measurements only
    /// (scripts/measure-blur); docs/RASTER.md says how the default was chosen.
    package var boxBlurFromSigma: Double = .infinity
    /// Shadow blurs with a larger sigma (device px) are computed at 1/f of the resolution, with
    /// f chosen so that sigma there is half this value, and upsampled bilinearly: memory and
    /// time then stay bounded whatever the blur. For measurements only, like the one above.
    package var reducedResolutionFromSigma: Double = Canvas.defaultReducedResolutionFromSigma
    /// docs/RASTER.md says how it was chosen (error against an exact blur, and time).
    package static let defaultReducedResolutionFromSigma = 6.0

    struct Clip {
        var bounds: PixelBox
        /// Canvas-sized coverage, or nil when every pixel of `bounds` is fully inside.
        var mask: [UInt8]?
        /// The mask was made for this clip (not shared with the one below), so popping it can
        /// hand the buffer back to `clipMaskPool`.
        var ownsMask = false
    }

    struct Layer {
        var pixmap: Pixmap
        var style: LayerStyle
        var opacity: UInt8
        /// The layer's blur sigma in device px (0: none).
        var sigma: Double
        var dirty: PixelBox?
        /// User space to device px where the layer began: what its shadows' offset and blur scale by.
        var transform: Transform = .identity
    }

    var clips: [Clip] = []
    var layers: [Layer] = []
    var layerPool: [Pixmap] = []
    /// Canvas-sized clip masks no longer in use; all zero outside `bounds` of their last use.
    var clipMaskPool: [(mask: [UInt8], dirty: PixelBox)] = []

    // Scratch, reused between draws.
    let accumulator = CoverageAccumulator()
    var flat = FlatPath()
    var deviceOutline = FlatPath()
    var mask: [UInt8] = []
    var mask2: [UInt8] = []
    private var shaded: [UInt32] = []
    /// One row's coverage and spans for `fillFlat`.
    private var rowCoverage: [UInt8] = []
    private var spans: [CoverageAccumulator.Span] = []
    var blurImage: [Float] = []
    var blurScratch: [Float] = []

    package init(width: Int, height: Int, background: RGBAColor = .transparent,
                limits: PixmapLimits = .default) throws(RasterError) {
        ownPixels = try Pixmap(width: width, height: height, background: background.premultiplied, limits: limits)
        callerRows = nil
        self.width = width
        self.height = height
        storedRows = 0..<height
    }

    package init(pixmap: Pixmap) {
        ownPixels = pixmap
        callerRows = nil
        width = pixmap.width
        height = pixmap.height
        storedRows = 0..<pixmap.height
    }

    /// A band of a `width` × `height` canvas whose pixels are `rows` of a picture at `rowBytes`
    /// (the first of those rows, 4 × `width` bytes a row), owned by the caller for the canvas's
    /// life. Coordinates stay those of the whole canvas and every draw is clipped to `rows`, so
    /// the band writes exactly the bytes the whole canvas has there and nothing outside them.
    init(width: Int, height: Int, rows: Range<Int>, drawingInto rowBytes: UnsafeMutablePointer<UInt8>) {
        ownPixels = Pixmap(emptyOfWidth: width)
        callerRows = rowBytes
        self.width = width
        self.height = height
        storedRows = rows
    }

    package let width: Int
    package let height: Int
    /// The canvas rows this canvas stores and draws (all of them, unless it is a band).
    package let storedRows: Range<Int>
    /// The canvas row stored first (0 unless this is a band).
    var rowOrigin: Int { storedRows.lowerBound }

    /// Pixel (x, y) of the canvas is at `base + (y * width + x) * 4` where `base` is the
    /// storage's start moved back by this many bytes, the band's first row (rows above it are
    /// never touched: every draw is clipped to `canvasBox`).
    var bandShift: Int { rowOrigin * width * 4 }

    /// Sets every pixel to `color` and drops any clips and layers: ready for the next render.
    package func reset(to color: RGBAColor) {
        while !clips.isEmpty { popClip() }
        layers.removeAll()
        if let callerRows {
            Pixmap.fill(UnsafeMutableBufferPointer(start: callerRows, count: width * storedRows.count * 4), with: color.premultiplied)
        } else {
            ownPixels.fill(color.premultiplied)
        }
    }

    var canvasBox: PixelBox { PixelBox(x0: 0, y0: storedRows.lowerBound, x1: width, y1: storedRows.upperBound) }
    var clipBox: PixelBox { clips.last?.bounds ?? canvasBox }

    // MARK: - Drawing

    package func fill(_ path: Path, paint: Paint, fillRule: FillRule = .nonZero, transform: Transform = .identity) {
        Flattener.flatten(path, transform: transform, tolerance: tolerance, into: &flat)
        fillFlat(flat, rule: fillRule, shader: Shader(paint, transform: transform))
    }

    package func stroke(_ path: Path, style: StrokeStyle, paint: Paint, transform: Transform = .identity) {
        if style.alignment == .center {
            strokeOutline(path, style: style, transform: transform)
            fillFlat(deviceOutline, rule: .nonZero, shader: Shader(paint, transform: transform))
            return
        }
        guard let box = strokeCoverage(path, style: style, transform: transform) else { return }
        composite(box: box, shader: Shader(paint, transform: transform))
    }

    /// A glyph (or any) coverage mask placed on the device grid, painted with `paint`.
    /// `paintTransform` maps the paint's user space to device pixels (a gradient given in
    /// logical px at 2x: `.scale(2)`); the mask itself is always in device pixels.
    package func fill(mask m: CoverageMask, paint: Paint, paintTransform: Transform = .identity) {
        fillCopying(m, shader: Shader(paint, transform: paintTransform))
    }

    // MARK: - Coverage

    /// Rasterizes `outline` (device space) into `out` over its box ∩ the clip box, clip applied.
    func coverFlat(_ outline: FlatPath, rule: FillRule, into out: inout [UInt8]) -> PixelBox? {
        guard let bounds = outline.pixelBounds else { return nil }
        let box = bounds.intersection(clipBox)
        guard !box.isEmpty else { return nil }
        accumulator.rasterize(outline, box: box, rule: rule, mask: &out)
        applyClip(box: box, to: &out)
        return box
    }

    /// The outline of a stroke (of twice the width when aligned inside or outside) in
    /// `deviceOutline`.
    func strokeOutline(_ path: Path, style: StrokeStyle, transform: Transform) {
        let scale = max(transform.maxScale, 1e-9)
        let aligned = style.alignment != .center
        let width = aligned ? style.width * 2 : style.width
        // Flatten and stroke in user space; the stroker maps the outline to the device.
        Flattener.flatten(path, transform: .identity, tolerance: tolerance / scale, into: &flat)
        var stroker = Stroker(halfWidth: width / 2, join: style.join, cap: style.cap,
                              miterLimit: style.miterLimit, tolerance: tolerance / scale, transform: transform)
        stroker.visibleArea = Rect(x: 0, y: 0, width: Double(self.width), height: Double(self.height))
        stroker.stroke(flat, dashes: style.dashes, dashOffset: style.dashOffset, into: &deviceOutline)
    }

    /// The coverage of a stroke into `mask`, with inside/outside alignment done by intersecting
    /// a double-width centred stroke with the path's fill (or its complement).
    func strokeCoverage(_ path: Path, style: StrokeStyle, transform: Transform) -> PixelBox? {
        let aligned = style.alignment != .center
        strokeOutline(path, style: style, transform: transform)
        guard let box = coverFlat(deviceOutline, rule: .nonZero, into: &mask) else { return nil }
        if aligned {
            Flattener.flatten(path, transform: transform, tolerance: tolerance, into: &flat)
            accumulator.rasterize(flat, box: box, rule: .nonZero, mask: &mask2)
            let count = box.width * box.height
            mask.withUnsafeMutableBufferPointer { m in
                mask2.withUnsafeBufferPointer { f in
                    if style.alignment == .inside {
                        Blend.multiply(m.baseAddress!, f.baseAddress!, count)
                    } else {
                        for i in 0..<count {
                            m[i] = UInt8(truncatingIfNeeded: div255(UInt16(m[i]) &* (255 &- UInt16(f[i]))))
                        }
                    }
                }
            }
        }
        return box
    }

    /// Multiplies box-local coverage by the current clip's coverage.
    func applyClip(box: PixelBox, to coverage: inout [UInt8]) {
        guard let clipMask = clips.last?.mask else { return }
        let canvasWidth = width
        coverage.withUnsafeMutableBufferPointer { c in
            clipMask.withUnsafeBufferPointer { k in
                for row in 0..<box.height {
                    Blend.multiply(c.baseAddress! + row * box.width,
                                   k.baseAddress! + (box.y0 - rowOrigin + row) * canvasWidth + box.x0, box.width)
                }
            }
        }
    }

    // MARK: - Compositing

    /// Fills `outline` (device space) with `shader`, row by row: each row of the accumulated
    /// box is resolved into spans (constant coverage where no edge passed, the touched blocks'
    /// coverage in a one-row buffer) that go straight to the compositor. No box-sized coverage
    /// mask is written and read back, and the inside of a shape needs no run detection. A solid
    /// colour under the non-zero rule needs no spans either (`CoverageAccumulator.compositeSolid`:
    /// each touched block resolved and blended at once). Under a clip mask the coverage must be
    /// multiplied first: the mask route is taken.
    func fillFlat(_ outline: FlatPath, rule: FillRule, shader: Shader) {
        if clips.last?.mask != nil {
            guard let box = coverFlat(outline, rule: rule, into: &mask) else { return }
            composite(box: box, shader: shader)
            return
        }
        guard let bounds = outline.pixelBounds else { return }
        let box = bounds.intersection(clipBox)
        guard !box.isEmpty else { return }
        let wide = CPUFeatures.wideLanes, rampLanes = CPUFeatures.rampLanes
        accumulator.accumulate(outline, box: box, wide: wide)
        let w = box.width
        if rowCoverage.count < w { rowCoverage = [UInt8](repeating: 0, count: w) }
        let maxSpans = CoverageAccumulator.maxSpans(width: w)
        if spans.count < maxSpans { spans = [CoverageAccumulator.Span](repeating: .init(start: 0, end: 0, value: 0), count: maxSpans) }
        if case .solid = shader {} else if shaded.count < w { shaded = [UInt32](repeating: 0, count: w) }
        let stride = width * 4
        let opaque = shader.isOpaque
        let accumulator = self.accumulator
        withTarget(marking: box) { bytes in
            rowCoverage.withUnsafeMutableBufferPointer { rowBuffer in
              spans.withUnsafeMutableBufferPointer { spanBuffer in
                shaded.withUnsafeMutableBufferPointer { shadedBuffer in
                    let cov = rowBuffer.baseAddress!, rowSpans = spanBuffer.baseAddress!
                    // A solid colour has a row loop of its own (the shader's case taken once, not per
                    // row): the gradients' span code inlined into the other loop does not change the
                    // registers and layout of the loop the solid fills run.
                    if case let .solid(color) = shader {
                        if rule == .nonZero && color.a != 0 {
                            // Straight from the cells, resolve and blend in one pass (no spans).
                            let target = UnsafeMutableRawPointer(bytes + (box.y0 &* stride &+ box.x0 &* 4))
                                .assumingMemoryBound(to: UInt32.self)
                            accumulator.compositeSolid(Blend.pack(color), onto: target, targetStride: width,
                                                       room: width &- box.x1, scratch: cov, wide: wide)
                            return
                        }
                        for row in 0..<box.height {
                            let y = box.y0 &+ row
                            if row &+ RowPrefetch.rowsAhead < box.height {
                                RowPrefetch.bytes(bytes + ((y &+ RowPrefetch.rowsAhead) &* stride &+ box.x0 &* 4), count: w &* 4)
                            }
                            // Always resolved: this also clears the row's cells for the next draw.
                            let n = accumulator.resolveRow(row, rule: rule, coverage: cov, spans: rowSpans, wide: wide)
                            if color.a == 0 { continue }
                            let dst = UnsafeMutableRawPointer(bytes + (y &* stride &+ box.x0 &* 4)).assumingMemoryBound(to: UInt32.self)
                            for k in 0..<n { Blend.solidSpan(dst, cov, rowSpans[k], color, wide: wide) }
                        }
                        return
                    }
                    // A linear gradient under the non-zero rule: each run composited as the walk of the
                    // cells finds it (`compositeLinear`), the rows it leaves (positions too far off for
                    // 16.16) by the loop below.
                    var first = 0
                    if case let .linear(ramp, dx, dy, t0, _) = shader, rule == .nonZero {
                        let target = UnsafeMutableRawPointer(bytes + (box.y0 &* stride &+ box.x0 &* 4))
                            .assumingMemoryBound(to: UInt32.self)
                        first = ramp.withUnsafeBufferPointer { table in
                            accumulator.compositeLinear((dx, dy, t0), table.baseAddress!, x0: box.x0, y0: box.y0, onto: target,
                                                        targetStride: width, opaque: opaque, coverage: cov,
                                                        scratch: shadedBuffer.baseAddress!, wide: wide, ramp: rampLanes)
                        }
                    }
                    for row in first..<box.height {
                        let y = box.y0 &+ row
                        if row &+ RowPrefetch.rowsAhead < box.height {
                            RowPrefetch.bytes(bytes + ((y &+ RowPrefetch.rowsAhead) &* stride &+ box.x0 &* 4), count: w &* 4)
                        }
                        let n = accumulator.resolveRow(row, rule: rule, coverage: cov, spans: rowSpans, wide: wide)
                        let offset: Int = y &* stride &+ box.x0 &* 4
                        let dst = UnsafeMutableRawPointer(bytes + offset).assumingMemoryBound(to: UInt32.self)
                        switch shader {
                        case let .linear(ramp, _, _, _, _):
                            if n == 1 && rowSpans[0].value == 0 { continue }
                            guard let fixed = shader.linearFixedPoint(x: box.x0, y: y, count: w) else {
                                fallthrough
                            }
                            // Each span shaded on its own, the inside of the shape straight into the
                            // target: no shaded row to write and read back.
                            ramp.withUnsafeBufferPointer { table in
                                for k in 0..<n {
                                    Blend.linearSpan(dst, table.baseAddress!, fixed.start, fixed.step, cov, rowSpans[k],
                                                     opaque: opaque, scratch: shadedBuffer.baseAddress!, wide: wide,
                                                     ramp: rampLanes)
                                }
                            }
                        default:
                            if n == 1 && rowSpans[0].value == 0 { continue }
                            let src = shadedBuffer.baseAddress!
                            shader.shadeRow(x: box.x0, y: y, count: w, into: src)
                            for k in 0..<n { Blend.shadedSpan(dst, src, cov, rowSpans[k], opaque: opaque) }
                        }
                    }
                }
              }
            }
        }
    }

    /// Paints the box-local coverage in `mask` with `shader` onto the current target.
    func composite(box: PixelBox, shader: Shader) {
        let w = box.width
        if case .solid = shader {} else if shaded.count < w { shaded = [UInt32](repeating: 0, count: w) }
        let stride = width * 4
        let opaque = shader.isOpaque
        withTarget(marking: box) { bytes in
            mask.withUnsafeBufferPointer { cov in
                shaded.withUnsafeMutableBufferPointer { src in
                    for row in 0..<box.height {
                        let y = box.y0 + row
                        let dst = bytes + y * stride + box.x0 * 4
                        let c = cov.baseAddress! + row * w
                        switch shader {
                        case let .solid(color):
                            if color.a == 0 { return }
                            Blend.solidRow(dst, c, w, color)
                        default:
                            shader.shadeRow(x: box.x0, y: y, count: w, into: src.baseAddress!)
                            Blend.shadedRow(dst, src.baseAddress!, c, w, opaque: opaque)
                        }
                    }
                }
            }
        }
    }

    /// Runs `body` on the bytes of the pixmap drawing currently goes to (the top layer).
    func withTarget(marking box: PixelBox, _ body: (UnsafeMutablePointer<UInt8>) -> Void) {
        let shift = bandShift
        if layers.isEmpty {
            if let callerRows { return body(callerRows - shift) }
            ownPixels.bytes.withUnsafeMutableBufferPointer { body($0.baseAddress! - shift) }
        } else {
            let top = layers.count - 1
            layers[top].dirty = layers[top].dirty?.union(box) ?? box
            layers[top].pixmap.bytes.withUnsafeMutableBufferPointer { body($0.baseAddress! - shift) }
        }
    }

    static func clear(_ p: inout Pixmap, box: PixelBox, rowOrigin: Int = 0) {
        let stride = p.width * 4
        p.bytes.withUnsafeMutableBufferPointer { b in
            for y in box.y0..<box.y1 {
                (b.baseAddress! + (y - rowOrigin) * stride + box.x0 * 4).update(repeating: 0, count: box.width * 4)
            }
        }
    }
}
