import Testing
@testable import Typesetting

/// Every case of Unicode's BidiCharacterTest.txt through `Bidi`, the functions the shaper orders
/// runs with: the paragraph level, each character's level (those rule X9 removes are marked "x" and
/// not checked), and the visual order of the others (rule L2 over their levels).
///
/// ICU 72 differs from the file in three kinds of case, each counted so a new one is noticed:
/// - explicit embeddings and overrides (U+202A–U+202E), mostly unbalanced or mixed with isolates:
///   ICU gives an isolate initiator inside an override, or text inside an embedding in a paragraph
///   with no right-to-left character, another level (the latter changes no order on screen);
/// - a combining mark after a closing bracket whose pair rule N0 made strong: UAX #9 (since
///   Unicode 8.0) gives the mark the bracket's new direction, ICU leaves it at its old one;
/// - more than 63 nested brackets: rule BD16 stops pairing at that depth, ICU keeps pairing.
/// Labels in components meet none of these.
struct BidiConformanceTests {
    enum KnownDifference: CaseIterable { case embeddingControls, markAfterBracket, bracketDepth }

    static func knownDifference(_ scalars: [Unicode.Scalar]) -> KnownDifference? {
        if scalars.filter({ $0 == "(" }).count > 63 { return .bracketDepth }
        if scalars.contains(where: { (0x202A...0x202E).contains($0.value) }) { return .embeddingControls }
        let isMark = { (s: Unicode.Scalar) in s.properties.generalCategory == .nonspacingMark }
        let isIgnorable = { (s: Unicode.Scalar) in s.properties.isDefaultIgnorableCodePoint }
        for (i, s) in scalars.enumerated() where isMark(s) {
            var before = i - 1
            while before >= 0, isIgnorable(scalars[before]) || isMark(scalars[before]) { before -= 1 }
            if before >= 0, scalars[before] == ")" || scalars[before] == "]" { return .markAfterBracket }
        }
        return nil
    }

    @Test func everyCaseOfBidiCharacterTest() throws {
        let lines = try UnicodeConformanceFiles.cases("BidiCharacterTest.txt")
        var failures: [String] = []
        var known: [KnownDifference: Int] = [:]
        for line in lines {
            let fields = line.split(separator: ";", omittingEmptySubsequences: false)
            let scalars = UnicodeConformanceFiles.scalars(fields[0])
            let direction: TextDirection? = switch fields[1] {
            case "0": .leftToRight
            case "1": .rightToLeft
            default: nil
            }
            let expectedParagraph = Int(fields[2])!
            let expectedLevels = fields[3].split(separator: " ").map { Int($0) }   // nil = "x"
            let expectedOrder = fields[4].split(separator: " ").map { Int($0)! }

            let paragraph = Bidi.paragraph(scalars, direction: direction)
            let kept = expectedLevels.indices.filter { expectedLevels[$0] != nil }
            let levels = kept.map { Int(paragraph.levels[$0]) }
            let order = Bidi.visualOrder(kept.map { paragraph.levels[$0] }).map { kept[$0] }
            let paragraphLevel = paragraph.direction == .rightToLeft ? 1 : 0
            if paragraphLevel != expectedParagraph || levels != kept.map({ expectedLevels[$0]! }) || order != expectedOrder {
                if let difference = Self.knownDifference(scalars) {
                    known[difference, default: 0] += 1
                } else {
                    failures.append("\(line): got paragraph \(paragraphLevel), levels \(levels), order \(order)")
                }
            }
        }
        // The file of Unicode 15.0 (Debian 12's unicode-data) has 91,707 cases; fewer means it was misread.
        #expect(lines.count >= 91_700)
        #expect(failures.isEmpty, "\(failures.count) of \(lines.count) cases differ, first: \(failures.prefix(5))")
        #expect(known == [.embeddingControls: 21, .markAfterBracket: 9, .bracketDepth: 1], "ICU's known differences changed")
    }
}
