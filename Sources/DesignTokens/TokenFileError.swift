/// A token file that cannot be used. The message names the file, the line and column, the token
/// path and what to change: `tokens.json:12:14: color.brand: unresolved alias {color.bran} (did you mean "{color.brand}"?)`.
package struct TokenFileError: Error, Hashable, Sendable, CustomStringConvertible {
    package var file: String
    package var line: Int?
    package var column: Int?
    /// The token (or group) path, dot-separated; empty for a file-level problem.
    package var path: String
    package var message: String

    package init(file: String, line: Int? = nil, column: Int? = nil, path: String = "", message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.path = path
        self.message = message
    }

    package var description: String {
        var place = file
        if let line { place += ":\(line)" + (column.map { ":\($0)" } ?? "") }
        return place + ": " + (path.isEmpty ? "" : path + ": ") + message
    }
}
