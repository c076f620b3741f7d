import Localization

extension String {
    /// `String(localized: "cart.title")`, `String(localized: "\(count) items")`: the key resolved
    /// as `Text` resolves it, in the environment of the view whose body is being drawn (its
    /// locale and catalog). Outside a render — a value computed when the view is made — it is
    /// resolved in the source language of the catalog `PIXELPROOF_STRINGS` names, else written
    /// as the key with its values filled in English. (Foundation on Linux has no
    /// `String(localized:)`; on Apple platforms this is Foundation's.)
    public init(localized key: LocalizedStringKey, table: String? = nil, bundle: Bundle? = nil, locale: Locale? = nil, comment: StaticString? = nil) {
        var environment = EnvironmentValues.current
        if environment.strings == nil, let path = StringCatalog.locate(explicit: nil) {
            environment.strings = try? StringCatalog.cached(at: path)
        }
        if let locale { environment.locale = locale }
        self = (try? key.resolved(in: environment)) ?? key.text
    }
}
