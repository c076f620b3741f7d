import Raster
import Values

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Compares two images count for count like pixelmatch 7.2, and draws its diff image.
///
/// Speed comes from three things pixelmatch does not do: rows that are byte-identical in both
/// images are skipped with one `memcmp` (no colour maths at all); pixels are compared as UInt32
/// before any floating point; and bands of rows run on every core (RowBands). The counts are
/// pixelmatch's: every pixel goes through the same decisions in the same arithmetic.
public struct PixelDiffer: Sendable {
    public var options: DiffOptions
    /// Split rows into bands worked on by every core (the default). Off: one band on the calling
    /// thread. The results are the same either way; only the time differs.
    public var parallel = true

    public init(options: DiffOptions = .default) {
        self.options = options
    }

    /// Compares `expected` with `actual`. Different sizes give `.sizesDiffer`, never a crash.
    /// With `drawDiff`, the result carries pixelmatch's diff image (expected in faint grey, anti-aliased
    /// pixels in aaColor, differences in diffColor, or diffColorAlt where `actual` is darker).
    public func compare(_ expected: RGBAImage, _ actual: RGBAImage, drawDiff: Bool = false) -> Comparison {
        guard expected.width == actual.width, expected.height == actual.height else {
            return .sizesDiffer(SizeMismatch(expectedWidth: expected.width, expectedHeight: expected.height,
                                             actualWidth: actual.width, actualHeight: actual.height))
        }
        let width = expected.width, height = expected.height
        var output: [UInt8] = []
        if drawDiff && options.diffMask {
            output = [UInt8](repeating: 0, count: width * height * 4)
        } else if drawDiff {
            // Every pixel is drawn (grey, aaColor or diffColor): no need to clear the buffer first.
            output = [UInt8](unsafeUninitializedCapacity: width * height * 4) { _, count in count = width * height * 4 }
        }
        let tallies: [Tally] = expected.bytes.withUnsafeBytes { a in
            actual.bytes.withUnsafeBytes { b in
                output.withUnsafeMutableBytes { out in
                    let pass = Pass(options: options, width: width, height: height,
                                    a: a.baseAddress!.assumingMemoryBound(to: UInt32.self),
                                    b: b.baseAddress!.assumingMemoryBound(to: UInt32.self),
                                    out: drawDiff ? out.baseAddress!.assumingMemoryBound(to: UInt32.self) : nil)
                    if !parallel { return [pass.run(0..<height)] }
                    return RowBands.map(height: height, width: width) { rows in pass.run(rows) }
                }
            }
        }
        var total = Tally()
        for tally in tallies { total.merge(tally) }
        let metrics = DiffMetrics(width: width, height: height, mismatched: total.mismatched,
                                  antialiased: total.antialiased, maxDelta: total.maxDelta, bbox: total.bbox)
        let image = drawDiff ? try? RGBAImage(width: width, height: height, bytes: output) : nil
        return .compared(metrics, diffImage: image)
    }

    /// Convenience for pixmaps (premultiplied): compared after un-premultiplying.
    public func compare(_ expected: Pixmap, _ actual: Pixmap, drawDiff: Bool = false) -> Comparison {
        compare(RGBAImage(expected), RGBAImage(actual), drawDiff: drawDiff)
    }
}

/// What one band of rows found; bands merge in order.
struct Tally {
    var mismatched = 0
    var antialiased = 0
    var maxDelta = 0
    var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1

    var bbox: PixelBox? {
        maxX < 0 ? nil : PixelBox(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }

    mutating func merge(_ other: Tally) {
        mismatched += other.mismatched
        antialiased += other.antialiased
        maxDelta = max(maxDelta, other.maxDelta)
        minX = min(minX, other.minX); minY = min(minY, other.minY)
        maxX = max(maxX, other.maxX); maxY = max(maxY, other.maxY)
    }
}

/// One comparison's read-only inputs and its output buffer; `run` works on a band of rows.
struct Pass {
    let options: DiffOptions
    let width: Int
    let height: Int
    let a: UnsafePointer<UInt32>
    let b: UnsafePointer<UInt32>
    let out: UnsafeMutablePointer<UInt32>?

    func run(_ rows: Range<Int>) -> Tally {
        var tally = Tally()
        let maxDelta = options.maxDelta
        let detector = AntiAliasing(width: width, height: height, background: options.background)
        let drawGrey = out != nil && !options.diffMask
        let aaPixel = Pass.opaque(options.aaColor)
        let diffPixel = Pass.opaque(options.diffColor)
        let altPixel = Pass.opaque(options.diffColorAlt ?? options.diffColor)
        var greys = GreyCache(alpha: options.alpha, first: a[rows.lowerBound &* width])
        for y in rows {
            let row = y &* width
            // Identical rows: nothing to count, only the grey copy to draw.
            if memcmp(a + row, b + row, width &* 4) == 0 {
                if drawGrey, let out { Pass.drawGrey(a + row, out + row, count: width, cache: &greys) }
                continue
            }
            tally.maxDelta = max(tally.maxDelta, Pass.maxChannelDelta(a + row, b + row, count: width))
            for x in 0..<width {
                let i = row &+ x
                let p = a[i], q = b[i]
                let delta = p == q ? 0 : ColorDelta.delta(p, q, k: i &* 4, yOnly: false, background: options.background)
                if abs(delta) > maxDelta {
                    let isAA = !options.includeAA
                        && (detector.isAntiAliased(a, b, x1: x, y1: y) || detector.isAntiAliased(b, a, x1: x, y1: y))
                    if isAA {
                        tally.antialiased &+= 1
                        if drawGrey, let out { out[i] = aaPixel }
                    } else {
                        tally.mismatched &+= 1
                        if x < tally.minX { tally.minX = x }
                        if x > tally.maxX { tally.maxX = x }
                        if y < tally.minY { tally.minY = y }
                        tally.maxY = y
                        if let out { out[i] = delta < 0 ? altPixel : diffPixel }
                    }
                } else if drawGrey, let out {
                    out[i] = greys.grey(of: p)
                }
            }
        }
        return tally
    }

    static func opaque(_ c: Color3) -> UInt32 {
        UInt32(c.r) | UInt32(c.g) << 8 | UInt32(c.b) << 16 | 0xff00_0000
    }

    /// The largest |difference| of any channel over `count` pixels.
    @inline(__always)
    static func maxChannelDelta(_ p: UnsafePointer<UInt32>, _ q: UnsafePointer<UInt32>, count: Int) -> Int {
        let bytesA = UnsafeRawPointer(p).assumingMemoryBound(to: UInt8.self)
        let bytesB = UnsafeRawPointer(q).assumingMemoryBound(to: UInt8.self)
        var largest: UInt8 = 0
        for j in 0..<(count &* 4) {
            let x = bytesA[j], y = bytesB[j]
            let d = x > y ? x &- y : y &- x
            largest = max(largest, d)
        }
        return Int(largest)
    }
}
