import Files

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

extension TokenFileError {
    /// A token file that could not be read, with the fix for why: too large, a folder where the
    /// file was named, or the operating system's reason.
    static func unreadable(_ error: FileError) -> TokenFileError {
        if error.limit != nil { return TokenFileError(file: error.path, message: "the token file \(error.action) (16 MiB); split it into several files") }
        let fix = switch error.kind {
        case .folder?: "name the token file (.json) inside it"
        case nil: "check that the path exists and is readable"
        default: "name a regular file (pipes, sockets and devices are not read)"
        }
        return TokenFileError(file: error.path, message: "cannot read the token file: \(error.reason); \(fix)")
    }
}
