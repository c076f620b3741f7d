import Foundation

/// The Markdown SwiftUI draws in a `Text` made from a `LocalizedStringKey` (a string literal):
/// inline only, as Foundation's `AttributedString(markdown:)` with `.inlineOnlyPreservingWhitespace`
/// reads it: `**strong**` and `__strong__`, `*emphasis*` and `_emphasis_`, `~~strikethrough~~`,
/// `` `code` `` (its content taken as written), `[links](url)`, backslash escapes. Delimiters
/// pair as CommonMark says (a run opens when it is left-flanking, closes when right-flanking;
/// `_` not inside a word), and a marker that pairs with nothing stays as written.
/// Block syntax (headings, lists, quotes) is not inline: `# x` is drawn as written, as on iOS.
///
/// Parsed after the key is resolved (localized), so a translation's own markers are drawn too.
package enum InlineMarkdown {
    /// A piece of the text with the styles its markers gave it.
    package struct Run: Hashable, Sendable {
        package var text: String
        package var isStrong = false
        package var isEmphasized = false
        package var isCode = false
        package var isStrikethrough = false
        package var link: String?

        package init(text: String) { self.text = text }
        fileprivate func sameStyle(as other: Run) -> Bool {
            isStrong == other.isStrong && isEmphasized == other.isEmphasized && isCode == other.isCode
                && isStrikethrough == other.isStrikethrough && link == other.link
        }
    }

    /// The runs of `source`, neighbours of one style merged; plain text is one run.
    package static func runs(from source: String) -> [Run] {
        var tokens = tokenize(Array(source))
        pairDelimiters(&tokens)
        var out: [Run] = []
        for token in tokens {
            for run in token.runs where !run.text.isEmpty {
                if let last = out.last, last.sameStyle(as: run) { out[out.count - 1].text += run.text } else { out.append(run) }
            }
        }
        return out.isEmpty ? [Run(text: "")] : out
    }

    /// Text, or a delimiter run of `*`, `_` or `~` still to be paired.
    private struct Token {
        var runs: [Run]
        var delimiter: Character?
        var count = 0
        var canOpen = false
        var canClose = false
        /// Styles given by pairs around this token.
        var strong = 0, emphasis = 0, strike = 0
    }

    private static func isPunctuation(_ c: Character?) -> Bool {
        guard let c else { return false }
        return c.isPunctuation || c.isSymbol
    }

    private static func isSpace(_ c: Character?) -> Bool { c == nil || c!.isWhitespace }

    private static func tokenize(_ chars: [Character]) -> [Token] {
        var tokens: [Token] = []
        var text = ""
        func flush() { if !text.isEmpty { tokens.append(Token(runs: [Run(text: text)])); text = "" } }
        var i = 0
        while i < chars.count {
            let c = chars[i]
            if c == "\\", i + 1 < chars.count, isPunctuation(chars[i + 1]) {
                text.append(chars[i + 1]); i += 2; continue
            }
            if c == "`" {
                var n = 0
                while i + n < chars.count, chars[i + n] == "`" { n += 1 }
                if let close = closingBackticks(chars, from: i + n, count: n) {
                    flush()
                    var code = Run(text: codeContent(chars[(i + n)..<close]))
                    code.isCode = true
                    tokens.append(Token(runs: [code]))
                    i = close + n
                } else {
                    text += String(repeating: "`", count: n); i += n
                }
                continue
            }
            if c == "[", let (label, url, end) = link(chars, at: i) {
                flush()
                tokens.append(Token(runs: runs(from: String(label)).map { var r = $0; r.link = url; return r }))
                i = end
                continue
            }
            if c == "*" || c == "_" || c == "~" {
                var n = 0
                while i + n < chars.count, chars[i + n] == c { n += 1 }
                let before: Character? = i > 0 ? chars[i - 1] : nil
                let after: Character? = i + n < chars.count ? chars[i + n] : nil
                let left = !isSpace(after) && (!isPunctuation(after) || isSpace(before) || isPunctuation(before))
                let right = !isSpace(before) && (!isPunctuation(before) || isSpace(after) || isPunctuation(after))
                var token = Token(runs: [Run(text: String(repeating: c, count: n))], delimiter: c, count: n)
                if c == "_" {
                    token.canOpen = left && (!right || isPunctuation(before))
                    token.canClose = right && (!left || isPunctuation(after))
                } else {
                    token.canOpen = left; token.canClose = right
                }
                // Strikethrough takes one or two tildes; more are text.
                if c == "~", n > 2 { token.canOpen = false; token.canClose = false }
                flush()
                tokens.append(token)
                i += n
                continue
            }
            text.append(c); i += 1
        }
        flush()
        return tokens
    }

    /// The index of the backtick run of exactly `count` after `start`, if any.
    private static func closingBackticks(_ chars: [Character], from start: Int, count: Int) -> Int? {
        var i = start
        while i < chars.count {
            guard chars[i] == "`" else { i += 1; continue }
            var n = 0
            while i + n < chars.count, chars[i + n] == "`" { n += 1 }
            if n == count { return i }
            i += n
        }
        return nil
    }

    /// CommonMark: one space stripped from each end when both have one and the content is not all spaces.
    private static func codeContent(_ slice: ArraySlice<Character>) -> String {
        var s = String(slice)
        if s.count >= 2, s.first == " ", s.last == " ", s.contains(where: { $0 != " " }) { s = String(s.dropFirst().dropLast()) }
        return s
    }

    /// `[label](destination)` starting at `i`: the label, the destination and the index after `)`.
    private static func link(_ chars: [Character], at i: Int) -> (ArraySlice<Character>, String, Int)? {
        var depth = 0, j = i
        while j < chars.count {
            if chars[j] == "\\" { j += 2; continue }
            if chars[j] == "[" { depth += 1 } else if chars[j] == "]" { depth -= 1; if depth == 0 { break } }
            j += 1
        }
        guard j + 1 < chars.count, chars[j] == "]", chars[j + 1] == "(" else { return nil }
        guard let close = chars[(j + 2)...].firstIndex(of: ")") else { return nil }
        let url = String(chars[(j + 2)..<close]).trimmingCharacters(in: .whitespaces)
        guard !url.contains(" ") else { return nil }
        return (chars[(i + 1)..<j], url, close + 1)
    }

    /// CommonMark's "process emphasis" over the delimiter runs: each closer pairs with the
    /// nearest opener of its kind before it (two of each for strong, one for emphasis; `~` with
    /// the same count), the tokens between get the style, and the delimiters used are not drawn.
    private static func pairDelimiters(_ tokens: inout [Token]) {
        var closer = 0
        while closer < tokens.count {
            guard let c = tokens[closer].delimiter, tokens[closer].canClose, tokens[closer].count > 0 else { closer += 1; continue }
            var opener = closer - 1
            var found = false
            while opener >= 0 {
                let o = tokens[opener]
                if o.delimiter == c, o.canOpen, o.count > 0, c != "~" || o.count == tokens[closer].count {
                    // The rule of 3: a run that can both open and close pairs only when the sum is not a multiple of 3.
                    let both = (o.canClose || tokens[closer].canOpen) && c != "~"
                    if !both || (o.count + tokens[closer].count) % 3 != 0 || (o.count % 3 == 0 && tokens[closer].count % 3 == 0) {
                        found = true; break
                    }
                }
                opener -= 1
            }
            guard found else {
                if !tokens[closer].canOpen { tokens[closer].delimiter = nil }
                closer += 1
                continue
            }
            let used = c == "~" ? tokens[closer].count : (tokens[opener].count >= 2 && tokens[closer].count >= 2 ? 2 : 1)
            for k in (opener + 1)..<closer {
                if c == "~" { tokens[k].strike += 1 } else if used == 2 { tokens[k].strong += 1 } else { tokens[k].emphasis += 1 }
                // Delimiters between them can no longer pair across this one.
                if tokens[k].delimiter != nil, k != opener, k != closer { tokens[k].delimiter = nil }
            }
            for k in [opener, closer] {
                tokens[k].count -= used
                tokens[k].runs = [Run(text: String(repeating: c, count: tokens[k].count))]
            }
            if tokens[closer].count == 0 { closer += 1 }
        }
        for k in tokens.indices {
            let t = tokens[k]
            tokens[k].runs = t.runs.map { r in
                var r = r
                if t.strong > 0 { r.isStrong = true }
                if t.emphasis > 0 { r.isEmphasized = true }
                if t.strike > 0 { r.isStrikethrough = true }
                return r
            }
        }
    }
}
