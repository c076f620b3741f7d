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
    /// The last line keeps the clusters at its end that fit and starts with the ellipsis
    /// (SwiftUI's `.truncationMode(.head)`).
    case head
    /// The last line keeps clusters from its start and from its end, the budget shared half and
    /// half (the start gets what the end leaves), with the ellipsis between them (`.middle`).
    case middle
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
    /// Extra space between one line's box and the next, logical px (SwiftUI's `lineSpacing`; not
    /// added above the first line nor below the last).
    package var lineSpacing = 0.0
    /// Text that would be truncated is first drawn smaller, down to this fraction of its size
    /// (SwiftUI's `minimumScaleFactor`); 1: never.
    package var minimumScaleFactor = 1.0
    /// Text that would be truncated may first have its letters drawn closer (SwiftUI's
    /// `allowsTightening`), by at most `TextLayoutOptions.tighteningLimit` em per character.
    package var allowsTightening = false

    /// How far `allowsTightening` may pull letters together: 5 % of the font size per character.
    /// Apple does not publish its limit; this is the order of the tightening UIKit shows.
    package static let tighteningLimit = 0.05

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
