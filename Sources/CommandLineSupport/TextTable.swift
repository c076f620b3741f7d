/// Plain-text tables for the terminal: columns padded to their widest cell.
/// Every command that prints a table (bench, tokens, fonts) uses this one.
package struct TextTable {
    package var header: [String]
    package var rows: [[String]] = []

    package init(header: [String]) { self.header = header }

    package mutating func add(_ row: [String]) { rows.append(row) }

    package var rendered: String {
        let all = [header] + rows
        let columns = all.map(\.count).max() ?? 0
        var widths = [Int](repeating: 0, count: columns)
        for row in all { for (i, cell) in row.enumerated() { widths[i] = max(widths[i], cell.count) } }
        func line(_ row: [String]) -> String {
            row.enumerated().map { i, cell in
                i == row.count - 1 ? cell : cell + String(repeating: " ", count: widths[i] - cell.count)
            }.joined(separator: "  ")
        }
        var out = [line(header), widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ")]
        out += rows.map(line)
        return out.joined(separator: "\n")
    }
}
