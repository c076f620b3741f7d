import Components
import DesignTokens
import Layout

/// One axis value of a snapshot's variant, as `pixelproof test --variants` has them:
/// `assertSnapshot(of: view, named: "row", variants: [.textSize(.AX3), .direction(.rightToLeft)])`
/// checks the golden `row.AX3.rtl@2x.png`.
public enum SnapshotVariant: Hashable, Sendable {
    case textSize(TextSize)
    case direction(LayoutDirection)
    case pseudoLocale(PseudoLocale)

    /// The variant these values make (the default for the axes not given).
    public static func variant(_ values: [SnapshotVariant]) -> Variant {
        values.reduce(into: Variant.default) { variant, value in
            switch value {
            case let .textSize(size): variant.textSize = size
            case let .direction(direction): variant.direction = direction
            case let .pseudoLocale(locale): variant.pseudoLocale = locale
            }
        }
    }

    /// Every combination of the values given per axis, the default first where listed first:
    /// `SnapshotVariant.matrix(textSizes: [.large, .AX3], directions: [.leftToRight, .rightToLeft])`.
    public static func matrix(textSizes: [TextSize] = [.default], directions: [LayoutDirection] = [.leftToRight],
                              pseudoLocales: [PseudoLocale] = [PseudoLocale.none]) -> [[SnapshotVariant]] {
        textSizes.flatMap { size in
            directions.flatMap { direction in
                pseudoLocales.map { locale in [.textSize(size), .direction(direction), .pseudoLocale(locale)] }
            }
        }
    }
}
