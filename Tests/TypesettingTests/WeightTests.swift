import Testing
import Raster
@testable import Typesetting

/// Weight 600 strokes are wider than 400: same glyphs, more ink, and a wider stem of "l".
struct WeightTests {
    func masks(_ text: String, weight: Double) throws -> [Raster.CoverageMask] {
        let layout = try TestFonts.typesetter.layout(text, style: TestFonts.lexend(32, weight: weight))
        return GlyphRasterizer().masks(for: layout, at: .init(0, 0))
    }

    @Test func semiBoldHasMoreInkThanRegular() throws {
        let regular = TestMaskCanvas.ink(try masks("Hamburgefonstiv", weight: 400))
        let semiBold = TestMaskCanvas.ink(try masks("Hamburgefonstiv", weight: 600))
        #expect(Double(semiBold) > Double(regular) * 1.15)
    }

    @Test func semiBoldStemIsWider() throws {
        // Ink across the middle row of "l", in px: the stem width.
        func stem(_ weight: Double) throws -> Double {
            let m = try #require(try masks("l", weight: weight).first)
            let row = m.height / 2
            return Double(m.coverage[(row * m.width)..<((row + 1) * m.width)].reduce(0) { $0 + Int($1) }) / 255
        }
        let regular = try stem(400), semiBold = try stem(600)
        #expect(semiBold > regular + 0.5, "stem 400: \(regular) px, 600: \(semiBold) px")
    }
}
