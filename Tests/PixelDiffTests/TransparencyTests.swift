import Testing
import Raster
@testable import PixelDiff
import Values

/// Semi-transparent pixels are compared after blending over a background: pixelmatch 7.2's
/// offset-derived checkerboard by default, white with the `.white` background.
@Suite struct TransparencyTests {
    @Test func fullyTransparentPixelsNeverDifferWhateverTheirRGB() {
        let a = TestImages.filled(3, 3, RGBAColor(r: 10, g: 200, b: 30, a: 0))
        let b = TestImages.filled(3, 3, RGBAColor(r: 250, g: 0, b: 90, a: 0))
        for background in [DiffOptions.Background.checkerboard, .white] {
            #expect(PixelDiffer(options: DiffOptions(threshold: 0, background: background)).compare(a, b).mismatched == 0)
        }
    }

    @Test func faintWhiteIsInvisibleOverWhiteButNotOverTheCheckerboard() {
        let a = TestImages.filled(4, 4, RGBAColor(r: 255, g: 255, b: 255, a: 60))
        let b = TestImages.filled(4, 4, RGBAColor.transparent)
        #expect(PixelDiffer(options: DiffOptions(background: .white)).compare(a, b).mismatched == 0)
        #expect(PixelDiffer(options: DiffOptions(background: .checkerboard)).compare(a, b).mismatched > 0)
    }

    @Test func checkerboardSquareDependsOnTheByteOffset() {
        // Green and blue of the background switch between 48 and 207 along the offset k.
        // k = 0: G = B = 48; the same semi-transparent change then blends differently at other offsets.
        let background = { (k: Int) -> (Int, Int) in
            (Int(Double(k) / ColorDelta.phi) % 2, Int(Double(k) / ColorDelta.phiSquared) % 2)
        }
        #expect(background(0) == (0, 0))
        #expect(background(4) == (0, 1))
        #expect(background(8) == (0, 1))
        #expect(background(12) == (1, 0))
    }
}
