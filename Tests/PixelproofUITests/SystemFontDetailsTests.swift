import Pixelproof
import PixelproofUI
import Testing

/// The system font's details measured on iOS references of known SwiftUI source (docs/TEXT.md,
/// "Italic, underline, strikethrough and titles on iOS"): SF Pro's italic is its upright slanted
/// 12°, its underline and strikethrough sit on whole device pixels where SF Pro puts them, and
/// titles are drawn in SF Pro's Display optical size, which Inter Display stands in for.
@Suite struct SystemFontDetailsTests {
    /// Ink on white: how far a pixel is from white (0 … 255).
    static func ink(_ p: Pixmap, _ x: Int, _ y: Int) -> Int {
        let c = p[x, y]
        return 255 - Int(min(c.r, c.g, c.b))
    }

    static func pixmap(_ view: some View, scale: Int, textSize: TextSize = .large) throws -> Pixmap {
        try Renderer(scale: scale).pixmap(of: view.fixedSize().background(Color.white), width: 600,
                                          variant: Variant(textSize: textSize))
    }

    /// The leftmost and rightmost inked columns, in device px.
    static func inkColumns(_ p: Pixmap) -> ClosedRange<Int>? {
        let columns = (0..<p.width).filter { x in (0..<p.height).contains { ink(p, x, $0) > 60 } }
        guard let first = columns.first, let last = columns.last else { return nil }
        return first...last
    }

    /// iOS draws `.italic()` of the system font in SF Pro's italic, its upright slanted 12° (tan
    /// 0.2125, measured on the "T" and "i" stems of gonzalezreal/swift-markdown-ui's
    /// `testInlines.1.png` and the "T" of bitwarden/authenticator-ios's italic "Title"). Inter's
    /// own italic slants 9.4°, so the stand-in slants its upright face as SF Pro's italic does.
    @Test func italicIsTheUprightSlantedTwelveDegrees() throws {
        let p = try Self.pixmap(Text("l").italic().font(.system(size: 100)).padding(20), scale: 1)
        var rows: [(y: Double, x: Double)] = []
        for y in 0..<p.height {
            var mass = 0.0, moment = 0.0
            for x in 0..<p.width { let w = Double(Self.ink(p, x, y)); mass += w; moment += w * Double(x) }
            if mass > 0 { rows.append((Double(y), moment / mass)) }
        }
        // The stem's middle half (clear of the rounded ends).
        let n = rows.count, stem = rows[(n / 4)..<(3 * n / 4)]
        let my = stem.map(\.y).reduce(0, +) / Double(stem.count), mx = stem.map(\.x).reduce(0, +) / Double(stem.count)
        let slope = stem.map { ($0.y - my) * ($0.x - mx) }.reduce(0, +) / stem.map { ($0.y - my) * ($0.y - my) }.reduce(0, +)
        #expect(abs(-slope - 0.2126) < 0.01, "the stem leans \(-slope) px per px; SF Pro's italic 0.2126 (12°)")
    }

    /// davdroman/TextBuilder's `testSpacedTextBuilder.iOS.png` (iPhone 8, iOS 15, @2x, body at
    /// Large): `Text("Lorem").underline().foregroundColor(.blue)` has its baseline at row 32 and its
    /// underline on rows 36 and 37 exactly, in the text's blue: 2 pt below the baseline, 1 pt
    /// thick, on whole device pixels, as long as the run.
    @Test func underlineIsOnePointThickTwoPointsBelowTheBaseline() throws {
        let p = try Self.pixmap(Text("Lorem").underline().foregroundColor(.blue), scale: 2)
        let run = try #require(Self.inkColumns(p))
        for x in (run.lowerBound + 1)..<run.upperBound {
            #expect(Self.ink(p, x, 36) > 240 && Self.ink(p, x, 37) > 240, "column \(x): the underline covers rows 36 and 37")
            #expect(Self.ink(p, x, 35) == 0 && Self.ink(p, x, 38) == 0, "column \(x): nothing on rows 35 and 38")
        }
        let colour = p[run.lowerBound + 2, 36]
        #expect(colour.r < 10 && colour.b == 255, "the underline is the text's blue: \(colour)")
    }

    /// gonzalezreal/swift-markdown-ui's `testInlines.1.png` (iPhone 8 layout, iOS 16, @2x, 16 pt:
    /// swift-snapshot-testing's device layouts are at Dynamic Type Medium): "~~This was mistaken
    /// text~~" has its baseline at row 472 and its strikethrough on rows 463 and 464 exactly:
    /// 3.5–4.5 pt above the baseline, 1 pt thick, on whole device pixels.
    @Test func strikethroughIsOnePointThickFourPointsAboveTheBaseline() throws {
        let p = try Self.pixmap(Text("This was mistaken text").strikethrough().font(.system(size: 16)), scale: 2)
        // The baseline: SF Pro's ascender, 1950/2048 of 16 pt, at 2x: row 30.
        let baseline = 30
        let run = try #require(Self.inkColumns(p))
        let full = { (y: Int) in ((run.lowerBound + 1)..<run.upperBound).allSatisfy { Self.ink(p, $0, y) > 240 } }
        #expect(full(baseline - 9) && full(baseline - 8), "the strikethrough covers rows 21 and 22 edge to edge")
        #expect(!full(baseline - 10) && !full(baseline - 7), "and no other row")
    }

    /// bitwarden/authenticator-ios's `test_snapshot_styleGuideFont.1.png` (iPhone 13, @3x,
    /// Dynamic Type Medium, 2024): "Title" in `.title` (27 pt) is 48.0 pt of ink wide, "Large Title"
    /// in `.largeTitle` (33 pt) 144.3 pt, "Title 3" in `.title3` (19 pt) 51.0 pt. Inter is 13.5 %
    /// and 14.6 % too wide at the titles' sizes; SF Pro's Display optical size, and Inter Display
    /// standing in for it, are not.
    @Test func titlesAreDrawnInTheDisplayOpticalSize() throws {
        func inkWidth(_ text: String, _ font: Font) throws -> Double {
            let p = try Self.pixmap(Text(text).font(font).padding(10), scale: 3, textSize: .medium)
            let run = try #require(Self.inkColumns(p))
            return Double(run.upperBound - run.lowerBound + 1) / 3
        }
        let title = try inkWidth("Title", .title), large = try inkWidth("Large Title", .largeTitle)
        #expect(abs(title - 48.0) < 1, "Title at 27 pt: \(title) pt of ink; iOS 48.0")
        #expect(abs(large - 144.3) < 4.5, "Large Title at 33 pt: \(large) pt of ink; iOS 144.3")
        let title3 = try inkWidth("Title 3", .title3)
        #expect(abs(title3 - 51.0) < 1.5, "Title 3 at 19 pt (SF Pro Text's size): \(title3) pt of ink; iOS 51.0")
    }
}
