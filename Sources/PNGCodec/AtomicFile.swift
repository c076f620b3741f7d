#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// Whole-file reads, and writes that never leave a half-written file behind.
///
/// A write goes to a temporary file in the destination's folder (same file system, so the final
/// `rename` is atomic), is flushed to disk, then renamed over the destination. If anything fails
/// before the rename, the temporary file is removed and the old destination is untouched.
public enum AtomicFile {
    /// Temporary files being written right now, so an interrupted run (SIGINT, SIGTERM) can remove
    /// them before it exits: a destination is then either its old or its new self, and no
    /// `.pixelproof-*.tmp` file is left behind.
    private static let inFlight = Mutex<Set<String>>([])

    /// Removes every temporary file still being written; returns how many there were.
    @discardableResult
    public static func removeTemporaryFiles() -> Int {
        let paths = inFlight.withLock { set in defer { set.removeAll() }; return set }
        for path in paths { unlink(path) }
        return paths.count
    }

    /// Writes `bytes` to `path` atomically.
    public static func write(_ bytes: [UInt8], to path: String) throws {
        try write(to: path) { sink in try bytes.withUnsafeBytes { try sink($0) } }
    }

    /// Writes what `produce` hands to its sink; if `produce` throws, the destination is left as it was.
    public static func write(to path: String,
                             _ produce: ((UnsafeRawBufferPointer) throws -> Void) throws -> Void) throws {
        let folder = parentFolder(of: path)
        var template = Array((folder + "/.pixelproof-XXXXXX.tmp").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemps($0.baseAddress!, 4) }
        guard fd >= 0 else { throw ioError("cannot create a temporary file in \(folder)", path) }
        let tempPath = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        inFlight.withLock { _ = $0.insert(tempPath) }
        var renamed = false
        defer {
            if !renamed { unlink(tempPath) }
            inFlight.withLock { _ = $0.remove(tempPath) }
        }
        do {
            defer { close(fd) }
            try produce { chunk in
                var offset = 0
                while offset < chunk.count {
                    let n = posixWrite(fd, chunk.baseAddress! + offset, chunk.count - offset)
                    if n < 0 {
                        if errno == EINTR { continue }
                        throw ioError("cannot write", path)
                    }
                    offset += n
                }
            }
            guard fsync(fd) == 0 else { throw ioError("cannot flush to disk", path) }
            // mkstemp creates files 0600; a rendered image should be as readable as any other file.
            fchmod(fd, 0o644)
        }
        guard rename(tempPath, path) == 0 else { throw ioError("cannot replace the file", path) }
        renamed = true
    }

    /// The whole file's bytes.
    public static func read(_ path: String) throws -> [UInt8] {
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { throw ioError("cannot open", path) }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { posixRead(fd, $0.baseAddress!, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw ioError("cannot read", path)
            }
            if n == 0 { break }
            bytes.append(contentsOf: chunk[0..<n])
        }
        return bytes
    }

    static func parentFolder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let folder = String(path[..<slash])
        return folder.isEmpty ? "/" : folder
    }

    private static func ioError(_ what: String, _ path: String) -> PNGError {
        let reason = String(cString: strerror(errno))
        return PNGError(.io, file: path, message: "\(what): \(reason)")
    }
}

/// `write(2)` and `read(2)`, named apart from the methods above.
@inline(__always)
private func posixWrite(_ fd: Int32, _ buf: UnsafeRawPointer, _ n: Int) -> Int {
    write(fd, buf, n)
}

@inline(__always)
private func posixRead(_ fd: Int32, _ buf: UnsafeMutableRawPointer, _ n: Int) -> Int {
    read(fd, buf, n)
}
