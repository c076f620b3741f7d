import Testing
@testable import Typesetting

/// The line box height equals the token's line height, and the baseline sits where Chromium puts it:
/// A = round(ascent·size·S), D = round(descent·size·S), baseline = floor((lineHeight·S − A − D)/2) + A,
/// with Lexend Deca's ascent 1.0 and descent 0.25. Expected baselines worked out by hand:
///   12/18: 1x A12 D3  → 1 + 12 = 13;   2x A24 D6  → 3 + 24 = 27
///   14/20: 1x A14 D4  → 1 + 14 = 15;   2x A28 D7  → 2 + 28 = 30
///   18/18: 1x A18 D5  → −3 + 18 = 15;  2x A36 D9  → −5 + 36 = 31
///   24/28: 1x A24 D6  → −1 + 24 = 23;  2x A48 D12 → −2 + 48 = 46
struct LineBoxTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let size: Double, lineHeight: Double, scale: Double, baseline: Int
        var testDescription: String { "\(Int(size))/\(Int(lineHeight)) @\(Int(scale))x" }
    }

    static let cases: [Case] = [
        Case(size: 12, lineHeight: 18, scale: 1, baseline: 13), Case(size: 12, lineHeight: 18, scale: 2, baseline: 27),
        Case(size: 14, lineHeight: 20, scale: 1, baseline: 15), Case(size: 14, lineHeight: 20, scale: 2, baseline: 30),
        Case(size: 18, lineHeight: 18, scale: 1, baseline: 15), Case(size: 18, lineHeight: 18, scale: 2, baseline: 31),
        Case(size: 24, lineHeight: 28, scale: 1, baseline: 23), Case(size: 24, lineHeight: 28, scale: 2, baseline: 46),
    ]

    @Test(arguments: cases)
    func baselineAndHeightFollowTheRule(_ c: Case) throws {
        let layout = try TestFonts.typesetter.layout("Label", style: TestFonts.lexend(c.size, lineHeight: c.lineHeight), scale: c.scale)
        #expect(layout.height == c.lineHeight)
        #expect(layout.lines.count == 1)
        #expect(layout.lines[0].deviceBaseline == c.baseline)
        #expect(layout.firstBaseline == Double(c.baseline) / c.scale)
        #expect(layout.measurement.height == c.lineHeight)
    }

    @Test func fontMetricsComeFromTheFile() throws {
        let face = try TestFonts.registry.resolve(FontRequest(family: "Lexend Deca")).face
        #expect(face.ascent == 1.0)
        #expect(face.descent == 0.25)
        #expect(face.unitsPerEm == 1000)
    }

    @Test func glyphBaselinesLandOnWholeDevicePixels() throws {
        let layout = try TestFonts.typesetter.layout("Baseline", style: TestFonts.lexend(14, lineHeight: 20), scale: 1.5)
        let masks = GlyphRasterizer().masks(for: layout, at: .init(0, 0.3))
        // The top is rounded to the grid (0.45 → 0); "B" has no descender, so its ink ends on the baseline row.
        let b = try #require(masks.first)
        #expect(b.top + b.height == layout.lines[0].deviceBaseline)
    }
}
