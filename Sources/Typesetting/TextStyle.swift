import Foundation

/// An OpenType feature switched on or off for a run, e.g. `tnum`, `-liga`, `kern=0`, `ss01=2`.
package struct FontFeature: Hashable, Sendable, CustomStringConvertible {
    package var tag: String
    package var value: UInt32

    package init(_ tag: String, value: UInt32 = 1) { self.tag = tag; self.value = value }

    /// Parses CSS / HarfBuzz feature syntax: `tnum`, `+tnum`, `-liga`, `kern=0`. Nil when malformed.
    package init?(parsing text: String) {
        var s = Substring(text.trimmingCharacters(in: .whitespaces))
        var value: UInt32 = 1
        if s.hasPrefix("-") { value = 0; s = s.dropFirst() } else if s.hasPrefix("+") { s = s.dropFirst() }
        if let eq = s.firstIndex(of: "=") {
            guard let v = UInt32(s[s.index(after: eq)...]) else { return nil }
            value = v; s = s[..<eq]
        }
        guard s.count == 4, s.unicodeScalars.allSatisfy({ $0.isASCII && $0.value > 32 }) else { return nil }
        tag = String(s); self.value = value
    }

    package var description: String { value == 1 ? tag : "\(tag)=\(value)" }
}

/// How a run of text looks, in logical px: the inputs of a CSS inline formatting context.
package struct TextStyle: Hashable, Sendable {
    package var family: String
    package var weight: Double
    package var size: Double
    /// The line box height (CSS `line-height` in px).
    package var lineHeight: Double
    /// Extra advance after every character (CSS `letter-spacing` in px); may be negative.
    package var letterSpacing: Double
    package var features: [FontFeature]
    /// An italic face asked for; a family without one is slanted when drawn (as iOS synthesizes
    /// an oblique), see `GlyphRun.isSynthesizedOblique`.
    package var italic = false
    /// How far the glyphs sit above the line's baseline (negative: below), logical px: SwiftUI's
    /// `baselineOffset`. The line's baseline itself does not move.
    package var baselineOffset = 0.0
    /// Space between one line box and the next, none after the last: how iOS stacks the lines of
    /// a paragraph (TextKit's line spacing), where a line is as tall as the font and the text
    /// style's leading is the distance between baselines (`SystemFont`). CSS line boxes have 0.
    package var lineSpacing: Double

    package init(family: String = FontLocations.bundledFamily, weight: Double = 400, size: Double,
                lineHeight: Double, letterSpacing: Double = 0, features: [FontFeature] = [], lineSpacing: Double = 0) {
        self.family = family; self.weight = weight; self.size = size
        self.lineHeight = lineHeight; self.letterSpacing = letterSpacing; self.features = features
        self.lineSpacing = lineSpacing
    }

    package var request: FontRequest { FontRequest(family: family, weight: weight, italic: italic) }

    /// The same style with every length multiplied by `factor` (SwiftUI's `minimumScaleFactor`).
    package func scaled(by factor: Double) -> TextStyle {
        var copy = self
        copy.size *= factor; copy.lineHeight *= factor; copy.letterSpacing *= factor; copy.baselineOffset *= factor
        copy.lineSpacing *= factor
        return copy
    }

    func validate() throws(FontError) {
        guard size.isFinite, size >= 0.5, size <= 2048 else { throw .invalidSize(size) }
        guard weight.isFinite else { throw .invalidValue(name: "font weight", value: weight) }
        guard letterSpacing.isFinite, abs(letterSpacing) <= 10_000 else { throw .invalidValue(name: "letter spacing", value: letterSpacing) }
        guard lineHeight.isFinite, lineHeight > 0, lineHeight <= 65536 else { throw .invalidLineHeight(lineHeight) }
        guard baselineOffset.isFinite, abs(baselineOffset) <= 10_000 else { throw .invalidValue(name: "baseline offset", value: baselineOffset) }
        guard lineSpacing.isFinite, abs(lineSpacing) <= 65536 else { throw .invalidValue(name: "line spacing", value: lineSpacing) }
    }
}
