import BuiltInComponents
import DescriptionFormat
import SceneBuilding
import Files
import Foundation
import JSON
import PixelDiff
import Pixelproof

/// Finds the description files a `pixelproof test DIR...` run checks, and names their snapshots:
/// the path relative to DIR without its extension ("ids/button-primary" for
/// DIR/ids/button-primary.yaml), whose golden is `<snapshots>/<name>@<scale>x.png`.
package enum SnapshotDiscovery {
    /// A description file found, with the snapshot name its golden is named after.
    package struct Description: Hashable, Sendable {
        /// The snapshot name.
        package var name: String
        /// The file's path (DIR joined with the relative path).
        package var path: String
    }

    package static let defaultExtensions: Set<String> = ["yaml", "yml", "json"]

    /// Every file with one of `extensions` under `folders`, sorted by name; hidden folders, `.build`
    /// and the snapshots folder are skipped, and so are JSON files that are not descriptions and
    /// library files of components. Two files with the same name (a.yaml and a.json) are an error,
    /// as they would share a golden.
    package static func find(in folders: [String], extensions: Set<String> = defaultExtensions,
                            skipping skipped: [String] = []) throws -> [Description] {
        var found: [String: Description] = [:]
        for folder in folders {
            try walk(folder, skipping: skipped) { file in
                let (relative, full) = (file.relative, file.path)
                let ext = (relative as NSString).pathExtension.lowercased()
                guard extensions.contains(ext) else { return }
                // A JSON library has no `content`, so the JSON check already leaves it out.
                if ext == "json" ? !looksLikeDescription(full) : isLibrary(full) { return }
                let name = (relative as NSString).deletingPathExtension
                if let other = found[name] {
                    throw ReportError("\(other.path) and \(full) would share the golden of \"\(name)\"; rename one")
                }
                found[name] = Description(name: name, path: full)
            }
        }
        return found.values.sorted { $0.name < $1.name }
    }

    /// The library files of components (only `import:` and `components:`, .yaml or .yml) under
    /// `folders`, by path: the files `find` leaves out, which `catalog --components` draws.
    package static func libraries(in folders: [String]) throws -> [String] {
        var found: [String] = []
        for folder in folders {
            // A library file named on its own (`audit --components chips.yaml`).
            if !FilePath.isFolder(folder), FilePath.exists(folder) { found.append(folder); continue }
            try walk(folder) { file in
                let (relative, full) = (file.relative, file.path)
                let ext = (relative as NSString).pathExtension.lowercased()
                if (ext == "yaml" || ext == "yml") && isLibrary(full) { found.append(full) }
            }
        }
        return found.sorted()
    }

    /// Visits every file under `folder` in name order, the one rule for what a walk skips:
    /// hidden files and folders, `.build`, and the `skipping` paths.
    package static func walk(_ folder: String, skipping skipped: [String] = [], _ visit: (FoundFile) throws -> Void) throws {
        let skippedPaths = Set(skipped.map(FilePath.absolute))
        guard FilePath.isFolder(folder) else {
            throw ReportError("\(folder): no such folder; pass folders that hold description files")
        }
        let files: [FoundFile]
        do {
            files = try FolderWalk.files(in: folder) { relative, full, _ in
                FolderWalk.isHiddenOrBuild(relative) || skippedPaths.contains(FilePath.absolute(full))
            }
        } catch {
            throw ReportError("\(folder): cannot list its files; check its permissions")
        }
        for file in files { try visit(file) }
    }

    /// A JSON file is a description when its top level has `content`; tokens files, reports and
    /// catalog manifests do not, so they are not mistaken for tests. A file that does not parse is
    /// kept: the parser will report it as that test's error.
    static func looksLikeDescription(_ path: String) -> Bool {
        // A regular file only: reading a FIFO named like a description would wait forever.
        guard let data = try? AtomicFile.read(path, maxBytes: DescriptionLimits.default.maxFileBytes),
              let root = try? JSONNode.parse(data) else { return true }
        return root["content"] != nil
    }

    /// A library of components (only `import:` and `components:`) is used by descriptions, not
    /// tested on its own.
    static func isLibrary(_ path: String) -> Bool {
        guard let data = try? AtomicFile.read(path, maxBytes: DescriptionLimits.default.maxFileBytes) else { return false }
        return LibraryFile.isLibrary(data)
    }
}
