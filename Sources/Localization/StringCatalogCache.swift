import Files
import Synchronization

extension StringCatalog {
    private static let cache = Mutex<[String: (stamp: FileStamp?, catalog: StringCatalog)]>([:])

    /// `load(at:)`, read once per process while the file keeps its size and modification time: a
    /// run draws hundreds of views against one catalog, and an edited catalog is read again.
    package static func cached(at path: String) throws(LocalizationError) -> StringCatalog {
        let stamp = FileStamp.of(path)
        if let hit = cache.withLock({ $0[path] }), let stamp, hit.stamp == stamp { return hit.catalog }
        let catalog = try load(at: path)
        cache.withLock { $0[path] = (stamp, catalog) }
        return catalog
    }
}
