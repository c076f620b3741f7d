/// "Did you mean" for misspelt keys, enum values and token names.
///
/// The distance is the optimal-string-alignment variant of Damerau–Levenshtein
/// (insertions, deletions, substitutions and adjacent transpositions each cost 1),
/// so "primry", "pirmary" and "Primary" are all one step from "primary".
/// See Damerau, "A technique for computer detection and correction of spelling errors" (1964).
enum Suggestion {
    /// The nearest candidate to `word`, or nil when nothing is close enough to be a plausible
    /// misspelling. A case-only difference always wins; otherwise the distance must be at most
    /// a third of the word's length (and at least 1, at most 3). Ties go to the earlier candidate,
    /// so callers list candidates in a stable order.
    static func nearest(to word: String, among candidates: [String]) -> String? {
        guard !word.isEmpty, !candidates.isEmpty else { return nil }
        let lowered = word.lowercased()
        if let caseOnly = candidates.first(where: { $0.lowercased() == lowered && $0 != word }) {
            return caseOnly
        }
        let budget = min(3, max(1, word.count / 3))
        var best: (candidate: String, distance: Int)?
        for candidate in candidates where candidate != word {
            let d = distance(Array(lowered.unicodeScalars), Array(candidate.lowercased().unicodeScalars))
            if d <= budget, d < (best?.distance ?? Int.max) { best = (candidate, d) }
        }
        return best?.candidate
    }

    /// ` (did you mean "x"?)` or the empty string, ready to append to a message.
    static func clause(for word: String, among candidates: [String]) -> String {
        nearest(to: word, among: candidates).map { " (did you mean \"\($0)\"?)" } ?? ""
    }

    /// Optimal string alignment distance over Unicode scalars.
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
