import Diagnostics

/// The place a description uses a token in (`color:`, `spacing:`, `style:`, `shadow:` …).
/// It decides which kinds fit and which groups a bare name is looked up in first, so
/// `spacing: md` finds `spacing.md` and not `radius.md` (both are 16 px lengths in web).
package enum TokenRole: String, Sendable, CaseIterable {
    case color, spacing, radius, size, typography, shadow, glow, gradient, opacity
    case fontSize, fontWeight, lineHeight, letterSpacing, fontFamily

    /// How the role reads in messages ("colour token", "spacing token").
    package var noun: String {
        switch self {
        case .color: "colour"
        default: rawValue
        }
    }

    /// Kinds a token may have to be used here.
    package var kinds: Set<TokenKind> {
        switch self {
        case .color: return [.color]
        case .spacing, .radius, .size: return [.dimension]
        case .typography: return [.typography]
        case .shadow, .glow: return [.shadow]
        case .gradient: return [.gradient]
        case .opacity: return [.opacity, .number]
        case .fontSize: return [.fontSize, .dimension]
        case .fontWeight: return [.fontWeight]
        case .lineHeight: return [.lineHeight, .number]
        case .letterSpacing: return [.letterSpacing, .dimension]
        case .fontFamily: return [.fontFamily]
        }
    }

    /// Groups searched, in order, for a bare name; spellings Figma exports use are included.
    package var groups: [String] {
        switch self {
        case .color: return ["color", "colors"]
        case .spacing: return ["spacing", "space", "spacings"]
        case .radius: return ["radius", "borderRadius", "radii"]
        case .size: return ["size", "sizing", "iconSize"]
        case .typography: return ["typography", "textStyle", "text"]
        case .shadow: return ["shadow", "shadows", "boxShadow", "elevation"]
        case .glow: return ["glow"]
        case .gradient: return ["gradient", "gradients"]
        case .opacity: return ["opacity"]
        case .fontSize: return ["fontSize", "fontSizes"]
        case .fontWeight: return ["fontWeight", "fontWeights"]
        case .lineHeight: return ["lineHeight", "lineHeights"]
        case .letterSpacing: return ["letterSpacing"]
        case .fontFamily: return ["fontFamily", "fontFamilies"]
        }
    }
}

/// Why a reference did not resolve. `message` is written for a person and ends with the fix.
package struct TokenLookupError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Why a name did not resolve.
    package enum Reason: Hashable, Sendable {
        /// No token of a fitting kind has this name; `suggestions` are the nearest names (may be empty).
        case notFound(suggestions: [String])
        /// The full name exists but holds another kind of value.
        case wrongKind(TokenKind)
        /// A bare name matches tokens in several groups, none preferred by the role; give the full name.
        case ambiguous([String])
    }

    package var reference: String
    package var role: TokenRole
    package var system: String
    package var reason: Reason

    /// The names to offer instead: the nearest names, or the full names an ambiguous bare name
    /// stands for; empty for a token of the wrong kind.
    package var suggestions: [String] {
        switch reason {
        case .notFound(let names), .ambiguous(let names): return names
        case .wrongKind: return []
        }
    }

    package var message: String {
        switch reason {
        case .notFound(let suggestions):
            let hint = DidYouMean.clause(suggesting: suggestions)
            return "unknown \(role.rawValue) token \"\(reference)\" in system \(system)\(hint); `pixelproof tokens --system \(system)` lists them"
        case .wrongKind(let kind):
            return "token \"\(reference)\" is a \(kind.rawValue), not a \(role.rawValue); use a \(role.rawValue) token"
        case .ambiguous(let names):
            return "\"\(reference)\" is ambiguous in system \(system): it names " + names.joined(separator: ", ") + "; write the full name"
        }
    }

    package var description: String { message }
}
