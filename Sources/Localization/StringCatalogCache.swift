import Foundation
import Synchronization

extension StringCatalog {
    private static let cache = Mutex<[String: (stamp: [Double], catalog: StringCatalog)]>([:])

    /// `load(at:)`, read once per process while the file keeps its size and modification time: a
    /// run draws hundreds of views against one catalog, and an edited catalog is read again.
    package static func cached(at path: String) throws(LocalizationError) -> StringCatalog {
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        let stamp = [(attributes?[.size] as? NSNumber)?.doubleValue ?? -1,
                     (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? -1]
        if let hit = cache.withLock({ $0[path] }), hit.stamp == stamp { return hit.catalog }
        let catalog = try load(at: path)
        cache.withLock { $0[path] = (stamp, catalog) }
        return catalog
    }
}
