@testable import BuiltInComponents
@testable import DescriptionFormat
@testable import SceneBuilding

/// One refused description and what its message must say.
struct BadDescriptionCase: Sendable, CustomStringConvertible {
    var name: String
    var file: String = "test.yaml"
    var text: String
    /// Where the message must point: the first occurrence of this text (its line and column), or
    /// an explicit "line:col", or nil for messages without a place.
    var at: Place?
    var path: String
    var contains: [String]
    var suggestion: String? = nil

    enum Place: Sendable {
        case firstOccurrence(String)
        case lineColumn(Int, Int)
    }

    var description: String { name }

    /// "file:line:col" where the message must point.
    var expectedLocation: String? {
        switch at {
        case nil: return nil
        case let .lineColumn(line, column)?: return "\(file):\(line):\(column)"
        case let .firstOccurrence(needle)?:
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                if let range = line.range(of: needle) {
                    let column = line.unicodeScalars.distance(from: line.unicodeScalars.startIndex, to: range.lowerBound) + 1
                    return "\(file):\(index + 1):\(column)"
                }
            }
            return "\(file):<\(needle) not in text>"
        }
    }
}

/// A small IDS document around one node written on line 4 (so columns count from "  ").
func idsDocument(_ node: String, system: String = "ids") -> String {
    "system: \(system)\ncanvas: {width: 375}\ncontent:\n  \(node)\n"
}
