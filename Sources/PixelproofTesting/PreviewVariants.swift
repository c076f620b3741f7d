import DescriptionFormat
import DescriptionModel
import PixelproofUICore

/// The pictures a preview is drawn in for a list of variants: each variant with the preview's
/// own environment on top, so an axis the preview sets itself is not varied. A variant axis is
/// the preview's when its modifiers give the same value whatever the variant says; such an axis
/// drops out of the golden's suffix, and variants that then name the same picture are drawn once.
enum PreviewVariants {
    struct Picture {
        /// `.AX3.dark`: the golden name's suffix, without the axes the preview sets.
        var suffix: String
        var variant: Variant
        var colorScheme: ColorScheme
    }

    static func pictures(of part: PreviewPart, variants: [[SnapshotVariant]]) -> [Picture] {
        let setsScheme = fixed(part) { $0.colorScheme = $1 ? .dark : .light } read: { $0.colorScheme }
        let setsSize = fixed(part) { $0.dynamicTypeSize = $1 ? .accessibility3 : .large } read: { $0.dynamicTypeSize }
        let setsDirection = fixed(part) { $0.layoutDirection = $1 ? .rightToLeft : .leftToRight } read: { $0.layoutDirection }
        var seen: Set<String> = []
        return variants.compactMap { values in
            let kept = values.filter { value in
                switch value {
                case .colorScheme: !setsScheme
                case .textSize: !setsSize
                case .direction: !setsDirection
                case .pseudoLocale, .locale: true
                }
            }
            let suffix = SnapshotVariant.fileSuffix(kept)
            guard seen.insert(suffix).inserted else { return nil }
            var variant = SnapshotVariant.variant(values)
            var base = EnvironmentValues()
            base.colorScheme = SnapshotVariant.colorScheme(values)
            base.dynamicTypeSize = DynamicTypeSize(variant.textSize)
            base.layoutDirection = variant.direction == .rightToLeft ? .rightToLeft : .leftToRight
            let inside = part.environment(from: base)
            variant.textSize = inside.dynamicTypeSize.textSize
            variant.direction = inside.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
            return Picture(suffix: suffix, variant: variant, colorScheme: inside.colorScheme)
        }
    }

    /// Whether the preview's environment gives the same value of an axis from both of its ends.
    private static func fixed<Value: Equatable>(_ part: PreviewPart, set: (inout EnvironmentValues, Bool) -> Void,
                                                read: (EnvironmentValues) -> Value) -> Bool {
        var low = EnvironmentValues(), high = EnvironmentValues()
        set(&low, false)
        set(&high, true)
        return read(part.environment(from: low)) == read(part.environment(from: high))
    }
}
