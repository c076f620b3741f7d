/// The diff image's background: pixelmatch draws every pixel that does not differ as the
/// expected pixel's brightness, faded towards white. Computing it is a chain of double
/// operations per pixel, so it is computed once per colour (GreyCache) and runs of one colour
/// are written eight pixels at a time.
extension Pass {
    /// pixelmatch's background: the expected pixel's brightness, faded towards white by `alpha`
    /// times its own alpha, truncated to an integer as a Uint8Array store does.
    @inline(__always)
    static func greyPixel(_ p: UInt32, alpha: Double) -> UInt32 {
        let luma = ColorDelta.luma(Double(p & 0xff), Double((p &>> 8) & 0xff), Double((p &>> 16) & 0xff))
        let value = 255 + (luma - 255) * alpha * Double(p &>> 24) / 255
        let v = UInt32(truncatingIfNeeded: Int(value))
        return v | v &<< 8 | v &<< 16 | 0xff00_0000
    }

    /// `greyPixel` over a row. UI pictures are mostly runs of one colour broken by short details,
    /// so the greys of the last two colours are kept (GreyCache) and a run of 8 pixels of the
    /// current colour is written in one go: the floating-point maths runs about once per new colour.
    @inline(__always)
    static func drawGrey(_ src: UnsafePointer<UInt32>, _ dst: UnsafeMutablePointer<UInt32>, count: Int,
                         cache: inout GreyCache) {
        var j = 0
        let src64 = UnsafeRawPointer(src), dst64 = UnsafeMutableRawPointer(dst)
        while j &+ 8 <= count {
            let last = cache.colour
            let pair = UInt64(last) | UInt64(last) &<< 32
            let offset = j &* 4
            let x0 = src64.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            let x1 = src64.loadUnaligned(fromByteOffset: offset &+ 8, as: UInt64.self)
            let x2 = src64.loadUnaligned(fromByteOffset: offset &+ 16, as: UInt64.self)
            let x3 = src64.loadUnaligned(fromByteOffset: offset &+ 24, as: UInt64.self)
            if (x0 ^ pair) | (x1 ^ pair) | (x2 ^ pair) | (x3 ^ pair) == 0 {
                let g = UInt64(cache.grey) | UInt64(cache.grey) &<< 32
                dst64.storeBytes(of: g, toByteOffset: offset, as: UInt64.self)
                dst64.storeBytes(of: g, toByteOffset: offset &+ 8, as: UInt64.self)
                dst64.storeBytes(of: g, toByteOffset: offset &+ 16, as: UInt64.self)
                dst64.storeBytes(of: g, toByteOffset: offset &+ 24, as: UInt64.self)
            } else {
                for k in j..<(j &+ 8) { dst[k] = cache.grey(of: src[k]) }
            }
            j &+= 8
        }
        while j < count {
            dst[j] = cache.grey(of: src[j])
            j &+= 1
        }
    }
}

/// The diff image's grey by colour. A detail (a dot, a glyph stem) and the background it sits on
/// alternate, so the last two colours are checked first; other colours go through a small
/// direct-mapped table (UI pictures hold few distinct colours). Each miss costs a floating-point
/// division chain; a hit costs a multiply and a load.
struct GreyCache {
    let alpha: Double
    private(set) var colour: UInt32
    private(set) var grey: UInt32
    private var otherColour: UInt32
    private var otherGrey: UInt32
    /// colour << 32 | grey; 0 is empty (a grey always has alpha 0xff).
    private var table: [UInt64]
    static let bits = 10

    init(alpha: Double, first: UInt32) {
        self.alpha = alpha
        colour = first
        grey = Pass.greyPixel(first, alpha: alpha)
        otherColour = first
        otherGrey = grey
        table = [UInt64](repeating: 0, count: 1 << GreyCache.bits)
    }

    @inline(__always)
    mutating func grey(of p: UInt32) -> UInt32 {
        if p == colour { return grey }
        swap(&colour, &otherColour)
        swap(&grey, &otherGrey)
        if p != colour {
            colour = p
            grey = lookup(p)
        }
        return grey
    }

    @inline(__always)
    private mutating func lookup(_ p: UInt32) -> UInt32 {
        let slot = Int(truncatingIfNeeded: (p &* 0x9E37_79B1) &>> UInt32(32 - GreyCache.bits))
        let entry = table[slot]
        if UInt32(truncatingIfNeeded: entry &>> 32) == p && entry != 0 {
            return UInt32(truncatingIfNeeded: entry)
        }
        let g = Pass.greyPixel(p, alpha: alpha)
        table[slot] = UInt64(p) &<< 32 | UInt64(g)
        return g
    }
}
