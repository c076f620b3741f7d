/// Horizontal placement of each line inside the layout width; leading and trailing follow the
/// paragraph's direction (leading is the right edge for Hebrew and Arabic).
package enum TextAlignment: String, Hashable, Sendable, CaseIterable {
    case leading, center, trailing
}

/// How text that does not fit is handled.
package enum TextTruncation: String, Hashable, Sendable {
    /// Overflowing text stays (and may exceed `maxWidth`).
    case none
    /// The last line keeps the whole glyph clusters that fit in `maxWidth − width("…")` and ends
    /// with U+2026 shaped in the same font (the IDS truncation rule).
    case tail
}

/// Constraints for laying out a label or paragraph, logical px.
package struct TextLayoutOptions: Hashable, Sendable {
    /// Width available; nil = unconstrained (one line, as wide as the text).
    package var maxWidth: Double?
    /// Break lines at spaces (and inside words longer than a line) to stay within `maxWidth`.
    package var wraps: Bool
    /// At most this many lines (nil = no limit); the text left over goes to the last line, truncated.
    package var maxLines: Int?
    package var truncation: TextTruncation
    package var alignment: TextAlignment
    /// Paragraph direction; nil = from the first strong letter (UAX #9 P2/P3).
    package var direction: TextDirection?
    /// Which way `alignment`'s leading points; nil = the paragraph's direction. A layout laid out
    /// right to left aligns English text to the right while the text itself still reads left to
    /// right, as SwiftUI aligns a `Text` by the environment's layout direction and orders its
    /// characters by their own (the natural base direction: "$12.99" stays "$12.99").
    package var alignmentDirection: TextDirection?

    package init(maxWidth: Double? = nil, wraps: Bool = false, maxLines: Int? = nil,
                truncation: TextTruncation = .tail, alignment: TextAlignment = .leading,
                direction: TextDirection? = nil, alignmentDirection: TextDirection? = nil) {
        self.maxWidth = maxWidth; self.wraps = wraps; self.maxLines = maxLines
        self.truncation = truncation; self.alignment = alignment; self.direction = direction
        self.alignmentDirection = alignmentDirection
    }

    /// One line, truncated with an ellipsis to `width`: what most component labels use.
    package static func singleLine(width: Double? = nil, alignment: TextAlignment = .leading) -> TextLayoutOptions {
        TextLayoutOptions(maxWidth: width, alignment: alignment)
    }
}
