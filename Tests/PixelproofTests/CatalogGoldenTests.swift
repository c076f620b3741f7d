import BuiltInComponents
import DescriptionFormat
import SceneBuilding
import Pixelproof
import PixelproofTesting
import Testing

/// The project's own golden images: every catalog item at 2x, pixel-exact against
/// Snapshots/catalog/<system>/<Figma name>@2x.png. A change to a component fails here with the
/// expected, actual and diff PNGs written in its report folder under
/// .build/pixelproof-failures/report/ (the message names them);
/// `PIXELPROOF_RECORD=1 swift test --filter CatalogGoldenTests` re-records after review.
@Suite struct CatalogGoldenTests {
    /// The catalog's files; a catalog that cannot be planned (the shipped libraries missing) shows
    /// up as one failing argument carrying the error.
    static let items: [String] = {
        do { return try CatalogRendererPlan.files(systems: Catalog.systems) } catch { return ["cannot plan the catalog: \(error)"] }
    }()

    @Test(arguments: items)
    func catalogItemMatchesItsGolden(file: String) throws {
        let pixmap = try CatalogRendererPlan.render(file: file, scale: 2)
        let name = "catalog/" + String(file.dropLast(".png".count))
        assertSnapshot(of: pixmap, named: name, scale: 2)
    }

    @Test func theCatalogIsWellOverOneHundredImages() {
        #expect(Self.items.count > 100)
        #expect(Set(Self.items.map { $0.lowercased() }).count == Self.items.count, "file names collide ignoring case")
    }
}
