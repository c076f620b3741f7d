import Diagnostics

/// A set of named tokens with one uniform lookup: the built-in `ids`, `ds` and `web` systems and
/// any DTCG / Tokens Studio file. The order of `tokens` is the design system's (or the file's) order, so
/// everything printed from it is deterministic.
public struct TokenSystem: Sendable {
    /// `ids`, `ds`, `web`, or the file's name.
    public var name: String
    package private(set) var tokens: [Token]
    private var byFullName: [String: Int]
    /// The colour token text and icons take when a description writes none: the system's primary
    /// content colour, as SwiftUI's `.primary` foreground is the platform's primary label colour.
    /// nil when the system names none (a tokens file): such text and icons are black.
    public var primaryContentColor: String?

    package init(name: String, primaryContentColor: String? = nil, tokens: [Token]) {
        self.name = name
        self.primaryContentColor = primaryContentColor
        self.tokens = []
        self.byFullName = [:]
        for token in tokens { add(token) }
    }

    /// Adds a token; a later token with the same full name replaces the earlier one in place
    /// (a later Tokens Studio set overrides an earlier one).
    mutating func add(_ token: Token) {
        if let i = byFullName[token.fullName] {
            tokens[i] = token
        } else {
            byFullName[token.fullName] = tokens.count
            tokens.append(token)
        }
    }

    /// The built-in systems by the name a description's `system:` uses.
    public static func builtIn(_ name: String) -> TokenSystem? {
        switch name {
        case "ids": return .ids
        case "ds": return .ds
        case "web": return .web
        default: return nil
        }
    }

    public static let builtInNames = ["ids", "ds", "web"]

    // MARK: - Lookup

    /// The value of `<group>.<name>`, or nil.
    package func lookup(group: String, name: String) -> TokenValue? {
        token(fullName: group.isEmpty ? name : group + "." + name)?.value
    }

    /// The token with this exact full name (`color.primary-500`), or nil.
    package func token(fullName: String) -> Token? {
        byFullName[fullName].map { tokens[$0] }
    }

    /// The tokens of one group, in order.
    package func tokens(inGroup group: String) -> [Token] { tokens.filter { $0.group == group } }

    /// The groups in order of first appearance.
    public var groups: [String] {
        var seen = Set<String>(), out: [String] = []
        for t in tokens where seen.insert(t.group).inserted { out.append(t.group) }
        return out
    }

    /// Resolves what a description writes: a full name (`color.buttonPrimaryBg`) or a bare name
    /// (`buttonPrimaryBg`, `md`) where the role makes the group clear. Matching is exact.
    package func resolve(_ reference: String, as role: TokenRole) -> Result<Token, TokenLookupError> {
        func failure(_ reason: TokenLookupError.Reason) -> Result<Token, TokenLookupError> {
            .failure(TokenLookupError(reference: reference, role: role, system: name, reason: reason))
        }
        if let token = token(fullName: reference) {
            return role.kinds.contains(token.kind) ? .success(token) : failure(.wrongKind(token.kind))
        }
        let candidates = tokens.filter { $0.name == reference && role.kinds.contains($0.kind) }
        for group in role.groups {
            if let hit = candidates.first(where: { $0.group == group }) { return .success(hit) }
        }
        if candidates.count == 1 { return .success(candidates[0]) }
        if candidates.count > 1 { return failure(.ambiguous(candidates.map(\.fullName))) }
        return failure(.notFound(suggestions: suggestions(for: reference, as: role)))
    }

    /// The names a description can write for `role`, in the system's order: bare names in the
    /// role's own groups (`md`, `bodyRegular`), full names elsewhere.
    package func names(for role: TokenRole) -> [String] {
        let preferred = Set(role.groups)
        return tokens.filter { role.kinds.contains($0.kind) }.map { preferred.contains($0.group) ? $0.name : $0.fullName }
    }

    /// Did-you-mean: the nearest names (bare names in the role's own groups, full names otherwise)
    /// of tokens that fit the role, closest first.
    package func suggestions(for reference: String, as role: TokenRole? = nil) -> [String] {
        let fitting = tokens.filter { role?.kinds.contains($0.kind) ?? true }
        let preferred = Set(role?.groups ?? [])
        var names: [String] = []
        if reference.contains(".") {
            names = fitting.map(\.fullName)
        } else {
            names = fitting.map { preferred.contains($0.group) ? $0.name : $0.fullName }
            names += fitting.map(\.name)
        }
        return DidYouMean.suggestions(for: reference, in: names)
    }
}

extension TokenSystem: Equatable {
    /// Two systems are equal when they hold the same tokens in the same order (the name aside).
    public static func == (a: TokenSystem, b: TokenSystem) -> Bool { a.tokens == b.tokens }
}
