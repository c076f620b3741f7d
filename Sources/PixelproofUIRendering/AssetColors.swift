import PixelproofUICore
import AssetCatalog
import Foundation

/// Where a view's `Color("name")` and `Image("name")` are looked up: the asset catalog given,
/// else the one `PIXELPROOF_ASSETS` names, else none (a named colour or image is then an error
/// that says how to give one). The catalog is read once per document; the colour scheme being
/// drawn picks a set's light or dark appearance, the render's scale an image set's file.
enum AssetColors {
    static func lookups(assets: String?, environment: [String: String] = ProcessInfo.processInfo.environment) throws
        -> (colors: NamedColors?, images: NamedImages?) {
        let loaded = try assets.map { try AssetCatalog.load(at: $0) } ?? AssetCatalog.fromEnvironment(environment)
        guard let catalog = loaded else { return (nil, nil) }
        let colors = NamedColors { name, scheme in try catalog.color(named: name, appearance: scheme == .dark ? .dark : .light) }
        let images = NamedImages { name, scheme, scale in
            let image = try catalog.image(named: name, scale: scale, appearance: scheme == .dark ? .dark : .light)
            return NamedImages.File(path: image.path, scale: image.scale, isTemplate: image.isTemplate)
        }
        return (colors, images)
    }
}
