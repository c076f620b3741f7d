/// Limits on the size of a pixmap, checked before anything is allocated.
public struct PixmapLimits: Hashable, Sendable {
    public var maxSide: Int
    public var maxPixels: Int

    public init(maxSide: Int = 16_384, maxPixels: Int = 64 * 1_000_000) {
        self.maxSide = maxSide
        self.maxPixels = maxPixels
    }

    public static let `default` = PixmapLimits()

    /// Throws `RasterError.canvasTooLarge` (or `.invalidSize`) when width x height is not allowed.
    public func check(width: Int, height: Int) throws(RasterError) {
        guard width > 0, height > 0 else { throw .invalidSize(width: width, height: height) }
        guard width <= maxSide, height <= maxSide, width.multipliedReportingOverflow(by: height).partialValue <= maxPixels
        else { throw .canvasTooLarge(width: width, height: height, limits: self) }
    }
}

/// A canvas or pixel buffer that cannot be made: a bad size, over the limits, or bytes of the wrong count.
public enum RasterError: Error, Hashable, Sendable, CustomStringConvertible {
    case invalidSize(width: Int, height: Int)
    case canvasTooLarge(width: Int, height: Int, limits: PixmapLimits)
    case invalidPixelData(expected: Int, got: Int)

    public var description: String {
        switch self {
        case let .invalidSize(w, h):
            return "invalid canvas size \(w)x\(h): width and height must be at least 1 px"
        case let .canvasTooLarge(w, h, limits):
            return "canvas \(w)x\(h) px is too large: the limit is \(limits.maxSide) px a side and \(limits.maxPixels / 1_000_000) megapixels; use a smaller size or scale"
        case let .invalidPixelData(expected, got):
            return "pixel data has \(got) bytes, expected \(expected) (width x height x 4)"
        }
    }
}

/// A rectangle of premultiplied RGBA8 pixels, rows top to bottom, 4 bytes a pixel (r, g, b, a).
/// A value type: copies are cheap until written (the storage is a copy-on-write array).
public struct Pixmap: Hashable, Sendable {
    public let width: Int
    public let height: Int
    /// Premultiplied r, g, b, a bytes; count = width * height * 4.
    public var bytes: [UInt8]

    /// A transparent pixmap, or `background` everywhere.
    public init(width: Int, height: Int, background: PremultipliedColor = .transparent,
                limits: PixmapLimits = .default) throws(RasterError) {
        try limits.check(width: width, height: height)
        self.width = width
        self.height = height
        let count = width * height
        if background == .transparent {
            bytes = [UInt8](repeating: 0, count: count * 4)
        } else {
            // One 32-bit store a pixel (checked byte stores do not vectorise): the four bytes in
            // memory order r, g, b, a, whatever the machine's byte order.
            var pixel: UInt32 = 0
            withUnsafeMutableBytes(of: &pixel) { $0[0] = background.r; $0[1] = background.g; $0[2] = background.b; $0[3] = background.a }
            bytes = [UInt8](unsafeUninitializedCapacity: count * 4) { buffer, initialized in
                if let base = buffer.baseAddress {
                    UnsafeMutableRawPointer(base).initializeMemory(as: UInt32.self, repeating: pixel, count: count)
                }
                initialized = count * 4
            }
        }
    }

    /// Wraps existing premultiplied bytes.
    public init(width: Int, height: Int, premultipliedBytes: [UInt8],
                limits: PixmapLimits = .default) throws(RasterError) {
        try limits.check(width: width, height: height)
        guard premultipliedBytes.count == width * height * 4 else {
            throw .invalidPixelData(expected: width * height * 4, got: premultipliedBytes.count)
        }
        self.width = width
        self.height = height
        self.bytes = premultipliedBytes
    }

    public subscript(x: Int, y: Int) -> PremultipliedColor {
        get {
            let i = (y * width + x) * 4
            return PremultipliedColor(r: bytes[i], g: bytes[i + 1], b: bytes[i + 2], a: bytes[i + 3])
        }
        set {
            let i = (y * width + x) * 4
            bytes[i] = newValue.r; bytes[i + 1] = newValue.g; bytes[i + 2] = newValue.b; bytes[i + 3] = newValue.a
        }
    }

    /// True when every pixel has alpha 255.
    public var isOpaque: Bool {
        bytes.withUnsafeBufferPointer { p in
            var i = 3
            while i < p.count { if p[i] != 255 { return false }; i &+= 4 }
            return true
        }
    }

    /// Sets every pixel to `color` (source copy), so a pixmap can be reused between renders.
    public mutating func fill(_ color: PremultipliedColor) {
        bytes.withUnsafeMutableBufferPointer { Pixmap.fill($0, with: color) }
    }

    /// Sets every pixel of `pixels` (whole pixels, 4 bytes each) to `color`.
    static func fill(_ pixels: UnsafeMutableBufferPointer<UInt8>, with color: PremultipliedColor) {
        // Whole pixels as UInt32 (bytes r, g, b, a in memory): one vector store per 4 pixels,
        // a memset when the four bytes are equal (white, transparent).
        guard let base = pixels.baseAddress else { return }
        if color.r == color.g && color.g == color.b && color.b == color.a {
            base.update(repeating: color.r, count: pixels.count)
            return
        }
        let pixel = UInt32(color.r) | UInt32(color.g) << 8 | UInt32(color.b) << 16 | UInt32(color.a) << 24
        UnsafeMutableRawPointer(base).assumingMemoryBound(to: UInt32.self).update(repeating: pixel, count: pixels.count / 4)
    }

    /// No pixels: the stand-in of a canvas that draws into memory its caller owns.
    init(emptyOfWidth width: Int) {
        self.width = width
        self.height = 0
        self.bytes = []
    }
}
