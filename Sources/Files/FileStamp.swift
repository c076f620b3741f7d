#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file's size and last modification time: what tells a file read earlier from the same path
/// edited since (a cache keyed by path checks it before trusting what it holds).
package struct FileStamp: Hashable, Sendable {
    package var size: Int64
    /// Seconds and nanoseconds since 1970.
    package var modified: Double

    /// The stamp of what is at `path` now (links followed); nil when nothing is.
    package static func of(_ path: String) -> FileStamp? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        #if canImport(Darwin)
        let time = info.st_mtimespec
        #else
        let time = info.st_mtim
        #endif
        return FileStamp(size: Int64(info.st_size), modified: Double(time.tv_sec) + Double(time.tv_nsec) / 1e9)
    }
}
