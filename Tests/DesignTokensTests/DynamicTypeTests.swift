import Testing
@testable import DesignTokens

/// Swift callers get the same Dynamic Type scaling as descriptions (Apple's iOS size table).
@Suite struct DynamicTypeTests {
    /// 12 pt follows caption1: 12 at Large, 32 at AX3, 11 at xSmall.
    @Test func tokensScaleByTheirTextStyle() {
        let ax3 = IDSTypography.bodyRegular.scaled(for: .AX3)
        #expect(ax3.size == 32 && ax3.lineHeight == 48)
        #expect(IDSTypography.bodyRegular.scaled(for: .large) == IDSTypography.bodyRegular)
        #expect(IDSTypography.bodyRegular.scaled(for: .xSmall).size == 11)
        // 24 pt follows title2 (22–27.99): 22 at Large, 56 at AX5, so 24 × 56 / 22.
        #expect(IDSTypography.headline.scaled(for: .AX5).size == 24.0 * 56 / 22)
    }

    @Test func everySizeFindsItsTextStyle() {
        #expect(TextSize.textStyle(forSizeAtLarge: 34) == 0)      // largeTitle
        #expect(TextSize.textStyle(forSizeAtLarge: 17) == 4)      // body
        #expect(TextSize.textStyle(forSizeAtLarge: 14.99) == 7)   // footnote
        #expect(TextSize.textStyle(forSizeAtLarge: 10) == 9)      // caption2
        #expect(TextSize.allCases.count == 12 && TextSize.sizes.allSatisfy { $0.count == 12 })
    }
}
