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
package enum AtomicFile {
    /// Temporary files being written right now, so an interrupted run (SIGINT, SIGTERM) can remove
    /// them before it exits: a destination is then either its old or its new self, and no
    /// `.pixelproof-*.tmp` file is left behind. `closed` once they have been removed for the exit:
    /// the other threads keep drawing until the process is gone, and a temporary file they
    /// created after the removal would be left behind.
    private static let inFlight = Mutex<(paths: Set<String>, closed: Bool)>(([], false))

    /// Removes every temporary file still being written and refuses new ones from now on (the
    /// process is about to exit); returns how many there were.
    @discardableResult
    package static func removeTemporaryFiles() -> Int {
        let paths = inFlight.withLock { state in
            defer { state.paths.removeAll(); state.closed = true }
            return state.paths
        }
        for path in paths { unlink(path) }
        return paths.count
    }

    /// Writes `bytes` to `path` atomically.
    package static func write(_ bytes: [UInt8], to path: String) throws {
        try write(to: path) { sink in try bytes.withUnsafeBytes { try sink($0) } }
    }

    /// Writes what `produce` hands to its sink; if `produce` throws, the destination is left as it was.
    package static func write(to path: String,
                             _ produce: ((UnsafeRawBufferPointer) throws -> Void) throws -> Void) throws {
        try refuseSpecialFile(path)
        let folder = FilePath.parentFolder(of: path)
        var template = Array((folder + "/.pixelproof-XXXXXX.tmp").utf8CString)
        // Created and registered in one step under the lock, so an interruption either removes
        // the file or comes before it exists.
        let created: (fd: Int32, path: String)? = inFlight.withLock { state in
            if state.closed { return nil }
            let fd = template.withUnsafeMutableBufferPointer { mkstemps($0.baseAddress!, 4) }
            guard fd >= 0 else { return (fd, "") }   // errno still says why, for the error below
            let path = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            state.paths.insert(path)
            return (fd, path)
        }
        guard let (fd, tempPath) = created else {
            throw FileError(path: path, action: "cannot write", reason: "the run was interrupted")
        }
        guard fd >= 0 else { throw ioError("cannot create a temporary file in \(folder)", path) }
        var renamed = false
        defer {
            if !renamed { unlink(tempPath) }
            inFlight.withLock { _ = $0.paths.remove(tempPath) }
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

    /// Refuses a destination that exists and is not a regular file (after links): the rename
    /// would replace the thing itself, and run as root `-o /dev/null` would put a PNG where the
    /// device was. Writing into it instead could block forever (a FIFO without a reader).
    private static func refuseSpecialFile(_ path: String) throws(FileError) {
        guard var error = FileError.notAFile(path, FileKind.at(path), action: "cannot write") else { return }
        error.reason += ", and writing would replace it; give the path of a file"
        throw error
    }

    /// The whole file's bytes; a file larger than `maxBytes` is refused before it is read. Every
    /// caller names the bound of the kind of file it reads (a description, a PNG, a report) where
    /// that kind is defined.
    ///
    /// Only a regular file is read: every path a reader gets can be named by someone else (a
    /// description, a summary.json, a file saved into a served folder, a baseline), and a FIFO,
    /// a socket or a device (`/dev/stdin`, `/dev/zero`) would wait forever for bytes or never
    /// end. The file is opened without blocking and checked once open, so nothing swapped in
    /// between a check and the open can block the caller either; the refusal names what it is.
    package static func read(_ path: String, maxBytes: Int) throws(FileError) -> [UInt8] {
        let fd = open(path, O_RDONLY | O_NONBLOCK)
        guard fd >= 0 else { throw ioError("cannot open", path) }
        defer { close(fd) }
        try refuseUnlessRegular(fd, path: path)
        return try readAll(fd, path: path, maxBytes: maxBytes)
    }

    /// A stream's bytes (`render -`'s standard input: a pipe, a terminal or a file), read until
    /// its end and cut off once past `maxBytes`, so an endless one cannot exhaust memory. The one
    /// reader that waits: the user handed it the stream.
    package static func readStream(_ path: String, maxBytes: Int) throws(FileError) -> [UInt8] {
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { throw ioError("cannot open", path) }
        defer { close(fd) }
        return try readAll(fd, path: path, maxBytes: maxBytes)
    }

    /// At most the first `count` bytes of the regular file at `path` (fewer when it is shorter),
    /// opened as `read` opens it: for telling what a file holds by its signature
    /// without reading it whole.
    package static func readFirstBytes(_ path: String, count: Int) throws(FileError) -> [UInt8] {
        let fd = open(path, O_RDONLY | O_NONBLOCK)
        guard fd >= 0 else { throw ioError("cannot open", path) }
        defer { close(fd) }
        try refuseUnlessRegular(fd, path: path)
        var bytes = [UInt8](repeating: 0, count: count)
        var filled = 0
        while filled < count {
            let n = bytes.withUnsafeMutableBytes { posixRead(fd, $0.baseAddress! + filled, count - filled) }
            if n < 0 {
                if errno == EINTR { continue }
                throw ioError("cannot read", path)
            }
            if n == 0 { break }
            filled += n
        }
        return Array(bytes.prefix(filled))
    }

    private static func refuseUnlessRegular(_ fd: Int32, path: String) throws(FileError) {
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw ioError("cannot read", path) }
        if let error = FileError.notAFile(path, FileKind(mode: info.st_mode), action: "cannot read") { throw error }
    }

    private static func readAll(_ fd: Int32, path: String, maxBytes: Int?) throws(FileError) -> [UInt8] {
        // A regular file's size is known: refuse it before reading a byte. Streams (a FIFO,
        // /dev/zero) are cut off below, once they pass the limit.
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw ioError("cannot read", path) }
        let kind = FileKind(mode: info.st_mode)
        // A folder opens, then fails on the first read with the system's "Is a directory".
        if kind == .folder, let error = FileError.notAFile(path, kind, action: "cannot read") { throw error }
        if let maxBytes, kind == .regularFile, Int(info.st_size) > maxBytes {
            throw tooLarge(path, size: "\(info.st_size) bytes", maxBytes)
        }
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
            if let maxBytes, bytes.count > maxBytes { throw tooLarge(path, size: "more than \(maxBytes) bytes", maxBytes) }
        }
        return bytes
    }

    /// Copies the file at `source` to `destination` (replacing it atomically); a source larger
    /// than `maxBytes` is refused as `read` refuses it.
    package static func copy(_ source: String, to destination: String, maxBytes: Int) throws {
        try write(try read(source, maxBytes: maxBytes), to: destination)
    }

    /// Removes the file at `path`; a file that is not there is no error.
    package static func remove(_ path: String) throws(FileError) {
        guard unlink(path) == 0 || errno == ENOENT else { throw ioError("cannot remove", path) }
    }

    private static func tooLarge(_ path: String, size: String, _ maxBytes: Int) -> FileError {
        FileError(path: path, action: "is \(size), larger than the limit of \(maxBytes) bytes", reason: "", limit: maxBytes)
    }

    private static func ioError(_ what: String, _ path: String) -> FileError {
        FileError(path: path, action: what, reason: String(cString: strerror(errno)))
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
