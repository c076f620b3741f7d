import Testing
import Raster
@testable import PixelDiff
import Values

/// The diff image in pixelmatch's style.
@Suite struct DiffImageTests {
    func pair() -> (RGBAImage, RGBAImage) {
        let a = TestImages.filled(5, 5, TestImages.grey(200))
        var b = a
        b.set(1, 1, TestImages.grey(20))   // darker in actual
        b.set(3, 3, RGBAColor(r: 255, g: 255, b: 255)) // lighter in actual... 200 -> 255 is 55 levels
        return (a, b)
    }

    @Test func unchangedPixelsAreFaintGreyOfTheExpectedImageTruncated() throws {
        let (a, b) = pair()
        let image = try #require(PixelDiffer().compare(a, b, drawDiff: true).diffImage)
        // 255 + (200 · (0.29889531 + 0.58662247 + 0.11448223) − 255) · 0.1 = 249.5000001 → 249
        #expect(image[0, 0] == RGBAColor(r: 249, g: 249, b: 249, a: 255))
    }

    @Test func differencesAreDiffColourAndDarkerOnesAltColour() throws {
        let (a, b) = pair()
        let options = DiffOptions(diffColorAlt: Color3(0, 255, 0))
        let image = try #require(PixelDiffer(options: options).compare(a, b, drawDiff: true).diffImage)
        #expect(image[1, 1] == RGBAColor(r: 0, g: 255, b: 0, a: 255))
        #expect(image[3, 3] == RGBAColor(r: 255, g: 0, b: 0, a: 255))
    }

    @Test func withoutAltColourEveryDifferenceIsDiffColour() throws {
        let (a, b) = pair()
        let image = try #require(PixelDiffer().compare(a, b, drawDiff: true).diffImage)
        #expect(image[1, 1] == RGBAColor(r: 255, g: 0, b: 0, a: 255))
    }

    @Test func antiAliasedPixelsAreAAColour() throws {
        var a = TestImages.filled(7, 7, TestImages.grey(255)), b = a
        for y in 0..<7 {
            for x in 0..<3 { a.set(x, y, TestImages.grey(0)); b.set(x, y, TestImages.grey(0)) }
            a.set(3, y, TestImages.grey(128)); b.set(3, y, TestImages.grey(60))
        }
        let image = try #require(PixelDiffer().compare(a, b, drawDiff: true).diffImage)
        #expect(image[3, 3] == RGBAColor(r: 255, g: 255, b: 0, a: 255))
    }

    @Test func diffMaskDrawsOnlyDifferencesOverTransparency() throws {
        let (a, b) = pair()
        let image = try #require(PixelDiffer(options: DiffOptions(diffMask: true)).compare(a, b, drawDiff: true).diffImage)
        #expect(image[0, 0] == RGBAColor.transparent)
        #expect(image[1, 1] == RGBAColor(r: 255, g: 0, b: 0, a: 255))
    }

    @Test func alphaOptionFadesTheBackgroundCopy() throws {
        let a = TestImages.filled(2, 2, TestImages.grey(0))
        let image = try #require(PixelDiffer(options: DiffOptions(alpha: 0.5)).compare(a, a, drawDiff: true).diffImage)
        // 255 + (0 − 255) · 0.5 = 127.5 → 127
        #expect(image[1, 1] == TestImages.grey(127))
    }
}
