import Foundation

/// Fills a value's conversions and substitutions with arguments, as `String(format:locale:)` and
/// the catalog's runtime do: numbers in the locale's digits and decimal separator (Arabic's
/// "٣", German's "2,5"), with the locale's thousands separators in `%lld` and `%f` (a localized
/// format groups digits: `Text("\(1000)")` is "1,000" on iOS), plural variants chosen by
/// `PluralRules`.
struct StringFormatter {
    let locale: LocaleIdentifier
    let substitutions: [String: StringCatalog.Substitution]
    let arguments: [FormatArgument]

    /// The argument a substitution's variant is about, with the conversion that shows it, and the
    /// substitutions being filled around it, outermost first.
    private struct Substituted { var argument: FormatArgument; var specifier: FormatSpecifier; var within: [String] }

    /// How deep substitutions may nest: a variant naming another substitution is rare (two levels
    /// in practice), and each level is a frame of this recursion, so a file cannot make it
    /// exhaust a thread's stack.
    static let maximumNesting = 16

    func render(_ format: FormatString) throws(FormatString.Problem) -> String {
        var next = 0
        return try render(format, substituted: nil, next: &next)
    }

    private func render(_ format: FormatString, substituted: Substituted?, next: inout Int) throws(FormatString.Problem) -> String {
        var out = ""
        for piece in format.pieces {
            switch piece {
            case .text(let text): out += text
            case .substitutedArgument:
                guard let substituted else { throw .init(message: "%arg outside a substitution", fix: "use %arg only in a substitution's variants") }
                out += try Self.formatted(substituted.argument, as: substituted.specifier, number: 0, locale: locale)
            case .argument(let specifier):
                if specifier.position == nil, let substituted {
                    // In a `.stringsdict` variant an unpositioned conversion shows the variable's own argument.
                    out += try Self.formatted(substituted.argument, as: specifier, number: 0, locale: locale)
                    continue
                }
                let index = specifier.position.map { $0 - 1 } ?? next
                if specifier.position == nil { next += 1 }
                out += try Self.formatted(try argument(at: index, for: specifier.description), as: specifier, number: index + 1, locale: locale)
            case .substitution(let name, let position):
                guard let substitution = substitutions[name] else {
                    throw .init(message: "%#@\(name)@ names no substitution", fix: "add \"\(name)\" to the localization's substitutions, or correct the name (\(substitutions.keys.sorted().joined(separator: ", ")))")
                }
                // A variant that names a substitution it is inside would be filled forever.
                let within = substituted?.within ?? []
                if within.contains(name) {
                    let chain = (within[within.firstIndex(of: name)!...] + [name]).joined(separator: " → ")
                    throw .init(message: "%#@\(name)@ is used inside its own variants (\(chain))", fix: "remove %#@\(name)@ from the variants of \"\(within.last!)\"")
                }
                guard within.count < Self.maximumNesting else {
                    throw .init(message: "substitutions nest more than \(Self.maximumNesting) deep (\((within + [name]).joined(separator: " → ")))", fix: "name fewer substitutions inside each other's variants")
                }
                var index = position.map { $0 - 1 } ?? next
                if position == nil { next += 1 }
                if let number = substitution.argumentNumber { index = number - 1 }
                let argument = try argument(at: index, for: "%#@\(name)@")
                let specifier: FormatSpecifier
                do { specifier = try Self.specifier(substitution.formatSpecifier) } catch { throw error }
                guard let value = argument.number else {
                    throw .init(message: "argument \(index + 1) of %#@\(name)@ is a string, but a plural needs a number", fix: "pass a number")
                }
                let category = PluralRules(locale: locale).category(of: value, fractionDigits: Self.fractionDigits(value, specifier))
                guard let unit = substitution.plural[category] ?? substitution.plural[.other] else {
                    throw .init(message: "the substitution \"\(name)\" has no '\(category.rawValue)' or 'other' variant", fix: "add an 'other' variant")
                }
                var inner = 0
                out += try render(unit.format, substituted: Substituted(argument: argument, specifier: specifier, within: within + [name]), next: &inner)
            }
        }
        return out
    }

    private func argument(at index: Int, for specifier: String) throws(FormatString.Problem) -> FormatArgument {
        guard index >= 0, index < arguments.count else {
            throw .init(message: "\(specifier) needs argument \(index + 1), but \(arguments.count) \(arguments.count == 1 ? "was" : "were") given", fix: "pass \(index + 1) argument\(index == 0 ? "" : "s") (YAML: args: [...])")
        }
        return arguments[index]
    }

    /// `lld` → `%lld`, read as a conversion.
    static func specifier(_ text: String) throws(FormatString.Problem) -> FormatSpecifier {
        let parsed = try FormatString.parse("%" + text)
        guard parsed.pieces.count == 1, case .argument(let specifier) = parsed.pieces[0] else {
            throw .init(message: "'\(text)' is not a conversion", fix: "write the conversion without '%', e.g. lld, d, @ or f")
        }
        return specifier
    }

    /// The fraction digits a number is shown with: a plural rule tells "1" from "1.5".
    static func fractionDigits(_ value: Double, _ specifier: FormatSpecifier) -> Int {
        if specifier.kind == .integer { return 0 }
        if let precision = specifier.precision { return precision }
        if value == value.rounded() { return 0 }
        let text = String(value)
        return text.split(separator: ".").last.map { min($0.count, 20) } ?? 0
    }

    /// One argument shown through one conversion in the locale.
    static func formatted(_ argument: FormatArgument, as specifier: FormatSpecifier, number: Int, locale: LocaleIdentifier) throws(FormatString.Problem) -> String {
        let body: String
        let numeric: Bool
        func mismatch() -> FormatString.Problem {
            let place = number > 0 ? "argument \(number)" : "the argument"
            return .init(message: "\(place) is \(argument.kindDescription), but \(specifier) takes \(specifier.kind == .integer ? "an integer" : "a number")",
                         fix: "pass \(specifier.kind == .integer ? "an integer" : "a number"), or write %@ in the catalog")
        }
        switch specifier.kind {
        case .integer:
            guard case .integer(let n) = argument else { throw mismatch() }
            numeric = true
            switch specifier.conversion {
            case "x": body = String(UInt64(bitPattern: Int64(n)), radix: 16)
            case "X": body = String(UInt64(bitPattern: Int64(n)), radix: 16, uppercase: true)
            case "o", "O": body = String(UInt64(bitPattern: Int64(n)), radix: 8)
            default:
                let plain = abs(n) < 1 << 53 ? NumberStyle.grouped(fractionDigits: nil).format(Double(n), locale: locale) : nil
                body = (specifier.flags.contains("+") && n >= 0 ? "+" : "") + (plain ?? String(n))
            }
        case .floatingPoint:
            let x: Double
            switch argument {
            case .double(let d): x = d
            case .integer(let n): x = Double(n)
            case .string: throw mismatch()
            }
            numeric = true
            switch specifier.conversion {
            case "f", "F":
                let shown = NumberStyle.grouped(fractionDigits: specifier.precision ?? 6).format(x, locale: locale) ?? String(x)
                body = (specifier.flags.contains("+") && x >= 0 ? "+" : "") + shown
            default:
                // %e, %g, %a: C's own notation (Foundation shows these without the locale's digits too).
                body = String(format: "%" + (specifier.precision.map { ".\($0)" } ?? "") + String(specifier.conversion), x)
            }
        case .character:
            numeric = false
            body = argument.description.first.map(String.init) ?? ""
        case .object:
            numeric = false
            body = argument.description
        }
        guard let width = specifier.width, body.count < width else { return body }
        let padding = width - body.count
        if specifier.flags.contains("-") { return body + String(repeating: " ", count: padding) }
        if numeric, specifier.flags.contains("0") { return String(repeating: "0", count: padding) + body }
        return String(repeating: " ", count: padding) + body
    }
}
