import Raster
import Values

/// Pixels as pixelmatch sees them: straight (non-premultiplied) RGBA8, rows top to bottom.
///
/// The differ works on straight alpha, not on `Pixmap`'s premultiplied bytes, because that is
/// what PNG files hold and what pixelmatch compares: premultiplying first would merge colours
/// that differ only under low alpha, and change the counts on semi-transparent pixels.
public struct RGBAImage: Hashable, Sendable {
    public let width: Int
    public let height: Int
    /// r, g, b, a bytes with straight alpha; count = width * height * 4.
    public var bytes: [UInt8]

    public init(width: Int, height: Int, bytes: [UInt8]) throws(RasterError) {
        guard width > 0, height > 0 else { throw .invalidSize(width: width, height: height) }
        guard bytes.count == width * height * 4 else {
            throw .invalidPixelData(expected: width * height * 4, got: bytes.count)
        }
        self.width = width
        self.height = height
        self.bytes = bytes
    }

    /// A pixmap's pixels with alpha un-premultiplied (exact for opaque pixels).
    public init(_ pixmap: Pixmap) {
        width = pixmap.width
        height = pixmap.height
        let count = pixmap.width * pixmap.height
        bytes = [UInt8](unsafeUninitializedCapacity: count * 4) { out, initialized in
            pixmap.bytes.withUnsafeBufferPointer { src in
                for i in 0..<count {
                    let s = i &* 4
                    let a = src[s &+ 3]
                    if a == 255 || a == 0 {
                        // Opaque pixels are already straight; transparent ones stay all zero.
                        out[s] = src[s]; out[s &+ 1] = src[s &+ 1]; out[s &+ 2] = src[s &+ 2]; out[s &+ 3] = a
                    } else {
                        let c = PremultipliedColor(r: src[s], g: src[s &+ 1], b: src[s &+ 2], a: a).unpremultiplied
                        out[s] = c.r; out[s &+ 1] = c.g; out[s &+ 2] = c.b; out[s &+ 3] = c.a
                    }
                }
            }
            initialized = count * 4
        }
    }

    /// The same pixels premultiplied, as a `Pixmap` (for encoding with PNGCodec).
    public func pixmap() throws(RasterError) -> Pixmap {
        let count = width * height
        let premultiplied = [UInt8](unsafeUninitializedCapacity: count * 4) { out, initialized in
            bytes.withUnsafeBufferPointer { src in
                for i in 0..<count {
                    let s = i &* 4
                    let a = src[s &+ 3]
                    if a == 255 {
                        // Opaque (every pixel of a diff image but a mask's): already premultiplied.
                        out[s] = src[s]; out[s &+ 1] = src[s &+ 1]; out[s &+ 2] = src[s &+ 2]; out[s &+ 3] = 255
                    } else {
                        let p = RGBAColor(r: src[s], g: src[s &+ 1], b: src[s &+ 2], a: a).premultiplied
                        out[s] = p.r; out[s &+ 1] = p.g; out[s &+ 2] = p.b; out[s &+ 3] = p.a
                    }
                }
            }
            initialized = count * 4
        }
        return try Pixmap(width: width, height: height, premultipliedBytes: premultiplied,
                          limits: PixmapLimits(maxSide: Int.max, maxPixels: Int.max))
    }

    public subscript(x: Int, y: Int) -> RGBAColor {
        let i = (y * width + x) * 4
        return RGBAColor(r: bytes[i], g: bytes[i + 1], b: bytes[i + 2], a: bytes[i + 3])
    }
}
