import DescriptionModel
import DesignTokens
import Layout

/// One rendering of a description among those the design systems ask every shared component to
/// be checked in: a text size, a layout direction, a pseudo-locale, a locale and token contexts.
/// The default variant (Large, left to right, no pseudo-locale, no locale) is what a description
/// draws unless told otherwise, and its names carry no suffix, so adding variants renames nothing.
public struct Variant: Hashable, Sendable, CustomStringConvertible {
    public var textSize: TextSize
    public var direction: ReadingDirection
    public var pseudoLocale: PseudoLocale
    /// The language the texts are drawn in (`de`, `ar`, `pt-BR`): the catalog's translations, the
    /// locale's plural rules, number and date formats, and its writing direction (Arabic, Hebrew,
    /// Persian and Urdu right to left). Nil: no locale chosen — keys drawn in the catalog's source
    /// language, formats as `en` writes them.
    public var locale: String?
    /// Contexts chosen for the token resolver's modifiers (`theme` → `dark`), in the order given.
    public var contexts: [TokenContext]

    public init(textSize: TextSize = .default, direction: ReadingDirection = .leftToRight, pseudoLocale: PseudoLocale = .none,
                locale: String? = nil, contexts: [TokenContext] = []) {
        self.textSize = textSize; self.direction = direction; self.pseudoLocale = pseudoLocale; self.locale = locale; self.contexts = contexts
    }

    public static let `default` = Variant()

    /// The values that differ from the default, in the axes' order (`["AX3", "rtl"]`), then the
    /// token contexts given, leaving out those that are their modifier's default (only the
    /// resolver knows which: `defaultContexts`, empty when it is not at hand).
    public func nameParts(defaultContexts: [String: String]) -> [String] {
        var parts: [String] = []
        if textSize != .default { parts.append(textSize.rawValue) }
        if direction != .leftToRight { parts.append(direction.rawValue) }
        if pseudoLocale != .none { parts.append(pseudoLocale.rawValue) }
        // A chosen locale always names itself (`card.de`, `card.en`): which language is the
        // source is the catalog's to say, and a name must not depend on the catalog.
        if let locale { parts.append(locale) }
        return parts + contexts.filter { defaultContexts[$0.modifier] != $0.context }.map(\.context)
    }

    /// `nameParts` with every context given.
    public var nameParts: [String] { nameParts(defaultContexts: [:]) }

    /// Appended to a file or golden name before the scale: `.AX3.rtl` (empty for the default).
    public var fileSuffix: String { fileSuffix(defaultContexts: [:]) }

    /// `fileSuffix` without the contexts that are their modifier's default.
    public func fileSuffix(defaultContexts: [String: String]) -> String {
        nameParts(defaultContexts: defaultContexts).map { "." + $0 }.joined()
    }

    /// Appended to a Figma name: ` (AX3, rtl)` (empty for the default).
    public var figmaSuffix: String { nameParts.isEmpty ? "" : " (" + nameParts.joined(separator: ", ") + ")" }

    public var description: String { nameParts.isEmpty ? "default" : nameParts.joined(separator: ", ") }
}
