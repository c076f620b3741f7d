import Foundation

/// The modules one Swift file imports, each with its line: every spelling Swift accepts
/// (`import X`, `@testable import X`, `@_exported import X`, `@preconcurrency import X`,
/// `public`/`package`/`internal import X`, `import struct X.Y`, `import X.Submodule`), in every
/// branch of an `#if` (a module imported under `#if canImport(X)` is still one the file names).
/// Lines inside a multi-line string literal or a block comment are not code and are skipped, so a
/// test's planted source never counts as its own file's import.
enum SourceImports {
    struct Import: Equatable {
        var module: String
        var line: Int
    }

    static var statement: Regex<(Substring, Substring)> { /^\s*(?:@[A-Za-z_]+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|fileprivate|private)\s+)?import\s+(?:(?:struct|class|enum|protocol|typealias|func|var|let)\s+)?([A-Za-z_][A-Za-z0-9_]*)/ }

    static func imports(in source: String) -> [Import] {
        var found: [Import] = []
        var closing: String?               // inside a multi-line string: the delimiter that ends it
        var inComment = false
        let statement = Self.statement
        for (index, line) in source.components(separatedBy: "\n").enumerated() {
            if let delimiter = closing {
                if line.contains(delimiter) { closing = nil }
                continue
            }
            if let open = line.range(of: "\"\"\"") {
                // A raw string's `#"""` ends only at `"""#`: count the hashes before the quotes.
                let hashes = line[..<open.lowerBound].reversed().prefix { $0 == "#" }.count
                closing = "\"\"\"" + String(repeating: "#", count: hashes)
                continue
            }
            if inComment {
                if line.contains("*/") { inComment = false }
                continue
            }
            if let match = line.firstMatch(of: statement) {
                found.append(Import(module: String(match.output.1), line: index + 1))
            } else if !line.trimmingCharacters(in: .whitespaces).hasPrefix("//"), let open = line.range(of: "/*"),
                      !line[open.upperBound...].contains("*/") {
                inComment = true
            }
        }
        return found
    }
}
