/// A team's localized strings, read from a String Catalog (`.xcstrings`) or from `.strings` /
/// `.stringsdict` files: for each key, its value per language. The one model every reader fills
/// and `StringCatalog.resolve` reads.
package struct StringCatalog: Sendable {
    /// The file (or folder of `.lproj` folders) it was read from, for messages.
    package var file: String
    /// The language the keys are written in; its values are drawn where a translation is missing.
    package var sourceLanguage: String
    /// Keys in file order.
    package var keys: [String]
    package var entries: [String: Entry]

    package init(file: String, sourceLanguage: String, keys: [String] = [], entries: [String: Entry] = [:]) {
        self.file = file; self.sourceLanguage = sourceLanguage; self.keys = keys; self.entries = entries
    }

    /// One key.
    package struct Entry: Sendable {
        package var key: String
        /// By language (`de`, `pt-BR`).
        package var localizations: [String: Localization]
        /// `shouldTranslate: false`: the same in every language, never reported missing.
        package var shouldTranslate: Bool
        /// Where the key is, for messages.
        package var line: Int

        package init(key: String, localizations: [String: Localization] = [:], shouldTranslate: Bool = true, line: Int = 0) {
            self.key = key; self.localizations = localizations; self.shouldTranslate = shouldTranslate; self.line = line
        }
    }

    /// A key's value in one language, and the substitutions its value refers to.
    package struct Localization: Sendable {
        package var value: Variation
        package var substitutions: [String: Substitution]

        package init(value: Variation, substitutions: [String: Substitution] = [:]) {
            self.value = value; self.substitutions = substitutions
        }
    }

    /// A value, or a choice of values by plural category or device.
    /// Not `indirect`: its recursion already goes through a dictionary (a pointer), and
    /// LeakSanitizer cannot follow a pointer to an indirect case's box, so the catalogs the
    /// process-wide cache holds were reported as leaked (docs/RELIABILITY.md, Sanitizers).
    package enum Variation: Sendable {
        case unit(StringUnit)
        case plural([PluralCategory: Variation])
        /// By device (`iphone`, `ipad`, `mac`, `other`, …): Pixelproof draws iPhone screens.
        case device([String: Variation])
    }

    /// `stringUnit { state, value }`, its value read as a format string.
    package struct StringUnit: Sendable {
        /// `translated`, `needs_review`, `new`, `stale`.
        package var state: String
        package var value: String
        package var format: FormatString
        package var line: Int
        package var column: Int

        package init(state: String = "translated", value: String, format: FormatString, line: Int = 0, column: Int = 0) {
            self.state = state; self.value = value; self.format = format; self.line = line; self.column = column
        }
    }

    /// `%#@name@`: a plural choice over one argument, inside a longer value.
    package struct Substitution: Sendable {
        /// 1-based; nil: the reference's position in the value decides (`.stringsdict`).
        package var argumentNumber: Int?
        /// The argument's conversion without `%` (`lld`, `d`, `@`, `f`).
        package var formatSpecifier: String
        package var plural: [PluralCategory: StringUnit]

        package init(argumentNumber: Int?, formatSpecifier: String, plural: [PluralCategory: StringUnit]) {
            self.argumentNumber = argumentNumber; self.formatSpecifier = formatSpecifier; self.plural = plural
        }
    }

    /// The languages the catalog has any value in, the source language first.
    package var languages: [String] {
        var seen = Set([sourceLanguage])
        var more: [String] = []
        for key in keys { for language in (entries[key]?.localizations.keys.sorted() ?? []) where seen.insert(language).inserted { more.append(language) } }
        return [sourceLanguage] + more.sorted()
    }
}
