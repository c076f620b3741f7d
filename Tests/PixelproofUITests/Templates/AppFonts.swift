#if canImport(SwiftUI)
import SwiftUI
#else
import PixelproofUI
#endif

public extension Font {
    static let dsDisplay = Font.system(.largeTitle, design: .rounded).weight(.bold)
    static let dsTitle = Font.system(.title3, design: .default).weight(.semibold)
    static let dsHeadline = Font.system(.headline, design: .default).weight(.semibold)
    static let dsBody = Font.system(.body, design: .default)
    static let dsBodySecondary = Font.system(.callout, design: .default)
    static let dsLabel = Font.system(.subheadline, design: .default).weight(.medium)
    static let dsCaption = Font.system(.caption, design: .default)

    static let dsNumericEmphasis = Font.system(.title3, design: .monospaced).weight(.semibold)
    static let dsNumericBody = Font.system(.body, design: .monospaced).weight(.medium)
}
