import Testing
@testable import Typesetting

/// Every case of Unicode's LineBreakTest.txt through `LineBreakOpportunity.all`, the function the
/// line breaker takes its opportunities from: "÷" marks a place a line may end, "×" one where it
/// may not.
///
/// The exceptions are ICU's tailoring of rule LB25 (numbers), which UAX #14 itself allows ("LB25
/// … may be tailored" with the regular expression for numbers) and ICU's own run of this file lists
/// as known: ICU reads ".5" and ",5" as the start of a number and "-" at the start of a text as a
/// minus sign, so it does not break after them where the untailored rules do, and breaks before
/// such a number instead ("equals ÷.35"). Each exception differs only at such places; their number
/// is checked so a new one is noticed.
struct LineBreakConformanceTests {
    /// A place where ICU's number rule decides otherwise: after "." or "," before a digit, after
    /// a hyphen that starts the text (U+0308, a combining mark, may follow either), or before a
    /// "." or "," that starts a number.
    static func isNumberTailoring(_ scalars: [Unicode.Scalar], at p: Int) -> Bool {
        func isSeparator(_ i: Int) -> Bool { scalars[i] == "." || scalars[i] == "," }
        func isDigit(_ i: Int) -> Bool { i < scalars.count && scalars[i].properties.numericType == .decimal }
        var before = p - 1
        while before > 0, scalars[before] == "\u{0308}" { before -= 1 }
        return (isSeparator(before) && isDigit(p)) || (scalars[before] == "-" && before == 0)
            || (p < scalars.count && isSeparator(p) && isDigit(p + 1))
    }

    @Test func everyCaseOfLineBreakTest() throws {
        let lines = try UnicodeConformanceFiles.cases("auxiliary/LineBreakTest.txt")
        var failures: [String] = []
        var tailored = 0
        for line in lines {
            let rule = line.split(separator: "#", maxSplits: 1)[0]
            var scalars: [Unicode.Scalar] = []
            var expected: [Int] = []
            for token in rule.split(whereSeparator: \.isWhitespace) {
                switch token {
                case "÷": if !scalars.isEmpty { expected.append(scalars.count) }
                case "×": continue
                default: scalars.append(Unicode.Scalar(UInt32(token, radix: 16)!)!)
                }
            }
            let found = LineBreakOpportunity.all(in: scalars).map(\.position)
            guard found != expected else { continue }
            let differences = Set(expected).symmetricDifference(found)
            if differences.allSatisfy({ Self.isNumberTailoring(scalars, at: $0) }) {
                tailored += 1
            } else {
                failures.append("\(rule): got \(found), expected \(expected)")
            }
        }
        // The file of Unicode 15.0 (Debian 12's unicode-data) has 7,654 cases; fewer means it was misread.
        #expect(lines.count >= 7_600)
        #expect(failures.isEmpty, "\(failures.count) of \(lines.count) cases differ, first: \(failures.prefix(5))")
        #expect(tailored == 22, "ICU's number tailoring changed: \(tailored) cases")
    }
}
