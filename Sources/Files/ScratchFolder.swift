#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// Folders for scratch work that are removed when the process exits, whatever happens before:
/// a test that fails before its cleanup, or forgets it, still leaves nothing in /tmp.
package enum ScratchFolder {
    private static let made = Mutex<[String]>([])
    private static let removedAtExit: Void = { atexit { ScratchFolder.removeAll() } }()

    /// A new, empty folder made from `template` (a path ending in XXXXXX, as mkdtemp takes it).
    package static func make(_ template: String) throws(FileError) -> String {
        _ = removedAtExit
        var bytes = Array(template.utf8CString)
        guard bytes.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) != nil else {
            throw FileError(path: template, action: "cannot create a temporary folder", reason: String(cString: strerror(errno)))
        }
        let folder = String(decoding: bytes.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        made.withLock { $0.append(folder) }
        return folder
    }

    /// Removes one folder `make` made (and what is in them) before the exit, for a long-running
    /// process that makes many.
    package static func remove(_ folder: String) {
        made.withLock { $0.removeAll { $0 == folder } }
        try? FilePath.removeFolder(folder)
    }

    /// Removes every folder `make` made (and what is in them).
    package static func removeAll() {
        for folder in made.withLock({ folders in defer { folders = [] }; return folders }) {
            try? FilePath.removeFolder(folder)
        }
    }
}
