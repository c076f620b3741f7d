#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Components

/// Creating output folders (like `mkdir -p`), with errors that name the folder.
public enum Folders {
    public static func create(_ path: String) throws {
        var current = path.hasPrefix("/") ? "" : "."
        for part in path.split(separator: "/") {
            current += "/" + part
            if mkdir(current, 0o755) != 0 && errno != EEXIST {
                throw RenderError("", "cannot create folder \(current): \(String(cString: strerror(errno)))")
            }
        }
    }

    /// Whether a regular file (or a link to one) exists at `path`.
    public static func fileExists(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
    }
}
