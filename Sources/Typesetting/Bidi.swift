import CICUBridge

/// Writing direction of a paragraph or a run.
package enum TextDirection: String, Hashable, Sendable {
    case leftToRight, rightToLeft
}

/// The Unicode Bidirectional Algorithm (UAX #9) as ICU implements it (`ubidi`): explicit
/// embeddings, overrides and isolates, the weak-type rules that keep "$84.20" one left-to-right
/// number inside Hebrew, brackets (N0), neutrals, and line reordering (L2). ICU is the field's
/// reference implementation; docs/TEXT.md says why it was chosen over FriBidi.
enum Bidi {
    /// A paragraph's direction and one embedding level per scalar (even = left to right).
    struct Paragraph: Equatable {
        let direction: TextDirection
        let levels: [UInt8]
    }

    /// Resolves the levels of `scalars` as one paragraph. `direction` nil: the first strong
    /// character decides (rules P2/P3), left to right when there is none. Levels include rule L1
    /// (trailing white space and separators at the paragraph's level). A character that rule X9
    /// removes (an embedding control, a zero-width joiner…) gets the level of the one before it,
    /// as ICU assigns it, so it stays in its neighbour's run.
    static func paragraph(_ scalars: [Unicode.Scalar], direction: TextDirection?) -> Paragraph {
        let requested: UInt8 = switch direction {
        case nil: UInt8(CICU_BIDI_AUTO)
        case .leftToRight?: 0
        case .rightToLeft?: 1
        }
        let base: UInt8 = direction == .rightToLeft ? 1 : 0
        guard !scalars.isEmpty else { return Paragraph(direction: direction ?? .leftToRight, levels: []) }
        let text = UTF16Text(scalars)
        var unitLevels = [UInt8](repeating: 0, count: text.units.count)
        let paragraphLevel = text.units.withUnsafeBufferPointer { units in
            unitLevels.withUnsafeMutableBufferPointer { l in
                cicu_bidi_levels(units.baseAddress, Int32(units.count), requested, l.baseAddress)
            }
        }
        guard paragraphLevel >= 0 else { return fallback(scalars.count, base) }
        var levels = [UInt8](repeating: 0, count: scalars.count)
        for (offset, level) in unitLevels.enumerated() { levels[text.scalarIndex[offset]] = level }
        return Paragraph(direction: paragraphLevel % 2 == 1 ? .rightToLeft : .leftToRight, levels: levels)
    }

    /// ICU fails only when it cannot allocate: the text is then drawn at the paragraph's level.
    private static func fallback(_ count: Int, _ base: UInt8) -> Paragraph {
        Paragraph(direction: base == 1 ? .rightToLeft : .leftToRight, levels: [UInt8](repeating: base, count: count))
    }

    /// Rule L2: the visual order of items with these levels, as indices into `levels` (the item
    /// shown leftmost first).
    static func visualOrder(_ levels: [UInt8]) -> [Int] {
        guard levels.count > 1, levels.contains(where: { $0 != levels[0] || $0 % 2 == 1 }) else {
            return Array(levels.indices)
        }
        var order = [Int32](repeating: 0, count: levels.count)
        levels.withUnsafeBufferPointer { l in
            order.withUnsafeMutableBufferPointer { o in
                cicu_bidi_reorder_visual(l.baseAddress, Int32(l.count), o.baseAddress)
            }
        }
        return order.map(Int.init)
    }
}
