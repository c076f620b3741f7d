import AssetCatalog
import Foundation
import PixelproofUI

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

/// Where a view's `Image("name")` is looked up: the same catalog as its colours.
enum AssetImages {
    static func namedImages(assets: String?, environment: [String: String] = ProcessInfo.processInfo.environment) throws -> NamedImages? {
        let loaded = try assets.map { try AssetCatalog.load(at: $0) } ?? AssetCatalog.fromEnvironment(environment)
        guard let catalog = loaded else { return nil }
        return NamedImages { name, scheme, scale in
            let image = try catalog.image(named: name, scale: scale, appearance: scheme == .dark ? .dark : .light)
            return NamedImages.File(path: image.path, scale: image.scale, isTemplate: image.isTemplate)
        }
    }
}
