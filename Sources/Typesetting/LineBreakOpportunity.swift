import CICUBridge

/// A place where a line may end by the Unicode Line Breaking Algorithm (UAX #14), as ICU's
/// line-break iterator finds it with the root locale's rules: after a space, between ideographs,
/// after a hyphen inside a word ("check-|out"), after a slash in a URL; never inside a number
/// or a price ("$84.20", "-5", "1,234.50") nor before closing punctuation ("。", "!").
struct LineBreakOpportunity: Hashable {
    /// The scalar index the next line starts at; the line before it ends here, spaces included.
    let position: Int
    /// A mandatory break (after a line or paragraph separator, rules LB4/LB5).
    let isMandatory: Bool

    /// Every opportunity in `scalars`, in order; the last is the end of the text (mandatory).
    static func all(in scalars: [Unicode.Scalar]) -> [LineBreakOpportunity] {
        let end = LineBreakOpportunity(position: scalars.count, isMandatory: true)
        guard scalars.count > 1 else { return [end] }
        let text = UTF16Text(scalars)
        var positions = [Int32](repeating: 0, count: text.units.count)
        var mandatory = [UInt8](repeating: 0, count: text.units.count)
        let count = text.units.withUnsafeBufferPointer { units in
            positions.withUnsafeMutableBufferPointer { p in
                mandatory.withUnsafeMutableBufferPointer { m in
                    cicu_line_breaks(units.baseAddress, Int32(units.count), p.baseAddress, m.baseAddress)
                }
            }
        }
        // ICU fails only when it cannot allocate: the text is then one unbreakable word.
        var result: [LineBreakOpportunity] = []
        for i in 0..<max(0, Int(count)) where Int(positions[i]) < text.units.count {
            result.append(LineBreakOpportunity(position: text.scalar(atOffset: Int(positions[i])),
                                               isMandatory: mandatory[i] != 0))
        }
        return result + [end]
    }
}
