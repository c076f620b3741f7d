/// A folder that paths named by someone else must stay inside once every symbolic link is
/// followed: an image a report's summary.json names, a golden a description's name leads to, a
/// file a request asks for. A summary or a golden can come from a pull request or a CI artifact,
/// so a path is judged by where it really leads, never by how it is spelt, and only a regular
/// file is read (a FIFO would wait forever for a writer, `/proc/self/environ` is no picture).
package struct BoundedFolder: Sendable, Hashable {
    /// The action of every refusal's `FileError`, for callers that tell a refusal from a failure
    /// to read or write.
    package static let refused = "is refused"

    /// The folder, absolute, its links resolved.
    package let root: String

    /// `path` must be a folder that exists.
    package init(_ path: String) throws(FileError) {
        guard let resolved = FilePath.resolvingLinks(path) else {
            throw FileError(path: path, action: "is no folder", reason: "nothing is there")
        }
        let kind = FileKind.at(resolved)
        guard kind == .folder else { throw FileError(path: path, action: "is no folder", reason: "it is \(kind.noun)", kind: kind) }
        root = resolved
    }

    /// Whether `resolved` (absolute, links resolved) is the folder or below it.
    package func contains(_ resolved: String) -> Bool {
        resolved == root || resolved.hasPrefix(root == "/" ? "/" : root + "/")
    }

    /// The regular file `relative` (a path below the folder, as a summary.json or a request
    /// gives it) leads to, resolved; refused when it is absolute, has a `..` step, leads outside
    /// once links are followed, is not there, or is not a regular file.
    package func file(relative: String) throws(FileError) -> String {
        if relative.hasPrefix("/") || relative.isEmpty {
            throw FileError(path: relative, action: BoundedFolder.refused, reason: "a path here is relative to \(root)")
        }
        if relative.split(separator: "/").contains("..") {
            throw FileError(path: relative, action: BoundedFolder.refused, reason: "it has a `..` step, and a path here never leaves \(root)")
        }
        return try file(at: FilePath.join(root, relative))
    }

    /// The regular file at `path` (absolute, or from the working folder), resolved, when it lies
    /// inside the folder once links are followed; refused otherwise, saying where it leads.
    package func file(at path: String) throws(FileError) -> String {
        guard let resolved = FilePath.resolvingLinks(path) else {
            throw FileError(path: path, action: "cannot open", reason: "No such file or directory")
        }
        guard contains(resolved) else { throw leadsOutside(path, resolved) }
        if let error = FileError.notAFile(path, FileKind.at(resolved), action: BoundedFolder.refused) { throw error }
        return resolved
    }

    /// Where `path` (inside the folder as written) may be written: its missing folders are made,
    /// the deepest folder that existed is checked before that and the file's folder after, so
    /// neither a `..` nor a link planted on the way leads out; a file already there must lead
    /// inside too and be a regular file (a write replaces a link, a read would follow it).
    /// Returns the path to write, its folder resolved.
    package func placeForWriting(_ path: String) throws(FileError) -> String {
        guard !path.split(separator: "/").contains("..") else {
            throw FileError(path: path, action: BoundedFolder.refused, reason: "it has a `..` step, and a path here never leaves \(root)")
        }
        let absolute = FilePath.absolute(path)
        let folder = FilePath.parentFolder(of: absolute)
        var existing = folder
        while !FilePath.isFolder(existing), existing != "/" { existing = FilePath.parentFolder(of: existing) }
        let resolvedExisting = FilePath.resolvingLinks(existing) ?? existing
        guard contains(resolvedExisting) else { throw leadsOutside(existing, resolvedExisting) }
        try FilePath.createFolder(folder)
        guard let resolvedFolder = FilePath.resolvingLinks(folder), contains(resolvedFolder) else {
            throw leadsOutside(folder, FilePath.resolvingLinks(folder) ?? folder)
        }
        let target = resolvedFolder + "/" + FilePath.fileName(of: absolute)
        if FilePath.existsAsEntry(target) { _ = try file(at: target) }
        return target
    }

    private func leadsOutside(_ path: String, _ resolved: String) -> FileError {
        FileError(path: path, action: BoundedFolder.refused, reason: "it leads to \(resolved), outside \(root)")
    }
}
