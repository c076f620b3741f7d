#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The path arithmetic every layer needs, in one place, on plain strings ("/"-separated, as
/// POSIX and the description format write them).
package enum FilePath {
    /// The folder part of a path: "a/b.png" → "a", "b.png" → ".", "/b.png" → "/".
    package static func parentFolder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let folder = String(path[..<slash])
        return folder.isEmpty ? "/" : folder
    }

    /// The last component: "a/b.png" → "b.png".
    package static func fileName(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// The file name without its extension: "a/b.test.png" → "b.test".
    package static func stem(of path: String) -> String {
        let name = fileName(of: path)
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }

    /// `relative` joined to `folder`, unless it is absolute already.
    package static func join(_ folder: String, _ relative: String) -> String {
        if relative.hasPrefix("/") || folder.isEmpty || folder == "." { return relative }
        return folder.hasSuffix("/") ? folder + relative : folder + "/" + relative
    }

    /// The path with `.` steps, empty steps and `folder/..` pairs removed, so two spellings of
    /// one file compare equal (`a/./b/../c.yaml` → `a/c.yaml`). Links are not followed.
    package static func normalized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." { parts.removeLast(); continue }
            parts.append(part)
        }
        let joined = parts.joined(separator: "/")
        return path.hasPrefix("/") ? "/" + joined : (joined.isEmpty ? "." : joined)
    }

    /// A leading `~` (alone or before a `/`) replaced by the home folder (`HOME`), as a shell
    /// would: for paths from environment variables, which no shell has expanded.
    package static func expandingHome(_ path: String) -> String {
        guard path == "~" || path.hasPrefix("~/"), let home = getenv("HOME").map({ String(cString: $0) }), !home.isEmpty else { return path }
        return home + path.dropFirst()
    }

    /// The process's working folder.
    package static var currentFolder: String {
        guard let cwd = getcwd(nil, 0) else { return "." }
        defer { free(cwd) }
        return String(cString: cwd)
    }

    /// `path` from the working folder, normalized, so "Snapshots", "./Snapshots" and
    /// "/home/me/app/Snapshots" compare equal.
    package static func absolute(_ path: String) -> String {
        normalized(path.hasPrefix("/") ? path : join(currentFolder, path))
    }

    /// The absolute path with every symbolic link, `.` and `..` resolved, as the file system
    /// sees it (what a check "is this inside that folder?" must compare); nil when nothing is there.
    package static func resolvingLinks(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The system's folder for temporary files (`TMPDIR`, else /tmp).
    package static var temporaryFolder: String {
        let tmp = getenv("TMPDIR").map { String(cString: $0) } ?? ""
        return tmp.isEmpty ? "/tmp" : (tmp.hasSuffix("/") && tmp.count > 1 ? String(tmp.dropLast()) : tmp)
    }

    /// Whether a file or folder exists at `path`.
    package static func exists(_ path: String) -> Bool { access(path, F_OK) == 0 }

    /// Whether a regular file (or a link to one) is at `path`.
    package static func isFile(_ path: String) -> Bool { FileKind.at(path) == .regularFile }

    /// Whether `path` is a folder.
    package static func isFolder(_ path: String) -> Bool { FileKind.at(path) == .folder }

    /// Creates `path` and the folders above it that are missing.
    package static func createFolder(_ path: String) throws(FileError) {
        if path.isEmpty || isFolder(path) { return }
        let parent = parentFolder(of: path)
        if parent != path, parent != ".", parent != "/" { try createFolder(parent) }
        if mkdir(path, 0o755) != 0, errno != EEXIST {
            throw FileError(path: path, action: "cannot create the folder", reason: String(cString: strerror(errno)))
        }
    }
}

extension FilePath {
    /// Whether anything at all is at `path`, a link to nothing included (`exists` follows links).
    package static func existsAsEntry(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }
}
