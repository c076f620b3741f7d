import BuiltInComponents
import DescriptionFormat
import SceneBuilding
import DesignTokens
import Layout
import PixelproofUICore

/// One axis value of a snapshot's variant, as `pixelproof test --variants` has them:
/// `assertSnapshot(of: view, named: "row", variants: [.textSize(.AX3), .direction(.rightToLeft)])`
/// checks the golden `row.AX3.rtl@2x.png`.
public enum SnapshotVariant: Hashable, Sendable {
    case textSize(TextSize)
    case direction(Layout::ReadingDirection)
    case pseudoLocale(PseudoLocale)
    /// Light or dark, as a SwiftUI view sees it in `@Environment(\.colorScheme)` (and its
    /// `Color("name")`s pick their appearance by); a description picks dark by a token context.
    case colorScheme(ColorScheme)
    /// A language (`"de"`, `"ar"`, `"pt-BR"`): the catalog's translations, the locale's plural
    /// rules, number and date formats, and its direction (Arabic mirrors); golden `card.de@2x.png`.
    case locale(String)

    /// The variant these values make (the default for the axes not given); the colour scheme is
    /// the view's environment, read by `colorScheme(_:)`.
    public static func variant(_ values: [SnapshotVariant]) -> Variant {
        values.reduce(into: Variant.default) { variant, value in
            switch value {
            case let .textSize(size): variant.textSize = size
            case let .direction(direction): variant.direction = direction
            case let .pseudoLocale(locale): variant.pseudoLocale = locale
            case let .locale(locale): variant.locale = locale
            case .colorScheme: break
            }
        }
    }

    /// The colour scheme these values ask for (light when none does).
    public static func colorScheme(_ values: [SnapshotVariant]) -> ColorScheme {
        values.reduce(ColorScheme.light) { scheme, value in
            if case let .colorScheme(chosen) = value { return chosen }
            return scheme
        }
    }

    /// Appended to a golden's name: the variant's suffix (`.AX3.rtl`), then `.dark` in the dark
    /// scheme, the place a `theme=dark` token context takes in a description's golden name.
    public static func fileSuffix(_ values: [SnapshotVariant]) -> String {
        variant(values).fileSuffix + (colorScheme(values) == .dark ? ".dark" : "")
    }

    /// Every combination of the values given per axis, the default first where listed first:
    /// `SnapshotVariant.matrix(textSizes: [.large, .AX3], directions: [.leftToRight, .rightToLeft])`.
    public static func matrix(textSizes: [TextSize] = [.default], directions: [Layout::ReadingDirection] = [.leftToRight],
                              pseudoLocales: [PseudoLocale] = [PseudoLocale.none],
                              colorSchemes: [ColorScheme] = [.light], locales: [String?] = [nil]) -> [[SnapshotVariant]] {
        colorSchemes.flatMap { scheme in
            textSizes.flatMap { size in
                directions.flatMap { direction in
                    pseudoLocales.flatMap { pseudo in
                        locales.map { locale in
                            [.textSize(size), .direction(direction), .pseudoLocale(pseudo), .colorScheme(scheme)] + (locale.map { [.locale($0)] } ?? [])
                        }
                    }
                }
            }
        }
    }
}

extension Array where Element == [SnapshotVariant] {
    /// Light and dark at the Large and AX3 text sizes: the four pictures a shared component is
    /// checked in (`assertSnapshot(of: card, named: "card", variants: .matrix)`).
    public static var matrix: [[SnapshotVariant]] { SnapshotVariant.matrix(textSizes: [.large, .AX3], colorSchemes: [.light, .dark]) }

    /// One picture per language (`assertSnapshot(of: card, named: "card", variants: .locales(["de", "ar"]))`
    /// checks `card.de@2x.png` and `card.ar@2x.png`).
    public static func locales(_ locales: [String]) -> [[SnapshotVariant]] { locales.map { [.locale($0)] } }

    /// `.matrix` in each of the team's languages: light and dark at Large and AX3, per locale.
    public static func matrix(locales: [String]) -> [[SnapshotVariant]] {
        SnapshotVariant.matrix(textSizes: [.large, .AX3], colorSchemes: [.light, .dark], locales: locales)
    }
}
