import CommandLineSupport
import JSON
import DesignTokens

/// One suite's figures: a titled table for people, the same numbers as JSON for tools.
struct BenchSection {
    var suite: String
    var title: String
    var header: [String]
    var rows: [[String]] = []
    /// One object per row, keys as in `header` (numbers stay numbers).
    var records: [JSONValue] = []

    mutating func add(_ cells: [BenchValue]) {
        rows.append(cells.map(\.text))
        records.append(.object(zip(header, cells).map { ($0, $1.json) }))
    }

    var rendered: String {
        var table = TextTable(header: header)
        for row in rows { table.add(row) }
        return title + "\n" + table.rendered
    }

    var json: JSONValue { .object([("suite", .string(suite)), ("title", .string(title)), ("rows", .array(records))]) }
}

enum BenchValue {
    case text(String)
    case number(Double, decimals: Int)

    static func ms(_ x: Double) -> BenchValue { .number(x, decimals: 2) }

    var text: String {
        switch self {
        case let .text(s): return s
        case let .number(x, decimals):
            guard x.isFinite else { return "-" }
            let k = Double([1, 10, 100, 1000, 10000][min(decimals, 4)])
            return String((x * k).rounded() / k)
        }
    }

    var json: JSONValue {
        switch self {
        case let .text(s): return .string(s)
        case let .number(x, decimals):
            let k = Double([1, 10, 100, 1000, 10000][min(decimals, 4)])
            return x.isFinite ? .number((x * k).rounded() / k) : .null
        }
    }
}
