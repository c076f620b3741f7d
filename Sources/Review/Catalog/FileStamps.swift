import Foundation
import Files
import GoldenRun
import Pixelproof

/// The modification time and size of every file under some folders: two scans compared give the
/// files saved, added or removed in between. Polling (every quarter second) works the same on
/// Linux and macOS and costs a few hundred `stat` calls for a design system's folder.
package struct FileStamps: Sendable, Equatable {
    struct Stamp: Sendable, Equatable {
        var modified: Date
        var size: Int
    }

    var stamps: [String: Stamp] = [:]

    package init() {}

    /// Every regular file under `folders`, walked as `pixelproof test` walks them (hidden files
    /// and folders and `.build` left out); a folder that went away has no files.
    package static func scan(_ folders: [String]) -> FileStamps {
        var result = FileStamps()
        for folder in folders {
            try? SnapshotDiscovery.walk(folder) { file in
                guard file.isRegular else { return }
                result.stamps[file.path] = Stamp(modified: file.modified, size: file.size)
            }
        }
        return result
    }

    /// The files whose stamp differs between `self` and `newer`, or that only one of them has.
    package func changes(to newer: FileStamps) -> [String] {
        let paths = Set(stamps.keys).union(newer.stamps.keys)
        return paths.filter { stamps[$0] != newer.stamps[$0] }.sorted()
    }
}
