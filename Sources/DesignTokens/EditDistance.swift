/// Did-you-mean: optimal string alignment distance (Levenshtein plus adjacent transpositions,
/// Damerau 1964), so "primry" → "primary" is 1 and "buttonPrimayBg" → "buttonPrimaryBg" is 1.
enum EditDistance {
    static func distance(_ a: String, _ b: String) -> Int {
        let s = Array(a.unicodeScalars), t = Array(b.unicodeScalars)
        if s.isEmpty { return t.count }
        if t.isEmpty { return s.count }
        var previous2 = [Int](repeating: 0, count: t.count + 1)
        var previous = Array(0...t.count)
        var current = [Int](repeating: 0, count: t.count + 1)
        for i in 1...s.count {
            current[0] = i
            for j in 1...t.count {
                let cost = s[i - 1] == t[j - 1] ? 0 : 1
                var d = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, s[i - 1] == t[j - 2], s[i - 2] == t[j - 1] { d = min(d, previous2[j - 2] + 1) }
                current[j] = d
            }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[t.count]
    }

    /// The candidates within a small distance of `word` (case differences count as half a mistake
    /// in spirit: they are always offered), closest first, ties in the candidates' order; at most `limit`.
    static func suggestions(for word: String, in candidates: [String], limit: Int = 3) -> [String] {
        let allowed = max(2, word.count / 3)
        var scored: [(distance: Int, index: Int, name: String)] = []
        var seen = Set<String>()
        for (index, candidate) in candidates.enumerated() where !seen.contains(candidate) {
            seen.insert(candidate)
            let d = candidate.lowercased() == word.lowercased() ? 0 : distance(word, candidate)
            if d <= allowed { scored.append((d, index, candidate)) }
        }
        scored.sort { ($0.distance, $0.index) < ($1.distance, $1.index) }
        return scored.prefix(limit).map(\.name)
    }
}

/// Did-you-mean for any list of names (token systems, enum cases, keys): the nearest few by
/// edit distance, closest first.
public enum DidYouMean {
    public static func suggestions(for word: String, in candidates: [String], limit: Int = 3) -> [String] {
        EditDistance.suggestions(for: word, in: candidates, limit: limit)
    }
}
