import Foundation

/// docs/ARCHITECTURE.md's module table: each row's modules (first column, in backticks) and its
/// "depends on" column (names separated by commas, "—" for none).
struct ModuleTable {
    /// Module name → the dependencies its row names.
    var dependencies: [String: Set<String>] = [:]
    /// Rows the table cannot read, with the reason, so a malformed row fails by name.
    var unreadable: [String] = []

    init(markdown: String) {
        var dependsColumn: Int?
        for line in markdown.split(separator: "\n") where line.hasPrefix("|") {
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
                .map { $0.trimmingCharacters(in: .whitespaces) }
            if dependsColumn == nil {
                // The header row of the first table with a "depends on" column.
                dependsColumn = cells.firstIndex(of: "depends on")
                continue
            }
            guard let column = dependsColumn, cells.count > column, cells[0].hasPrefix("`") else { continue }
            let modules = cells[0].matches(of: /`([^`]+)`/).map { String($0.output.1) }
            let written = cells[column].replacing("`", with: "")
            let names = written == "—" ? [] : written.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            if names.contains(where: { $0.isEmpty || $0.contains(" ") }) {
                unreadable.append("\(modules.joined(separator: ", ")): \"\(cells[column])\" is not a list of module names")
            }
            for module in modules { dependencies[module] = Set(names) }
        }
    }
}
