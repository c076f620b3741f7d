import AssetCatalog
import Foundation
import PixelproofUICore

/// Where a view's `Color("name")` is looked up: the asset catalog given, else the one
/// `PIXELPROOF_ASSETS` names, else none (a named colour is then an error that says how to give
/// one). The colour scheme being drawn picks the colour set's light or dark appearance.
enum AssetColors {
    static func namedColors(assets: String?, environment: [String: String] = ProcessInfo.processInfo.environment) throws -> NamedColors? {
        let loaded = try assets.map { try AssetCatalog.load(at: $0) } ?? AssetCatalog.fromEnvironment(environment)
        guard let catalog = loaded else { return nil }
        return NamedColors { name, scheme in try catalog.color(named: name, appearance: scheme == .dark ? .dark : .light) }
    }
}
