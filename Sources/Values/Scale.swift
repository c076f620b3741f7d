/// Device pixels per logical px. One range for every reader (the format's `scale:`, the commands'
/// `--scale`, `Renderer`, `assertSnapshot`, a snapshot's `displayScale`), and the two defaults, each
/// a rule of its own: a picture drawn on its own is at 1x (one CSS px, one pixel), a golden at 2x
/// (hairline and rounding errors show).
public enum Scale {
    /// The scales a description, a command or a golden may ask for: whole numbers 1 to 4. iOS
    /// screens are 1x, 2x and 3x; 4x is Figma's largest export (and what `ImageRenderer` is often
    /// asked for), so a 4x design export can be compared with a 4x render. Past 4 a picture only
    /// grows (a 375 pt screen is 1500 px wide at 4x), and the glyph and drawing limits are sized
    /// for it.
    public static let range: ClosedRange<Int> = 1...4

    /// The range in words, for messages: "1, 2, 3 or 4".
    public static var choices: String {
        range.dropLast().map(String.init).joined(separator: ", ") + " or \(range.upperBound)"
    }

    /// A render with no scale given (`pixelproof render`, `Renderer`).
    public static let picture = 1

    /// A golden with no scale given (`pixelproof test`, the catalog, `assertSnapshot`, review).
    public static let golden = 2

    public static func isValid(_ scale: Int) -> Bool { range.contains(scale) }
}
