/// Writing direction of a paragraph or a run.
public enum TextDirection: String, Hashable, Sendable {
    case leftToRight, rightToLeft
}

/// A small subset of the Unicode Bidirectional Algorithm (UAX #9) that covers labels: strong
/// left-to-right and right-to-left letters, European digits, non-spacing marks and neutrals,
/// no explicit embeddings or isolates. Rules used: P2/P3 (first strong letter sets the paragraph
/// direction), W1 (marks take the previous class), W7 (digits after L become L), N1/N2 (neutrals
/// between equal directions take it, else the paragraph's), I1/I2 (levels) and L2 (reordering).
enum Bidi {
    enum Class { case left, right, digit, mark, neutral }

    static func classify(_ s: Unicode.Scalar) -> Class {
        let v = s.value
        let props = s.properties
        switch props.generalCategory {
        case .nonspacingMark, .enclosingMark: return .mark
        case .decimalNumber:
            // Arabic-Indic digits are AN in UAX #9; they read right to left as part of Arabic text.
            return (0x0660...0x0669).contains(v) || (0x06F0...0x06F9).contains(v) ? .right : .digit
        default: break
        }
        if isRightToLeftBlock(v) { return props.isAlphabetic || props.generalCategory == .otherLetter ? .right : .neutral }
        return props.isAlphabetic ? .left : .neutral
    }

    /// Hebrew, Arabic, Syriac, Thaana, NKo, Samaritan, Mandaic and their presentation forms.
    static func isRightToLeftBlock(_ v: UInt32) -> Bool {
        (0x0590...0x08FF).contains(v) || (0xFB1D...0xFDFF).contains(v) || (0xFE70...0xFEFF).contains(v)
            || (0x10800...0x10FFF).contains(v) || (0x1E800...0x1EFFF).contains(v)
    }

    /// P2/P3: the first strong letter decides; none means left to right.
    static func paragraphDirection(_ scalars: [Unicode.Scalar]) -> TextDirection {
        for s in scalars {
            switch classify(s) {
            case .left: return .leftToRight
            case .right: return .rightToLeft
            default: continue
            }
        }
        return .leftToRight
    }

    /// One embedding level per scalar (even = left to right).
    static func levels(_ scalars: [Unicode.Scalar], paragraph: TextDirection) -> [UInt8] {
        let base: UInt8 = paragraph == .leftToRight ? 0 : 1
        let sos: Class = paragraph == .leftToRight ? .left : .right
        var classes = scalars.map(classify)
        // W1: a mark takes the class of what precedes it.
        var previous = sos
        for i in classes.indices {
            if classes[i] == .mark { classes[i] = previous == .mark ? sos : previous }
            previous = classes[i]
        }
        // W7: digits whose preceding strong letter is L (or the paragraph start in LTR) become L.
        var lastStrong = sos
        for i in classes.indices {
            switch classes[i] {
            case .left, .right: lastStrong = classes[i]
            case .digit where lastStrong == .left: classes[i] = .left
            default: break
            }
        }
        // N1/N2: neutrals between two equal directions (digits count as R) take it, else the paragraph's.
        func strong(_ c: Class) -> Class? {
            switch c { case .left: return .left; case .right, .digit: return .right; default: return nil }
        }
        var i = 0
        while i < classes.count {
            guard classes[i] == .neutral else { i += 1; continue }
            var j = i
            while j < classes.count, classes[j] == .neutral { j += 1 }
            let before = i > 0 ? strong(classes[i - 1]) ?? sos : sos
            let after = j < classes.count ? strong(classes[j]) ?? sos : sos
            let resolved: Class = before == after ? before : sos
            for k in i..<j { classes[k] = resolved }
            i = j
        }
        // I1/I2.
        return classes.map { c -> UInt8 in
            if base == 0 {
                switch c { case .right: return 1; case .digit: return 2; default: return 0 }
            }
            switch c { case .left, .digit: return 2; default: return 1 }
        }
    }

    /// L2: the visual order of items with these levels, as indices into `levels`.
    static func visualOrder(_ levels: [UInt8]) -> [Int] {
        var order = Array(levels.indices)
        guard let highest = levels.max(), let lowestOdd = levels.filter({ $0 % 2 == 1 }).min() else { return order }
        var level = highest
        while level >= lowestOdd {
            var i = 0
            while i < order.count {
                guard levels[order[i]] >= level else { i += 1; continue }
                var j = i
                while j < order.count, levels[order[j]] >= level { j += 1 }
                order[i..<j].reverse()
                i = j
            }
            if level == 0 { break }
            level -= 1
        }
        return order
    }
}
