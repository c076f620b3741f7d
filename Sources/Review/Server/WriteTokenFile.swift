#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `--token-file`: the write token in a file only its owner can read, for a machine shared with
/// other users (who can open the page, but then find no token in it).
package enum WriteTokenFile {
    /// Writes the token (and a newline) to `path`, created anew with mode 0600: what was there is
    /// removed first (a link itself, never its target), so no other user's file or link is
    /// written through.
    package static func save(_ token: WriteToken, to path: String) throws(ServerError) {
        unlink(path)
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard fd >= 0 else {
            throw ServerError("--token-file \(path): cannot create (\(String(cString: strerror(errno)))); name a file in a folder you own")
        }
        defer { close(fd) }
        let bytes = Array((token.value + "\n").utf8)
        guard bytes.withUnsafeBytes({ write(fd, $0.baseAddress, $0.count) }) == bytes.count else {
            throw ServerError("--token-file \(path): cannot write (\(String(cString: strerror(errno))))")
        }
    }
}
