import Foundation

/// A file found under a folder.
package struct FoundFile: Hashable, Sendable {
    /// The path under the walked folder ("ids/button.yaml").
    package var relative: String
    /// The folder joined with `relative`.
    package var path: String
    /// A regular file (not a link to nowhere, a pipe or a device).
    package var isRegular: Bool
    package var modified: Date
    package var size: Int
}

/// The one folder walker: every file under a folder, in sorted order of its relative path, so
/// what a walk finds and the order it is found in do not depend on the file system.
package enum FolderWalk {
    /// What `skip` is asked about: an entry's relative path and whether it is a folder (whose
    /// contents are then left out too).
    package typealias Skip = (_ relative: String, _ path: String, _ isFolder: Bool) -> Bool

    /// Every file under `folder`. Throws when `folder` is not a folder or cannot be listed.
    package static func files(in folder: String, skipping skip: Skip = { _, _, _ in false }) throws(FileError) -> [FoundFile] {
        guard FilePath.isFolder(folder) else {
            throw FileError(path: folder, action: "is not a folder", reason: "")
        }
        guard let walker = FileManager.default.enumerator(atPath: folder) else {
            throw FileError(path: folder, action: "cannot list the folder", reason: "check its permissions")
        }
        var found: [FoundFile] = []
        while let relative = walker.nextObject() as? String {
            let path = folder + "/" + relative
            let attributes = walker.fileAttributes ?? [:]
            let type = attributes[.type] as? FileAttributeType
            if skip(relative, path, type == .typeDirectory) {
                if type == .typeDirectory { walker.skipDescendants() }
                continue
            }
            if type == .typeDirectory { continue }
            found.append(FoundFile(relative: relative, path: path, isRegular: type == .typeRegular,
                                   modified: attributes[.modificationDate] as? Date ?? .distantPast,
                                   size: (attributes[.size] as? NSNumber)?.intValue ?? 0))
        }
        return found.sorted { $0.relative < $1.relative }
    }

    /// The names of `folder`'s own entries (files and folders, not what folders hold), sorted;
    /// none when it is no folder or cannot be listed. For looking a few places up by pattern
    /// (a Python's `lib/python3.*`), where a walk would enter far too much.
    package static func entries(of folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    }

    /// The rule for folders of descriptions: hidden files and folders and `.build` are left out.
    package static func isHiddenOrBuild(_ relative: String) -> Bool {
        let last = FilePath.fileName(of: relative)
        return last.hasPrefix(".") || last == ".build"
    }
}
