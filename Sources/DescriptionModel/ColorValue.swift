import Raster
import Values

/// A colour as written: a literal `#rrggbb` / `#rrggbbaa`, or a token name of the system.
public enum ColorValue: Hashable, Sendable {
    case literal(RGBAColor)
    case token(String)

    public static func literal(r: UInt8, g: UInt8, b: UInt8, a: UInt8 = 255) -> ColorValue {
        .literal(RGBAColor(r: r, g: g, b: b, a: a))
    }
}
