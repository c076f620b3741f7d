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
    /// What stood at the path instead of a file (a folder, a pipe), when that is why it was refused.
    package var kind: FileKind?

    package init(path: String, action: String, reason: String, limit: Int? = nil, kind: FileKind? = nil) {
        self.path = path; self.action = action; self.reason = reason; self.limit = limit; self.kind = kind
    }

    /// Refuses `kind` standing where a file was expected ("it is a folder, not a file"); nil when
    /// it is a file, or nothing (whose error is the operating system's).
    package static func notAFile(_ path: String, _ kind: FileKind, action: String) -> FileError? {
        kind.notAFile.map { FileError(path: path, action: action, reason: $0, kind: kind) }
    }

    /// What went wrong without the path: "cannot open: No such file or directory".
    package var message: String { reason.isEmpty ? action : "\(action): \(reason)" }

    package var description: String { "\(path): \(message)" }
}
