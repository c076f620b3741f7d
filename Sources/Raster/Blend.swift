/// Source-over compositing of premultiplied RGBA8 with exact rounding:
/// `d' = s·m + d·(255 − sa·m)`, each product divided by 255 with `div255`'s exact rounding, so
/// an opaque source at full coverage gives exactly the source, and a colour blended over an
/// opaque copy of itself gives that colour back (round(x) + round(C − x) = C, as 255 is odd).
/// The loops use 16-bit wrapping arithmetic over raw pointers, which LLVM vectorises
/// (see the shared notes on SIMD in Swift).
enum Blend {
    @inline(__always)
    static func div255(_ x: UInt16) -> UInt16 {
        let t = x &+ 128
        return (t &+ (t &>> 8)) &>> 8
    }

    /// A solid premultiplied colour through a row of coverage.
    static func solidRow(_ dst: UnsafeMutablePointer<UInt8>, _ coverage: UnsafePointer<UInt8>, _ count: Int,
                         _ c: PremultipliedColor) {
        let cr = UInt16(c.r), cg = UInt16(c.g), cb = UInt16(c.b), ca = UInt16(c.a)
        if ca == 255 {
            // Opaque colour: full coverage is a plain store; runs of it are common inside shapes.
            var i = 0
            while i < count {
                let m = coverage[i]
                if m == 255 {
                    let p = dst + i &* 4
                    p[0] = c.r; p[1] = c.g; p[2] = c.b; p[3] = 255
                } else if m != 0 {
                    blendOne(dst + i &* 4, cr, cg, cb, ca, UInt16(m))
                }
                i &+= 1
            }
            return
        }
        for i in 0..<count {
            let m = UInt16(coverage[i])
            let p = dst + i &* 4
            let sr = div255(cr &* m), sg = div255(cg &* m), sb = div255(cb &* m), sa = div255(ca &* m)
            let inv = 255 &- sa
            p[0] = UInt8(truncatingIfNeeded: sr &+ div255(UInt16(p[0]) &* inv))
            p[1] = UInt8(truncatingIfNeeded: sg &+ div255(UInt16(p[1]) &* inv))
            p[2] = UInt8(truncatingIfNeeded: sb &+ div255(UInt16(p[2]) &* inv))
            p[3] = UInt8(truncatingIfNeeded: sa &+ div255(UInt16(p[3]) &* inv))
        }
    }

    @inline(__always)
    static func blendOne(_ p: UnsafeMutablePointer<UInt8>, _ cr: UInt16, _ cg: UInt16, _ cb: UInt16, _ ca: UInt16, _ m: UInt16) {
        let sr = div255(cr &* m), sg = div255(cg &* m), sb = div255(cb &* m), sa = div255(ca &* m)
        let inv = 255 &- sa
        p[0] = UInt8(truncatingIfNeeded: sr &+ div255(UInt16(p[0]) &* inv))
        p[1] = UInt8(truncatingIfNeeded: sg &+ div255(UInt16(p[1]) &* inv))
        p[2] = UInt8(truncatingIfNeeded: sb &+ div255(UInt16(p[2]) &* inv))
        p[3] = UInt8(truncatingIfNeeded: sa &+ div255(UInt16(p[3]) &* inv))
    }

    /// Per-pixel source colours (UInt32 r,g,b,a bytes) through a row of coverage.
    static func shadedRow(_ dst: UnsafeMutablePointer<UInt8>, _ src: UnsafePointer<UInt32>,
                          _ coverage: UnsafePointer<UInt8>, _ count: Int) {
        let s8 = UnsafeRawPointer(src).assumingMemoryBound(to: UInt8.self)
        for i in 0..<count {
            let m = UInt16(coverage[i])
            let p = dst + i &* 4, s = s8 + i &* 4
            let sr = div255(UInt16(s[0]) &* m), sg = div255(UInt16(s[1]) &* m)
            let sb = div255(UInt16(s[2]) &* m), sa = div255(UInt16(s[3]) &* m)
            let inv = 255 &- sa
            p[0] = UInt8(truncatingIfNeeded: sr &+ div255(UInt16(p[0]) &* inv))
            p[1] = UInt8(truncatingIfNeeded: sg &+ div255(UInt16(p[1]) &* inv))
            p[2] = UInt8(truncatingIfNeeded: sb &+ div255(UInt16(p[2]) &* inv))
            p[3] = UInt8(truncatingIfNeeded: sa &+ div255(UInt16(p[3]) &* inv))
        }
    }

    /// A row of premultiplied pixels (a layer) over `dst` at a uniform opacity (0...255).
    static func layerRow(_ dst: UnsafeMutablePointer<UInt8>, _ src: UnsafePointer<UInt8>, _ count: Int, _ opacity: UInt8) {
        let m = UInt16(opacity)
        for i in 0..<count {
            let p = dst + i &* 4, s = src + i &* 4
            let sr = div255(UInt16(s[0]) &* m), sg = div255(UInt16(s[1]) &* m)
            let sb = div255(UInt16(s[2]) &* m), sa = div255(UInt16(s[3]) &* m)
            let inv = 255 &- sa
            p[0] = UInt8(truncatingIfNeeded: sr &+ div255(UInt16(p[0]) &* inv))
            p[1] = UInt8(truncatingIfNeeded: sg &+ div255(UInt16(p[1]) &* inv))
            p[2] = UInt8(truncatingIfNeeded: sb &+ div255(UInt16(p[2]) &* inv))
            p[3] = UInt8(truncatingIfNeeded: sa &+ div255(UInt16(p[3]) &* inv))
        }
    }

    /// Multiplies coverage by a clip's coverage, in place.
    static func multiply(_ coverage: UnsafeMutablePointer<UInt8>, _ clip: UnsafePointer<UInt8>, _ count: Int) {
        for i in 0..<count {
            coverage[i] = UInt8(truncatingIfNeeded: div255(UInt16(coverage[i]) &* UInt16(clip[i])))
        }
    }
}
