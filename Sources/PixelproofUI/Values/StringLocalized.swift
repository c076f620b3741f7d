import Localization

extension String {
    /// `String(localized: "cart.title")`, `String(localized: "\(count) items")`: the key resolved
    /// as `Text` resolves it, in the environment of the view whose body is being drawn (its
    /// locale and catalog). Outside a render — a value computed when the view is made — it is
    /// resolved in the source language of the catalog `PIXELPROOF_STRINGS` names, else written
    /// as the key with its values filled in English. (Foundation on Linux has no
    /// `String(localized:)`; on Apple platforms this is Foundation's.)
    public init(localized key: LocalizedStringKey, table: String? = nil, bundle: Bundle? = nil, locale: Locale? = nil, comment: StaticString? = nil) {
        let environment = Self.localizationEnvironment(locale)
        self = (try? key.resolved(in: environment)) ?? key.text
    }

    /// `String(localized: "a11y.add", defaultValue: "Add \(count) items")`: a key that is not the
    /// text, as teams write for accessibility labels and long strings. The catalog's value of the
    /// key (filled with the default value's interpolations) in the environment `String(localized:)`
    /// resolves in; for a key the catalog lacks, the default value, filled as the locale writes it.
    public init(localized key: StaticString, defaultValue: LocalizedStringKey, table: String? = nil, bundle: Bundle? = nil,
                locale: Locale? = nil, comment: StaticString? = nil) {
        let environment = Self.localizationEnvironment(locale)
        self = (try? defaultValue.resolved(asDefaultValueOf: "\(key)", in: environment)) ?? defaultValue.text
    }

    /// The environment of the view whose body is being drawn, else one with the catalog
    /// `PIXELPROOF_STRINGS` names; `locale` over it when given.
    private static func localizationEnvironment(_ locale: Locale?) -> EnvironmentValues {
        var environment = EnvironmentValues.current
        if environment.strings == nil, let path = StringCatalog.locate(explicit: nil) {
            environment.strings = try? StringCatalog.cached(at: path)
        }
        if let locale { environment.locale = locale }
        return environment
    }
}
