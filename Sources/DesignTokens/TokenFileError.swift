/// A token file that cannot be used. The message names the file, the line and column, the token
/// path and what to change: `tokens.json:12:14: color.brand: unresolved alias {color.bran} (did you mean "{color.brand}"?)`.
public struct TokenFileError: Error, Hashable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int?
    public var column: Int?
    /// The token (or group) path, dot-separated; empty for a file-level problem.
    public var path: String
    public var message: String

    public init(file: String, line: Int? = nil, column: Int? = nil, path: String = "", message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.path = path
        self.message = message
    }

    public var description: String {
        var place = file
        if let line { place += ":\(line)" + (column.map { ":\($0)" } ?? "") }
        return place + ": " + (path.isEmpty ? "" : path + ": ") + message
    }
}
