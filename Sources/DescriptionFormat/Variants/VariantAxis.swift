import DescriptionModel
import DesignTokens
import Diagnostics
import Layout
import Localization

/// The axes `--variants AXIS=V1,V2` names, and the cross product it asks for.
public enum VariantAxis: String, CaseIterable, Sendable {
    case textSize, direction, pseudoLocale, locale

    /// The values the axis takes, default first; `locale` takes any language identifier
    /// (`de`, `pt-BR`), so its list is only examples.
    public var values: [String] {
        switch self {
        case .textSize: [TextSize.default.rawValue] + TextSize.allCases.filter { $0 != .default }.map(\.rawValue)
        case .direction: ["ltr", "rtl"]
        case .pseudoLocale: PseudoLocale.allCases.map(\.rawValue)
        case .locale: ["en", "de", "ar", "ja"]
        }
    }

    /// Whether `value` is one this axis takes.
    func accepts(_ value: String) -> Bool {
        self == .locale ? LocaleIdentifier.isWellFormed(value) : values.contains(value)
    }

    /// `variant` with this axis set to `value` (a value from `values`).
    public func applying(_ value: String, to variant: Variant) -> Variant {
        var v = variant
        switch self {
        case .textSize: v.textSize = TextSize(rawValue: value)!
        case .direction: v.direction = ReadingDirection(rawValue: value)!
        case .pseudoLocale: v.pseudoLocale = PseudoLocale(rawValue: value)!
        case .locale: v.locale = LocaleIdentifier(value).identifier
        }
        return v
    }

    /// The variants of `choices` (axis and its values, in the order given), the cross product in
    /// the axes' own order (text size, direction, pseudo-locale, locale), the first axis outermost.
    /// Unknown axes and values are refused with what exists.
    package static func matrix(_ choices: [(axis: String, values: [String])], base: Variant = .default) throws(VariantError) -> [Variant] {
        try assignments(choices).map { $0.applied(to: base) }
    }

    /// The cross product of `choices` as assignments (each sets only the axes chosen), in the
    /// axes' own order, the first axis outermost.
    package static func assignments(_ choices: [(axis: String, values: [String])]) throws(VariantError) -> [VariantAssignment] {
        var byAxis: [VariantAxis: [String]] = [:]
        var contexts: [(modifier: String, values: [String])] = []
        for choice in choices {
            guard let axis = VariantAxis(rawValue: choice.axis) else {
                // Any other name is a token resolver's modifier (theme=light,dark), checked against
                // the resolver when a description is loaded; a near-miss of a built-in axis is a typo.
                if let near = DidYouMean.nearest(to: choice.axis, among: allCases.map(\.rawValue)) {
                    throw VariantError("unknown variant axis \"\(choice.axis)\"" + DidYouMean.clause(suggesting: [near]) + "; axes: "
                        + allCases.map(\.rawValue).joined(separator: ", ") + ", or a token resolver's modifier")
                }
                guard !choice.values.isEmpty, choice.axis.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }) else {
                    throw VariantError("--variants \(choice.axis)=: write a modifier and its contexts, as theme=light,dark")
                }
                contexts.append((choice.axis, choice.values))
                continue
            }
            for value in choice.values where !axis.accepts(value) {
                if axis == .locale {
                    throw VariantError("\"\(value)\" is not a language identifier; write locale=en,de,ar,ja (a language code, optionally a region: pt-BR)")
                }
                throw VariantError("unknown \(axis.rawValue) \"\(value)\"; expected one of \(axis.values.joined(separator: ", "))"
                    + DidYouMean.clause(for: value, among: axis.values))
            }
            guard !choice.values.isEmpty else { throw VariantError("--variants \(axis.rawValue)= lists no values; write \(axis.rawValue)=\(axis.values.prefix(2).joined(separator: ","))") }
            byAxis[axis, default: []] += choice.values.filter { !(byAxis[axis] ?? []).contains($0) }
        }
        var result = [VariantAssignment(values: [])]
        for axis in allCases {
            guard let values = byAxis[axis] else { continue }
            result = result.flatMap { partial in values.map { VariantAssignment(values: partial.values + [(axis, $0)]) } }
        }
        for (modifier, values) in contexts {
            result = result.flatMap { partial in
                values.map { var next = partial; next.contexts = next.contexts.setting(modifier, to: $0); return next }
            }
        }
        return result
    }
}

/// A variant axis or value that does not exist.
package struct VariantError: Error, Hashable, Sendable, CustomStringConvertible {
    package var message: String
    package init(_ message: String) { self.message = message }
    package var description: String { message }
}
