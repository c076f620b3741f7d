import DesignTokens
import Diagnostics

/// One rendering of a description among those the design systems ask every shared component to
/// be checked in: a text size, a layout direction and a pseudo-locale. The default variant
/// (Large, left to right, no pseudo-locale) is what a description draws unless told otherwise,
/// and its names carry no suffix, so adding variants renames nothing.
public struct Variant: Hashable, Sendable, CustomStringConvertible {
    public var textSize: TextSize
    public var direction: LayoutDirection
    public var pseudoLocale: PseudoLocale
    /// Contexts chosen for the token resolver's modifiers (`theme` → `dark`), in the order given.
    public var contexts: [TokenContext]

    public init(textSize: TextSize = .default, direction: LayoutDirection = .leftToRight, pseudoLocale: PseudoLocale = .none,
                contexts: [TokenContext] = []) {
        self.textSize = textSize; self.direction = direction; self.pseudoLocale = pseudoLocale; self.contexts = contexts
    }

    public static let `default` = Variant()

    /// The values that differ from the default, in the axes' order: `["AX3", "rtl"]`; token
    /// contexts follow, leaving out those that are their modifier's default (`defaultContexts`).
    public func nameParts(defaultContexts: [String: String]) -> [String] {
        var parts = nameParts
        parts.removeLast(contexts.count)
        return parts + contexts.filter { defaultContexts[$0.modifier] != $0.context }.map(\.context)
    }

    /// The values that differ from the default, in the axes' order: `["AX3", "rtl"]`, then every
    /// token context given.
    public var nameParts: [String] {
        var parts: [String] = []
        if textSize != .default { parts.append(textSize.rawValue) }
        if direction != .leftToRight { parts.append(direction.rawValue) }
        if pseudoLocale != .none { parts.append(pseudoLocale.rawValue) }
        // A context always shows: only the resolver knows which one is its default.
        return parts + contexts.map(\.context)
    }

    /// Appended to a file or golden name before the scale: `.AX3.rtl` (empty for the default).
    public var fileSuffix: String { nameParts.map { "." + $0 }.joined() }

    /// `fileSuffix` without the contexts that are their modifier's default.
    public func fileSuffix(defaultContexts: [String: String]) -> String {
        nameParts(defaultContexts: defaultContexts).map { "." + $0 }.joined()
    }

    /// Appended to a Figma name: ` (AX3, rtl)` (empty for the default).
    public var figmaSuffix: String { nameParts.isEmpty ? "" : " (" + nameParts.joined(separator: ", ") + ")" }

    public var description: String { nameParts.isEmpty ? "default" : nameParts.joined(separator: ", ") }
}

/// A token resolver modifier and the context chosen for it: `theme=dark`.
public struct TokenContext: Hashable, Sendable, CustomStringConvertible {
    public var modifier: String
    public var context: String
    public init(modifier: String, context: String) { self.modifier = modifier; self.context = context }
    public var description: String { "\(modifier)=\(context)" }
}

extension [TokenContext] {
    /// `self` with `modifier` set to `context` (replacing an earlier choice for it).
    func setting(_ modifier: String, to context: String) -> [TokenContext] {
        var copy = self
        if let i = copy.firstIndex(where: { $0.modifier == modifier }) { copy[i].context = context } else {
            copy.append(TokenContext(modifier: modifier, context: context))
        }
        return copy
    }
}

/// The axes `--variants AXIS=V1,V2` names, and the cross product it asks for.
public enum VariantAxis: String, CaseIterable, Sendable {
    case textSize, direction, pseudoLocale

    /// The values the axis takes, default first.
    public var values: [String] {
        switch self {
        case .textSize: [TextSize.default.rawValue] + TextSize.allCases.filter { $0 != .default }.map(\.rawValue)
        case .direction: ["ltr", "rtl"]
        case .pseudoLocale: PseudoLocale.allCases.map(\.rawValue)
        }
    }

    /// `variant` with this axis set to `value` (a value from `values`).
    public func applying(_ value: String, to variant: Variant) -> Variant {
        var v = variant
        switch self {
        case .textSize: v.textSize = TextSize(rawValue: value)!
        case .direction: v.direction = LayoutDirection(rawValue: value)!
        case .pseudoLocale: v.pseudoLocale = PseudoLocale(rawValue: value)!
        }
        return v
    }

    /// The variants of `choices` (axis and its values, in the order given), the cross product in
    /// the axes' own order (text size, direction, pseudo-locale), the first axis outermost.
    /// Unknown axes and values are refused with what exists.
    public static func matrix(_ choices: [(axis: String, values: [String])], base: Variant = .default) throws(VariantError) -> [Variant] {
        try assignments(choices).map { $0.applied(to: base) }
    }

    /// The cross product of `choices` as assignments (each sets only the axes chosen), in the
    /// axes' own order, the first axis outermost.
    public static func assignments(_ choices: [(axis: String, values: [String])]) throws(VariantError) -> [VariantAssignment] {
        var byAxis: [VariantAxis: [String]] = [:]
        var contexts: [(modifier: String, values: [String])] = []
        for choice in choices {
            guard let axis = VariantAxis(rawValue: choice.axis) else {
                // Any other name is a token resolver's modifier (theme=light,dark), checked against
                // the resolver when a description is loaded; a near-miss of a built-in axis is a typo.
                if let near = DidYouMean.nearest(to: choice.axis, among: allCases.map(\.rawValue)) {
                    throw VariantError("unknown variant axis \"\(choice.axis)\" (did you mean \"\(near)\"?); axes: "
                        + allCases.map(\.rawValue).joined(separator: ", ") + ", or a token resolver's modifier")
                }
                guard !choice.values.isEmpty, choice.axis.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }) else {
                    throw VariantError("--variants \(choice.axis)=: write a modifier and its contexts, as theme=light,dark")
                }
                contexts.append((choice.axis, choice.values))
                continue
            }
            for value in choice.values where !axis.values.contains(value) {
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

/// Values for some axes, laid over a document's own: `--variants direction=rtl` makes every
/// description right to left and leaves its text size as it says.
public struct VariantAssignment: Sendable, CustomStringConvertible {
    public var values: [(axis: VariantAxis, value: String)]
    /// Token resolver contexts, laid over the document's.
    public var contexts: [TokenContext] = []

    public init(values: [(axis: VariantAxis, value: String)], contexts: [TokenContext] = []) {
        self.values = values; self.contexts = contexts
    }

    public func applied(to variant: Variant) -> Variant {
        var result = values.reduce(variant) { $1.axis.applying($1.value, to: $0) }
        for context in contexts { result.contexts = result.contexts.setting(context.modifier, to: context.context) }
        return result
    }

    /// The assigned values that differ from the default, in the axes' order, as names carry them:
    /// `.AX3.rtl` in file names, ` (AX3, rtl)` in Figma names; empty for the default.
    public var naming: Variant { applied(to: .default) }

    public var description: String { naming.description }
}

/// A variant axis or value that does not exist.
public struct VariantError: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
