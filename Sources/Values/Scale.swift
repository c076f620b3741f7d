/// Device pixels per logical px. One range for every reader (the format's `scale:`, the commands'
/// `--scale`, Swift callers), and the two defaults, each a rule of its own: a picture drawn on its
/// own is at 1x (one CSS px, one pixel), a golden at 2x (hairline and rounding errors show).
public enum Scale {
    /// The scales a description, a command or a golden may ask for.
    public static let range: ClosedRange<Int> = 1...3

    /// The range in words, for messages: "1, 2 or 3".
    public static var choices: String {
        range.dropLast().map(String.init).joined(separator: ", ") + " or \(range.upperBound)"
    }

    /// A render with no scale given (`pixelproof render`, `Renderer`).
    public static let picture = 1

    /// A golden with no scale given (`pixelproof test`, the catalog, `assertSnapshot`, review).
    public static let golden = 2

    public static func isValid(_ scale: Int) -> Bool { range.contains(scale) }
}
