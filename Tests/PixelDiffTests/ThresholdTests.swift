import Testing
@testable import PixelDiff

/// A pixel counts when its squared YIQ distance is strictly above 35215 · threshold².
@Suite struct ThresholdTests {
    @Test func defaultThresholdSeparatesGreySteps26And27() {
        let base = TestImages.filled(1, 1, TestImages.grey(100))
        #expect(PixelDiffer().compare(base, TestImages.filled(1, 1, TestImages.grey(126))).mismatched == 0)
        #expect(PixelDiffer().compare(base, TestImages.filled(1, 1, TestImages.grey(127))).mismatched == 1)
    }

    @Test func thresholdZeroCountsAnyChange() {
        let a = TestImages.filled(1, 1, TestImages.grey(100)), b = TestImages.filled(1, 1, TestImages.grey(101))
        #expect(PixelDiffer(options: DiffOptions(threshold: 0)).compare(a, b).mismatched == 1)
        #expect(PixelDiffer().compare(a, b).mismatched == 0)
    }

    @Test func thresholdOneCountsNothing() {
        let a = TestImages.filled(1, 1, TestImages.grey(0)), b = TestImages.filled(1, 1, TestImages.grey(255))
        #expect(PixelDiffer(options: DiffOptions(threshold: 1)).compare(a, b).mismatched == 0)
    }

    @Test func maxDeltaIs35215TimesThresholdSquared() {
        #expect(DiffOptions(threshold: 0.1).maxDelta == 35215 * 0.1 * 0.1)
    }
}
