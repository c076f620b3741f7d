#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A colour filter: each straight (unpremultiplied) channel, 0...1, a sum of the four channels
/// and a constant — SVG's `feColorMatrix type="matrix"`, a 4 × 5 matrix read row by row (red,
/// green, blue, alpha; each row R G B A and the constant). The results are clamped to 0...1, as
/// a filter primitive's are. Applied to gamma-encoded sRGB values, as CSS's filter functions
/// are (`color-interpolation-filters` is `sRGB` for them).
///
/// The constructors are the W3C Filter Effects matrices ("Filter Effects Module Level 1",
/// §9 "Shorthands" and §15.10 `feColorMatrix`), which SwiftUI's colour effects follow, except
/// `brightness`: SwiftUI's adds the amount to each channel (Core Image's `CIColorControls`),
/// where CSS's `brightness()` multiplies.
package struct ColorMatrix: Hashable, Sendable {
    /// 20 numbers, row by row.
    package var values: [Double]

    package init(_ values: [Double]) {
        precondition(values.count == 20, "a colour matrix has 4 rows of 5")
        self.values = values
    }

    package static let identity = ColorMatrix([1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0])

    /// A 3 × 3 matrix on red, green and blue, alpha unchanged.
    private init(rgb m: [Double], offset: Double = 0) {
        self.init([m[0], m[1], m[2], 0, offset, m[3], m[4], m[5], 0, offset, m[6], m[7], m[8], 0, offset, 0, 0, 0, 1, 0])
    }

    /// CSS `saturate(s)`: 0 grey, 1 unchanged, above 1 more saturated (SwiftUI's `.saturation`).
    package static func saturation(_ s: Double) -> ColorMatrix {
        ColorMatrix(rgb: [0.213 + 0.787 * s, 0.715 - 0.715 * s, 0.072 - 0.072 * s,
                          0.213 - 0.213 * s, 0.715 + 0.285 * s, 0.072 - 0.072 * s,
                          0.213 - 0.213 * s, 0.715 - 0.715 * s, 0.072 + 0.928 * s])
    }

    /// CSS `grayscale(amount)`: 0 unchanged, 1 grey (SwiftUI's `.grayscale`), amount clamped to 0...1.
    package static func grayscale(_ amount: Double) -> ColorMatrix {
        let s = 1 - min(max(amount, 0), 1)
        return ColorMatrix(rgb: [0.2126 + 0.7874 * s, 0.7152 - 0.7152 * s, 0.0722 - 0.0722 * s,
                                 0.2126 - 0.2126 * s, 0.7152 + 0.2848 * s, 0.0722 - 0.0722 * s,
                                 0.2126 - 0.2126 * s, 0.7152 - 0.7152 * s, 0.0722 + 0.9278 * s])
    }

    /// CSS `hue-rotate(θ)` (SwiftUI's `.hueRotation`).
    package static func hueRotation(radians a: Double) -> ColorMatrix {
        let c = cos(a), s = sin(a)
        return ColorMatrix(rgb: [0.213 + c * 0.787 - s * 0.213, 0.715 - c * 0.715 - s * 0.715, 0.072 - c * 0.072 + s * 0.928,
                                 0.213 - c * 0.213 + s * 0.143, 0.715 + c * 0.285 + s * 0.140, 0.072 - c * 0.072 - s * 0.283,
                                 0.213 - c * 0.213 - s * 0.787, 0.715 - c * 0.715 + s * 0.715, 0.072 + c * 0.928 + s * 0.072])
    }

    /// CSS `contrast(c)`: each channel moved away from (c > 1) or toward (c < 1) middle grey;
    /// a negative amount inverts too (SwiftUI's `.contrast`).
    package static func contrast(_ c: Double) -> ColorMatrix {
        ColorMatrix(rgb: [c, 0, 0, 0, c, 0, 0, 0, c], offset: 0.5 - 0.5 * c)
    }

    /// SwiftUI's `.brightness(amount)`: `amount` added to each channel (1 is white, −1 black).
    package static func brightness(_ amount: Double) -> ColorMatrix {
        ColorMatrix(rgb: [1, 0, 0, 0, 1, 0, 0, 0, 1], offset: amount)
    }

    /// CSS `invert(1)` (SwiftUI's `.colorInvert()`): each channel from 1.
    package static let inversion = ColorMatrix(rgb: [-1, 0, 0, 0, -1, 0, 0, 0, -1], offset: 1)

    /// Each channel, alpha too, multiplied by the colour's (SwiftUI's `.colorMultiply`), 0...1.
    package static func multiply(red: Double, green: Double, blue: Double, alpha: Double) -> ColorMatrix {
        ColorMatrix([red, 0, 0, 0, 0, 0, green, 0, 0, 0, 0, 0, blue, 0, 0, 0, 0, 0, alpha, 0])
    }

    /// The straight channels (0...1) through the matrix, clamped to 0...1.
    package func apply(_ r: Double, _ g: Double, _ b: Double, _ a: Double) -> (Double, Double, Double, Double) {
        let v = values
        func row(_ i: Int) -> Double {
            let x = v[i] * r + v[i + 1] * g + v[i + 2] * b + v[i + 3] * a + v[i + 4]
            return x.isFinite ? min(max(x, 0), 1) : 0
        }
        return (row(0), row(5), row(10), row(15))
    }

    /// A row of premultiplied RGBA8 pixels filtered in place: each unpremultiplied, put through
    /// the matrix, clamped and premultiplied again, rounded to the nearest level. A transparent
    /// pixel has no colour to filter; it stays transparent unless the alpha row adds some (then
    /// its colour is taken as black).
    package func filter(_ row: UnsafeMutablePointer<UInt8>, count: Int) {
        // A transparent pixel, taken as black, gets the alpha row's constant and nothing else.
        let keepsClear = values[19] <= 0
        for i in 0..<count {
            let p = row + i * 4
            let a8 = p[3]
            if a8 == 0 && keepsClear { continue }
            let a = Double(a8) / 255
            let k = a8 == 0 ? 0 : 1 / a
            let (r, g, b, na) = apply(Double(p[0]) / 255 * k, Double(p[1]) / 255 * k, Double(p[2]) / 255 * k, a)
            let alpha = (na * 255).rounded()
            p[0] = UInt8((r * alpha).rounded()); p[1] = UInt8((g * alpha).rounded()); p[2] = UInt8((b * alpha).rounded())
            p[3] = UInt8(alpha)
        }
    }
}
