import Localization

/// The key of a localized string, as SwiftUI's: `Text("Add")`, `"\(count) items"`. It keeps the
/// key Xcode derives for a String Catalog — each interpolation replaced by the specifier its type
/// takes (`Int` → `%lld`, `Double` → `%lf`, `String` → `%@`; a literal `%` doubled) — and the
/// interpolated values, and is resolved when drawn, for the locale of the render
/// (`resolved(in:)`, docs/LOCALIZATION.md).
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
    /// The text as written, interpolations shown plainly: what accessibility and `Text`
    /// interpolation read before a locale is known.
    package let text: String
    /// `%lld items remaining` for `"\(count) items remaining"`.
    package let catalogKey: String
    /// The interpolated values, in order.
    package let arguments: [FormatArgument]
    /// Interpolations written with a format style (`"\(price, format: .currency(code: "EUR"))"`),
    /// by argument index: formatted in the render's locale, then filled in as `%@`.
    let styled: [Int: FormattedValue]

    public init(_ value: String) { text = value; catalogKey = value; arguments = []; styled = [:] }
    public init(stringLiteral value: String) { text = value; catalogKey = value; arguments = []; styled = [:] }
    public init(stringInterpolation: StringInterpolation) {
        text = stringInterpolation.text; catalogKey = stringInterpolation.key; arguments = stringInterpolation.arguments
        styled = stringInterpolation.styled
    }

    public static func == (a: LocalizedStringKey, b: LocalizedStringKey) -> Bool {
        a.catalogKey == b.catalogKey && a.arguments == b.arguments && a.styled == b.styled
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(catalogKey); hasher.combine(arguments) }

    /// The string drawn for this key in `environment`: the catalog's value for its locale (the
    /// source language's where there is no translation, recorded as missing), or the key with its
    /// values filled as the locale writes them (`"\(1000)"` is "1,000" in English, "1.000" in
    /// German), as iOS draws a key its catalog lacks. Markdown is parsed from this string.
    package func resolved(in environment: EnvironmentValues) throws -> String {
        try resolved(in: environment, as: "Text(\"\(text)\")") { strings, values in try strings.text(for: catalogKey, arguments: values) }
    }

    /// This key as the default value of another (`String(localized: "cart.count", defaultValue:
    /// "\(count) items")`): the catalog's value of `key` filled with this key's values, or, for a
    /// key the catalog lacks, this key's own text filled in the locale.
    package func resolved(asDefaultValueOf key: String, in environment: EnvironmentValues) throws -> String {
        try resolved(in: environment, as: "String(localized: \"\(key)\")") { strings, values in
            try strings.text(for: key, defaultValue: catalogKey, arguments: values)
        }
    }

    private func resolved(in environment: EnvironmentValues, as place: String,
                          _ lookUp: (LocalizedStrings, [FormatArgument]) throws -> String) throws -> String {
        var values = arguments
        for (index, value) in styled { values[index] = .string(try value.format(environment)) }
        let strings = LocalizedStrings(catalog: environment.strings, locale: environment.locale.identifier, coverage: environment.stringCoverage)
        do { return try lookUp(strings, values) } catch {
            throw ViewError(place, "\(error)")
        }
    }

    public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""
        var key = ""
        var arguments: [FormatArgument] = []
        var styled: [Int: FormattedValue] = [:]
        public init(literalCapacity: Int, interpolationCount: Int) { text.reserveCapacity(literalCapacity) }
        public mutating func appendLiteral(_ literal: String) {
            text += literal
            for character in literal { key += character == "%" ? "%%" : String(character) }
        }
        public mutating func appendInterpolation<T>(_ value: T) { append("\(value)", "%@", .string("\(value)")) }
        public mutating func appendInterpolation(_ text: Text) { append(text.plainText, "%@", .string(text.plainText)) }
        public mutating func appendInterpolation(_ value: String) { append(value, "%@", .string(value)) }
        public mutating func appendInterpolation(_ value: Int) { append("\(value)", "%lld", .integer(value)) }
        public mutating func appendInterpolation(_ value: Int32) { append("\(value)", "%d", .integer(Int(value))) }
        public mutating func appendInterpolation(_ value: Double) { append("\(value)", "%lf", .double(value)) }
        public mutating func appendInterpolation(_ value: Float) { append("\(value)", "%f", .double(Double(value))) }
        /// `"Total: \(price, format: .currency(code: "EUR"))"`: a `%@` formatted in the render's locale.
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
            let value = FormattedValue(input, format: format)
            styled[arguments.count] = value
            append(value.shownBeforeRender, "%@", .string(value.shownBeforeRender))
        }

        private mutating func append(_ shown: String, _ specifier: String, _ argument: FormatArgument) {
            text += shown
            key += specifier
            arguments.append(argument)
        }
    }
}
