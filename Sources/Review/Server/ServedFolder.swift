import Files
import Foundation

/// A folder the server may read from, and the one rule for turning a request's path into a file:
/// the path must name something inside the folder. `..`, `.`, empty and absolute components are
/// refused before the file system is asked, and a symbolic link that leads outside is refused after
/// it is resolved, so no request reads a file the user did not hand to the server.
package struct ServedFolder: Sendable, Hashable {
    /// The folder and the one rule for paths inside it (Files' `BoundedFolder`).
    package let bounded: BoundedFolder
    /// The folder, absolute, with symbolic links resolved.
    package var root: String { bounded.root }

    package init(_ path: String) throws(ServerError) {
        guard FilePath.resolvingLinks(path) != nil else {
            throw ServerError("\(path): no such folder; pass a folder that exists")
        }
        do { bounded = try BoundedFolder(path) } catch {
            throw ServerError("\(path): not a folder; pass a folder")
        }
    }

    /// The regular file that `relative` (a request path below the folder, percent-encoded or
    /// not) names, or nil when it would leave the folder, does not exist or is no regular file.
    package func file(_ relative: String) -> String? {
        guard let components = ServedFolder.components(relative) else { return nil }
        return try? bounded.file(relative: components.joined(separator: "/"))
    }

    /// Whether `path` (absolute, resolved) is the folder or below it.
    package func contains(_ path: String) -> Bool { bounded.contains(path) }
    /// The components of a relative request path, each percent-decoded; nil when any is unsafe.
    static func components(_ relative: String) -> [String]? {
        guard !relative.isEmpty, !relative.hasPrefix("/"), !relative.hasPrefix("\\") else { return nil }
        var result: [String] = []
        for raw in relative.split(separator: "/", omittingEmptySubsequences: false) {
            guard let part = String(raw).removingPercentEncoding else { return nil }
            // A decoded "/" or "\" would smuggle a separator past the split; NUL ends C strings early.
            guard !part.isEmpty, part != ".", part != "..", !part.contains("/"), !part.contains("\\"),
                  !part.contains("\u{0}") else { return nil }
            result.append(part)
        }
        return result
    }
}
