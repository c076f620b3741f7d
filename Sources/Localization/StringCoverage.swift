import Synchronization

/// What a run learned about its catalogs' coverage: for each catalog and locale drawn, the keys
/// drawn without a translation (or missing from the catalog altogether). The run prints one line
/// per language from it, and `--strict-strings` fails on any missing key.
package final class StringCoverage: Sendable {
    private struct State {
        var catalogs: [String: StringCatalog] = [:]
        /// catalog file → locale → keys drawn untranslated, in the order first drawn.
        var drawn: [String: [LocaleIdentifier: [String]]] = [:]
    }
    private let state = Mutex(State())

    package init() {}

    /// Notes that `locale` drew `catalog` (so its line is printed even when nothing was missing).
    package func note(locale: LocaleIdentifier, catalog: StringCatalog) {
        state.withLock { s in
            s.catalogs[catalog.file] = catalog
            if s.drawn[catalog.file]?[locale] == nil { s.drawn[catalog.file, default: [:]][locale] = [] }
        }
    }

    package func record(key: String, locale: LocaleIdentifier, catalog: StringCatalog) {
        state.withLock { s in
            s.catalogs[catalog.file] = catalog
            var keys = s.drawn[catalog.file]?[locale] ?? []
            if !keys.contains(key) { keys.append(key) }
            s.drawn[catalog.file, default: [:]][locale] = keys
        }
    }

    /// One language's coverage in one catalog: the catalog's own count of translated keys, and
    /// the keys it lacks — those untranslated in the catalog, then those drawn that the catalog
    /// has no entry for at all.
    package struct Line: Hashable, Sendable, CustomStringConvertible {
        package var catalog: String
        package var locale: LocaleIdentifier
        package var translated: Int
        package var total: Int
        package var missing: [String]

        /// `strings de: 41 of 42 translated; missing: cart.total (Localizable.xcstrings)`.
        package var description: String {
            let head = "strings \(locale.identifier): \(translated) of \(total) translated"
            return (missing.isEmpty ? head : head + "; missing: " + missing.joined(separator: ", ")) + " (\(catalog))"
        }
    }

    /// A line per catalog and locale drawn, by catalog then locale, the source language left out
    /// (it is complete by definition).
    package var lines: [Line] {
        state.withLock { s in
            s.drawn.keys.sorted().flatMap { file -> [Line] in
                let catalog = s.catalogs[file]!
                return s.drawn[file]!.keys.sorted().compactMap { locale -> Line? in
                    let untranslated = catalog.missingKeys(for: locale)
                    let absent = (s.drawn[file]![locale] ?? []).filter { catalog.entries[$0] == nil }
                    let total = catalog.keys.filter { catalog.entries[$0]?.shouldTranslate ?? false }.count
                    if untranslated.isEmpty, absent.isEmpty, locale.language == catalog.sourceLanguage.lowercased().split(separator: "-").first.map(String.init) {
                        return nil
                    }
                    return Line(catalog: file, locale: locale, translated: total - untranslated.count, total: total, missing: untranslated + absent)
                }
            }
        }
    }

    /// Whether any language drawn lacks a key.
    package var hasMissing: Bool { lines.contains { !$0.missing.isEmpty } }
}
