/// A file's lines as libyaml counts them, the one notion of a line in the description reader:
/// a line ends at LF, CR, CR LF (one break), NEL (U+0085), LS (U+2028) or PS (U+2029). libyaml's
/// marks count every one of these, so a reader that split on LF alone would name other lines than
/// the ones libyaml reported, or lines the file does not have (a file of bare CRs is one LF line).
/// Every place that turns a line number or a byte offset into text or a place goes through here.
package struct SourceLines: Sendable {
    private let bytes: [UInt8]
    /// The byte offset where each line starts (after a UTF-8 byte order mark on the first).
    private let starts: [Int]

    package init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0]
        var i = starts[0]
        while i < bytes.count {
            let length = Self.breakLength(in: bytes, at: i)
            if length > 0 {
                i += length
                starts.append(i)
            } else {
                i += 1
            }
        }
        self.starts = starts
    }

    /// How many lines the file has (a file ending in a break has an empty last line).
    package var count: Int { starts.count }

    /// The text of line `line` (1-based) without its break; nil past either end.
    package func text(ofLine line: Int) -> String? {
        guard line >= 1 && line <= starts.count else { return nil }
        let start = starts[line - 1]
        // The first break after the start ends the line (the scan that made `starts` found no earlier one).
        var end = start
        while end < bytes.count && Self.breakLength(in: bytes, at: end) == 0 { end += 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// The 1-based line and column of a byte offset; columns count Unicode scalars, as libyaml's do.
    package func place(ofOffset offset: Int) -> (line: Int, column: Int) {
        let offset = min(max(offset, 0), bytes.count)
        // The last line starting at or before the offset.
        var low = 0, high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        let start = min(starts[low], offset)
        let scalars = bytes[start..<offset].reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
        return (low + 1, scalars + 1)
    }

    /// The length in bytes of the line break starting at `i`, or 0 when none starts there.
    package static func breakLength(in bytes: [UInt8], at i: Int) -> Int {
        guard i < bytes.count else { return 0 }
        switch bytes[i] {
        case 0x0A: return 1
        case 0x0D: return i + 1 < bytes.count && bytes[i + 1] == 0x0A ? 2 : 1
        case 0xC2: return i + 1 < bytes.count && bytes[i + 1] == 0x85 ? 2 : 0
        case 0xE2: return i + 2 < bytes.count && bytes[i + 1] == 0x80 && (bytes[i + 2] == 0xA8 || bytes[i + 2] == 0xA9) ? 3 : 0
        default: return 0
        }
    }
}
