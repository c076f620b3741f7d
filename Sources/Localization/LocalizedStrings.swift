/// The strings one render draws: the team's catalog (nil when none is in play), the locale of the
/// render, and where keys without a translation are recorded. Every text of a description
/// (`text: {key: …}`) and every `Text("key")` of a view is resolved through it, so both draw the
/// same value for the same key.
package struct LocalizedStrings: Sendable {
    package var catalog: StringCatalog?
    package var locale: LocaleIdentifier
    package var coverage: StringCoverage?

    /// `locale` nil: the catalog's source language, else English (how a number is written when
    /// no language was asked for).
    package init(catalog: StringCatalog?, locale: String?, coverage: StringCoverage? = nil) {
        self.catalog = catalog
        self.locale = LocaleIdentifier(locale ?? catalog?.sourceLanguage ?? "en")
        self.coverage = coverage
    }

    /// The text drawn for `key` with `arguments`: the locale's value (the source language's when
    /// it has none, recorded as missing), or, for a key the catalog lacks or with no catalog, the
    /// key itself with its specifiers filled in the locale (`%lld` of 1000: "1,000" in en,
    /// "1.000" in de), as iOS draws a key it cannot find.
    package func text(for key: String, arguments: [FormatArgument] = []) throws(LocalizationError) -> String {
        if arguments.isEmpty, catalog?.entries[key] == nil {
            // A key without values that the catalog lacks is drawn as written ("100%" stays so).
            if let catalog { coverage?.record(key: key, locale: locale, catalog: catalog) }
            return key
        }
        let resolved = try (catalog ?? StringCatalog(file: "", sourceLanguage: locale.identifier)).resolve(key, arguments: arguments, locale: locale)
        if resolved.isMissing, let catalog { coverage?.record(key: key, locale: locale, catalog: catalog) }
        return resolved.text
    }

    /// The text drawn for `key` written with a default value (Foundation's
    /// `String(localized: "cart.count", defaultValue: "\(n) items")`): the catalog's value of `key`,
    /// or, for a key the catalog lacks (or with no catalog), `defaultValue` with its specifiers
    /// filled in the locale — the source text Xcode writes into the catalog for the key.
    package func text(for key: String, defaultValue: String, arguments: [FormatArgument] = []) throws(LocalizationError) -> String {
        if let catalog, catalog.entries[key] != nil { return try text(for: key, arguments: arguments) }
        if let catalog { coverage?.record(key: key, locale: locale, catalog: catalog) }
        return try LocalizedStrings(catalog: nil, locale: locale.identifier).text(for: defaultValue, arguments: arguments)
    }
}
