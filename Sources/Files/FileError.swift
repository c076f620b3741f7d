/// Why a file or folder could not be read or written: the path, what was being done, and the
/// operating system's reason ("No such file or directory", "No space left on device").
package struct FileError: Error, Hashable, Sendable, CustomStringConvertible {
    package var path: String
    /// "cannot open", "cannot write", "is larger than …".
    package var action: String
    /// The operating system's words, or the rule that refused the file.
    package var reason: String
    /// The byte limit the file passed, when that is why it was refused (callers decide on this,
    /// never on the words).
    package var limit: Int?

    package init(path: String, action: String, reason: String, limit: Int? = nil) {
        self.path = path; self.action = action; self.reason = reason; self.limit = limit
    }

    /// What went wrong without the path: "cannot open: No such file or directory".
    package var message: String { reason.isEmpty ? action : "\(action): \(reason)" }

    package var description: String { "\(path): \(message)" }
}
