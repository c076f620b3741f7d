#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What stands at a path, links followed: the one place that tells a file from a folder, a pipe,
/// a socket or a device, so every reader says "it is a folder, not a file" where a file was
/// expected, instead of "not found" or the operating system's "Is a directory".
package enum FileKind: Hashable, Sendable {
    /// Nothing (or a link to nothing).
    case missing
    case regularFile
    case folder
    case pipe
    case socket
    /// A character or block device (`/dev/zero`, a disk).
    case device

    /// What is at `path` now.
    package static func at(_ path: String) -> FileKind {
        var info = stat()
        guard stat(path, &info) == 0 else { return .missing }
        return FileKind(mode: info.st_mode)
    }

    /// The kind a `stat` mode names.
    package init(mode: mode_t) {
        switch mode & S_IFMT {
        case S_IFREG: self = .regularFile
        case S_IFDIR: self = .folder
        case S_IFIFO: self = .pipe
        case S_IFSOCK: self = .socket
        default: self = .device
        }
    }

    /// "a folder", "a pipe": the words an error names it by.
    package var noun: String {
        switch self {
        case .missing: "nothing"
        case .regularFile: "a file"
        case .folder: "a folder"
        case .pipe: "a pipe"
        case .socket: "a socket"
        case .device: "a device"
        }
    }

    /// Why a path of this kind cannot be read as a file ("it is a folder, not a file"); nil for a
    /// regular file, and for nothing, whose reason is the operating system's.
    package var notAFile: String? {
        switch self {
        case .regularFile, .missing: nil
        case .folder: "it is a folder, not a file"
        default: "it is \(noun), not a regular file"
        }
    }
}
