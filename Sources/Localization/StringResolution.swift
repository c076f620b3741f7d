/// A key resolved for a locale: the text drawn and whether it had to fall back.
package struct ResolvedString: Hashable, Sendable {
    package var text: String
    /// The catalog language the value came from (the source language when the locale lacks one).
    package var language: String
    /// True when the locale has no value for the key: the source language's value (or the key
    /// itself, as iOS shows a key missing from the catalog) was drawn instead.
    package var isMissing: Bool
}

extension StringCatalog {
    /// The key's value for `locale`, its plural variant chosen by the locale's rules and its
    /// conversions filled with `arguments`. A key the locale has no value for draws the source
    /// language's value, as iOS does, and says so (`isMissing`); a key not in the catalog at all
    /// draws the key itself. A value that cannot take the arguments is an error naming the key,
    /// the language and the value's line.
    package func resolve(_ key: String, arguments: [FormatArgument] = [], locale: LocaleIdentifier) throws(LocalizationError) -> ResolvedString {
        guard let entry = entries[key] else {
            let format: FormatString
            do { format = try FormatString.parse(key) } catch { throw failure(key: key, language: locale.identifier, line: 0, error) }
            return ResolvedString(text: try render(format, key: key, language: locale.identifier, line: 0, substitutions: [:], arguments: arguments, locale: locale),
                                  language: sourceLanguage, isMissing: true)
        }
        let own = localization(of: entry, for: locale)
        let chosen = own ?? entry.localizations[sourceLanguage].map { (sourceLanguage, $0) }
        let isMissing = own == nil && entry.shouldTranslate && !Self.sameLanguage(locale.language, sourceLanguage)
        guard let (language, localization) = chosen else {
            // No value even in the source language: the key is the source text (Xcode writes it so).
            let format: FormatString
            do { format = try FormatString.parse(key) } catch { throw failure(key: key, language: sourceLanguage, line: entry.line, error) }
            return ResolvedString(text: try render(format, key: key, language: sourceLanguage, line: entry.line, substitutions: [:], arguments: arguments, locale: locale),
                                  language: sourceLanguage, isMissing: isMissing)
        }
        let unit = try pick(localization.value, key: key, language: language, line: entry.line, arguments: arguments, locale: locale)
        let text = try render(unit.format, key: key, language: language, line: unit.line, substitutions: localization.substitutions, arguments: arguments, locale: locale)
        return ResolvedString(text: text, language: language, isMissing: isMissing)
    }

    /// The keys `locale` has no value for (keys marked `shouldTranslate: false` excepted), in
    /// file order: what the run's coverage line lists.
    package func missingKeys(for locale: LocaleIdentifier) -> [String] {
        guard !Self.sameLanguage(locale.language, sourceLanguage) else { return [] }
        return keys.filter { key in
            guard let entry = entries[key], entry.shouldTranslate else { return false }
            return localization(of: entry, for: locale) == nil
        }
    }

    /// `de: 41 of 42 strings translated; missing: cart.total` — one line per language a run draws.
    package func coverageLine(for locale: LocaleIdentifier) -> String {
        let missing = missingKeys(for: locale)
        let total = keys.filter { entries[$0]?.shouldTranslate ?? false }.count
        let head = "\(locale.identifier): \(total - missing.count) of \(total) strings translated"
        return missing.isEmpty ? head : head + "; missing: " + missing.joined(separator: ", ")
    }

    private func localization(of entry: Entry, for locale: LocaleIdentifier) -> (String, Localization)? {
        for candidate in locale.lookupChain {
            if let found = entry.localizations.first(where: { $0.key.lowercased() == candidate.lowercased() }) { return (found.key, found.value) }
        }
        return nil
    }

    private static func sameLanguage(_ a: String, _ b: String) -> Bool {
        a.lowercased() == String(b.split(separator: "-").first ?? "").lowercased()
    }

    private func pick(_ variation: Variation, key: String, language: String, line: Int, arguments: [FormatArgument], locale: LocaleIdentifier) throws(LocalizationError) -> StringUnit {
        switch variation {
        case .unit(let unit): return unit
        case .device(let choices):
            // Pixelproof draws iPhone screens: the iPhone's value, else the catch-all.
            guard let chosen = choices["iphone"] ?? choices["other"] else {
                throw LocalizationError(file: file, line: line, message: "key \"\(key)\" (\(language)) has device variations but none for iphone or other",
                                        fix: "add an \"iphone\" or \"other\" variation")
            }
            return try pick(chosen, key: key, language: language, line: line, arguments: arguments, locale: locale)
        case .plural(let forms):
            guard let number = arguments.lazy.compactMap(\.number).first else {
                throw LocalizationError(file: file, line: line, message: "key \"\(key)\" (\(language)) varies by plural but no number argument was given",
                                        fix: "pass the count (YAML: args: [3])")
            }
            let digits: Int
            if case .double(let x)? = arguments.first(where: { $0.number != nil }), x != x.rounded() {
                digits = StringFormatter.fractionDigits(x, FormatSpecifier(position: nil, flags: "", width: nil, precision: nil, lengthModifier: "", conversion: "f"))
            } else {
                digits = 0
            }
            let category = PluralRules(locale: locale).category(of: number, fractionDigits: digits)
            guard let chosen = forms[category] ?? forms[.other] else {
                throw LocalizationError(file: file, line: line, message: "key \"\(key)\" (\(language)) has no '\(category.rawValue)' or 'other' plural variant",
                                        fix: "add an \"other\" variant (CLDR's catch-all)")
            }
            return try pick(chosen, key: key, language: language, line: line, arguments: arguments, locale: locale)
        }
    }

    private func render(_ format: FormatString, key: String, language: String, line: Int, substitutions: [String: Substitution],
                        arguments: [FormatArgument], locale: LocaleIdentifier) throws(LocalizationError) -> String {
        do {
            return try StringFormatter(locale: locale, substitutions: substitutions, arguments: arguments).render(format)
        } catch {
            throw failure(key: key, language: language, line: line, error)
        }
    }

    private func failure(key: String, language: String, line: Int, _ problem: FormatString.Problem) -> LocalizationError {
        LocalizationError(file: file, line: line, column: line > 0 ? 1 : 0, message: "key \"\(key)\" (\(language)): \(problem.message)", fix: problem.fix)
    }
}
