import DesignTokens

/// SwiftUI's `@ScaledMetric`: a length that grows with the environment's Dynamic Type size as
/// the text style it is relative to does (UIKit's `UIFontMetrics(forTextStyle:).scaledValue(for:)`:
/// the value times the style's size in the category over its size at Large, unrounded).
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: Sendable where Value: Sendable {
    private let base: Value
    private let textStyle: Font.TextStyle

    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
        base = wrappedValue
        self.textStyle = textStyle
    }

    public init(wrappedValue: Value) { self.init(wrappedValue: wrappedValue, relativeTo: .body) }

    public var wrappedValue: Value {
        base * Value(EnvironmentValues.current.dynamicTypeSize.textSize.factor(forTextStyle: textStyle.dynamicTypeRow))
    }
}

extension Font.TextStyle {
    /// This style's row of the Dynamic Type table (`TextSize.sizes`: largeTitle … caption2;
    /// headline grows as body does).
    var dynamicTypeRow: Int {
        switch self {
        case .largeTitle: 0
        case .title: 1
        case .title2: 2
        case .title3: 3
        case .headline, .body: 4
        case .callout: 5
        case .subheadline: 6
        case .footnote: 7
        case .caption: 8
        case .caption2: 9
        }
    }
}
