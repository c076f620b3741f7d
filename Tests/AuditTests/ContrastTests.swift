import Testing
import Values
@testable import Audit

@Suite struct ContrastTests {
    @Test func blackOnWhiteIsTwentyOne() {
        #expect(Contrast.ratio(.black, .white) == 21)
        #expect(Contrast.ratio(.white, .white) == 1)
    }

    /// The linear segment below 0.04045 (10/255 = 0.0392) and the curve above it (11/255 = 0.0431).
    @Test func luminanceUsesTheSRGBThreshold() {
        #expect(Contrast.linear(10) == (10.0 / 255) / 12.92)
        #expect(abs(Contrast.linear(11) - 0.0033465) < 1e-6)
    }

    /// #767676 on white is the classic 4.54:1, #777777 is 4.48:1: the pair straddles 4.5.
    @Test func knownPairs() {
        #expect(Contrast.formatted(Contrast.ratio(RGBAColor(0x767676), .white)) == "4.54")
        #expect(Contrast.formatted(Contrast.ratio(RGBAColor(0x777777), .white)) == "4.47")
    }

    @Test func formattingTruncates() {
        #expect(Contrast.formatted(2.999) == "2.99")
        #expect(Contrast.formatted(4.5) == "4.50")
        #expect(Contrast.formatted(21) == "21.00")
    }

    @Test func largeText() {
        #expect(AuditOptions.isLarge(size: 24, weight: 400))
        #expect(!AuditOptions.isLarge(size: 23.99, weight: 400))
        #expect(AuditOptions.isLarge(size: 18.66, weight: 700))
        #expect(!AuditOptions.isLarge(size: 18.66, weight: 600))
        #expect(!AuditOptions.isLarge(size: 18.65, weight: 700))
    }
}
