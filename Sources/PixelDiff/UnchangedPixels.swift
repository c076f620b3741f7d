import Raster

extension RGBAImage {
    /// True when `pixmap`, un-premultiplied as `RGBAImage(pixmap)` does it, has exactly these
    /// bytes: the differ would find nothing, so an unchanged golden needs neither that copy nor the
    /// differ's pass. Opaque and fully transparent pixels are compared a word at a time (they are
    /// copied unchanged); only the others are un-premultiplied, one at a time.
    package func hasPixels(of pixmap: Pixmap) -> Bool {
        guard pixmap.width == width, pixmap.height == height else { return false }
        let count = width * height
        return bytes.withUnsafeBytes { golden in
            pixmap.bytes.withUnsafeBytes { drawn in
                for i in 0..<count {
                    let s = i &* 4
                    let a = drawn[s &+ 3]
                    if a == 255 || a == 0 {
                        if drawn.loadUnaligned(fromByteOffset: s, as: UInt32.self) != golden.loadUnaligned(fromByteOffset: s, as: UInt32.self) {
                            return false
                        }
                        continue
                    }
                    let c = PremultipliedColor(r: drawn[s], g: drawn[s &+ 1], b: drawn[s &+ 2], a: a).unpremultiplied
                    if c.r != golden[s] || c.g != golden[s &+ 1] || c.b != golden[s &+ 2] || c.a != golden[s &+ 3] { return false }
                }
                return true
            }
        }
    }
}
