import Foundation

/// The modification time and size of every file under some folders: two scans compared give the
/// files saved, added or removed in between. Polling (every quarter second) works the same on
/// Linux and macOS and costs a few hundred `stat` calls for a design system's folder.
public struct FileStamps: Sendable, Equatable {
    struct Stamp: Sendable, Equatable {
        var modified: Date
        var size: Int
    }

    var stamps: [String: Stamp] = [:]

    public init() {}

    /// Every regular file under `folders`; hidden files and folders and `.build` are left out.
    public static func scan(_ folders: [String]) -> FileStamps {
        var result = FileStamps()
        let fm = FileManager.default
        for folder in folders {
            guard let walker = fm.enumerator(atPath: folder) else { continue }
            while let relative = walker.nextObject() as? String {
                let last = (relative as NSString).lastPathComponent
                let attributes = walker.fileAttributes
                if last.hasPrefix(".") || last == ".build" {
                    if (attributes?[.type] as? FileAttributeType) == .typeDirectory { walker.skipDescendants() }
                    continue
                }
                guard (attributes?[.type] as? FileAttributeType) == .typeRegular else { continue }
                result.stamps[folder + "/" + relative] = Stamp(modified: attributes?[.modificationDate] as? Date ?? .distantPast,
                                                               size: (attributes?[.size] as? NSNumber)?.intValue ?? 0)
            }
        }
        return result
    }

    /// The files whose stamp differs between `self` and `newer`, or that only one of them has.
    public func changes(to newer: FileStamps) -> [String] {
        let paths = Set(stamps.keys).union(newer.stamps.keys)
        return paths.filter { stamps[$0] != newer.stamps[$0] }.sorted()
    }
}
