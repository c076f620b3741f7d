import PixelproofUICore
import BuiltInComponents
import DescriptionFormat
import SceneBuilding
import DescriptionModel
import Pixelproof
import Values
import Localization

extension Renderer {
    /// A SwiftUI view (from a team's component file, compiled against PixelproofUI) as a document:
    /// lowered in the environment of `variant` and `colorScheme` on a canvas `width` logical px
    /// wide, its `Color("name")`s and `Image("name")`s read from the asset catalog at `assets` (else
    /// `PIXELPROOF_ASSETS`), drawn on `canvas` (the web tokens over the scheme's system background
    /// unless told: a picture of IDS components draws in `ViewCanvas(system: .ids, background: nil)`).
    /// Its `Text("key")`s resolve through the strings catalog at `strings` (else this renderer's,
    /// else `PIXELPROOF_STRINGS`) in the variant's locale.
    ///
    ///     let png = try Renderer(scale: 2).png(of: AppCard { Text("Hello") }, width: 375, colorScheme: .dark)
    public func document(of view: some PixelproofUICore.View, width: Double, variant: Variant = .default,
                         colorScheme: ColorScheme = .light, canvas: ViewCanvas = .screen, assets: String? = nil,
                         strings: String? = nil) throws -> Document {
        let catalog = try AssetColors.lookups(assets: assets)
        let texts = try stringsCatalog(strings)
        let geometry = GeometrySizes()
        func lowered() throws -> Document {
            try ViewDocument.document(of: view, width: width, scale: scale ?? Scale.picture, variant: variant, colorScheme: colorScheme,
                                      canvas: canvas, namedColors: catalog.colors, namedImages: catalog.images, geometry: geometry,
                                      strings: texts, coverage: coverage)
        }
        var document = try lowered()
        // A GeometryReader's content depends on the size layout gives it: lay out, take the
        // readers' frames, lower again with them, until they stop changing (a few passes at most;
        // content whose size feeds back into its reader's stops after the fourth).
        var passes = 0
        while geometry.isUsed, passes < 4 {
            _ = try displayList(of: document)
            guard geometry.advance() else { break }
            document = try lowered()
            passes += 1
        }
        return document
    }

    public func pixmap(of view: some PixelproofUICore.View, width: Double, variant: Variant = .default,
                       colorScheme: ColorScheme = .light, canvas: ViewCanvas = .screen, assets: String? = nil, strings: String? = nil) throws -> Pixmap {
        try pixmap(of: document(of: view, width: width, variant: variant, colorScheme: colorScheme, canvas: canvas, assets: assets, strings: strings))
    }

    public func png(of view: some PixelproofUICore.View, width: Double, variant: Variant = .default,
                    colorScheme: ColorScheme = .light, canvas: ViewCanvas = .screen, assets: String? = nil, strings: String? = nil) throws -> [UInt8] {
        try png(of: document(of: view, width: width, variant: variant, colorScheme: colorScheme, canvas: canvas, assets: assets, strings: strings))
    }

    /// The catalog a view's keys resolve through: `path`, else this renderer's `strings`, else
    /// `PIXELPROOF_STRINGS`; nil when none is named (keys are drawn as written).
    func stringsCatalog(_ path: String?) throws -> StringCatalog? {
        guard let found = StringCatalog.locate(explicit: path ?? strings) else { return nil }
        do { return try StringCatalog.cached(at: found) } catch { throw ViewError("strings", error.description) }
    }
}
