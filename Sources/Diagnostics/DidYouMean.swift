/// "Did you mean" for every name a user can misspell: keys, enum values, node kinds, token names,
/// token systems, aliases. One rule everywhere, so the same slip gets the same answer in a
/// description, a tokens file and on the command line.
///
/// The distance is the optimal-string-alignment variant of Damerau–Levenshtein (insertions,
/// deletions, substitutions and adjacent transpositions each cost 1), compared without case, so
/// "primry", "pirmary" and "Primary" are all one step from "primary". See Damerau, "A technique for
/// computer detection and correction of spelling errors" (1964).
package enum DidYouMean {
    /// The candidates close enough to `word` to be a plausible misspelling of it, closest first,
    /// ties in the candidates' order, at most `limit`. A case-only difference is closest of all;
    /// otherwise the distance must be at most a third of the word's length (at least 1, at most 3),
    /// so short words do not get far-fetched answers. A name written with one part of its middle
    /// left out (`leadIcon` for `leadingIcon`: three edits, past an eight-letter word's budget)
    /// is suggested after every closer spelling (`isShortening`). `word` itself is never suggested.
    package static func suggestions(for word: String, in candidates: [String], limit: Int = 3) -> [String] {
        guard !word.isEmpty else { return [] }
        let lowered = Array(word.lowercased().unicodeScalars)
        let budget = min(3, max(1, word.count / 3))
        var scored: [(distance: Int, index: Int, name: String)] = []
        var seen: Set<String> = [word]
        for (index, candidate) in candidates.enumerated() where seen.insert(candidate).inserted {
            let other = Array(candidate.lowercased().unicodeScalars)
            let d = distance(lowered, other)
            if d <= budget { scored.append((d, index, candidate)) } else if isShortening(lowered, of: other) { scored.append((budget + 1, index, candidate)) }
        }
        // Between equally close names that differ from the word only in a trailing number
        // ("AX6" among AX1 … AX5), the nearest number comes first: AX5, not AX1.
        func numberGap(_ name: String) -> Int {
            guard let (stem, n) = trailingNumber(name), let (wordStem, w) = trailingNumber(word), stem == wordStem else { return Int.max }
            return abs(n - w)
        }
        scored.sort { ($0.distance, numberGap($0.name), $0.index) < ($1.distance, numberGap($1.name), $1.index) }
        return scored.prefix(limit).map(\.name)
    }

    /// Whether `word` is `name` with one run of letters taken out of its middle: at least two
    /// letters kept on each side (`lead` + `icon` of `lead[ing]icon`), a word of at least four,
    /// and no more taken out than kept, so a fragment of a long name is no guess.
    static func isShortening(_ word: [Unicode.Scalar], of name: [Unicode.Scalar]) -> Bool {
        guard word.count >= 4, name.count > word.count, name.count - word.count <= word.count else { return false }
        let prefix = zip(word, name).prefix { $0 == $1 }.count
        let suffix = zip(word.reversed(), name.reversed()).prefix { $0 == $1 }.count
        return prefix >= 2 && suffix >= 2 && prefix + suffix >= word.count
    }

    /// "AX12" → ("AX", 12); nil without a trailing number (or one too long to be an ordinal).
    static func trailingNumber(_ name: String) -> (stem: Substring, number: Int)? {
        let digits = name.reversed().prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, digits.count <= 9, let n = Int(String(digits.reversed())) else { return nil }
        return (name.dropLast(digits.count), n)
    }

    /// The nearest candidate, or nil when none is close.
    package static func nearest(to word: String, among candidates: [String]) -> String? {
        suggestions(for: word, in: candidates, limit: 1).first
    }

    /// ` (did you mean "x"?)`, or the empty string when nothing is close; ready to append.
    package static func clause(for word: String, among candidates: [String]) -> String {
        clause(suggesting: nearest(to: word, among: candidates).map { [$0] } ?? [])
    }

    /// ` (did you mean "x"?)` or ` (did you mean "x" or "y"?)` for names already chosen, or the
    /// empty string when there are none: the one phrasing every message uses.
    package static func clause(suggesting names: [String]) -> String {
        names.isEmpty ? "" : " (did you mean " + names.map { "\"\($0)\"" }.joined(separator: " or ") + "?)"
    }

    /// Optimal string alignment distance between two strings, as written (case counts).
    package static func distance(_ a: String, _ b: String) -> Int {
        distance(Array(a.unicodeScalars), Array(b.unicodeScalars))
    }

    static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        // Three rolling rows: the one before last is needed for transpositions.
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, previous2[j - 2] + 1)
                }
                current[j] = value
            }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count]
    }
}
