/// The one hex-colour grammar: `#` then 3, 4, 6 or 8 hexadecimal digits (any case), CSS's
/// `#rgb`, `#rgba`, `#rrggbb` and `#rrggbbaa`; a short form repeats each digit (`#f80` is `#ff8800`).
extension RGBAColor {
    /// Which spellings a reader accepts. Token files and the command line take every CSS form;
    /// the description format takes only the long ones, so a colour reads the same in every file.
    public enum HexForms: Sendable {
        case all, long
    }

    /// Parses a hex colour; nil for anything else, or for a short form when `forms` is `.long`.
    public init?(hex: String, forms: HexForms = .all) {
        guard hex.hasPrefix("#") else { return nil }
        var digits: [UInt8] = []
        for c in hex.utf8.dropFirst() {
            guard let v = RGBAColor.hexValue(c) else { return nil }
            digits.append(v)
        }
        switch (digits.count, forms) {
        case (6, _), (8, _): break
        case (3, .all), (4, .all): digits = digits.flatMap { [$0, $0] }
        default: return nil
        }
        let bytes = stride(from: 0, to: digits.count, by: 2).map { digits[$0] << 4 | digits[$0 + 1] }
        self.init(r: bytes[0], g: bytes[1], b: bytes[2], a: bytes.count == 4 ? bytes[3] : 255)
    }

    private static func hexValue(_ c: UInt8) -> UInt8? {
        switch c {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return c - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return c - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return c - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
