import Components
import DisplayList
import Pixelproof
import Raster
import Testing

/// A picture drawn in bands on several threads is the same bytes as drawn whole, for every kind
/// of item the catalog has (fills, strokes, gradients, shadows, glows, text, images, clips,
/// opacity layers), with band edges at a third and two thirds of every picture and where the
/// work-balanced cuts put them.
@Suite struct BandedRasterTests {
    @Test func everyCatalogItemInBandsIsTheWholeRender() throws {
        let renderer = Renderer(scale: 3)
        for system in Catalog.systems {
            for item in try Catalog.items(system: system) {
                let list = try renderer.displayList(of: item.document)
                let whole = try RasterBackend.pixmapWhole(of: list)
                let h = list.deviceHeight
                let thirds = [0..<h / 3, h / 3..<2 * h / 3, 2 * h / 3..<h]
                #expect(whole == (try RasterBackend.pixmapInBands(of: list, rows: thirds)), "\(item.figmaName), in thirds")
                #expect(whole == (try RasterBackend.pixmapInBands(of: list, bands: 3)), "\(item.figmaName), 3 balanced bands")
            }
        }
    }

    /// Above `bandedFromPixels` a render is drawn in bands on its own: a large screen of shadowed
    /// cards, text and gradients comes out as one thread draws it.
    @Test func aLargeRenderIsBandedAndTheSame() throws {
        var text = "system: web\ncanvas: { width: 1280, height: 720, background: \"#f8fafc\", padding: 32 }\ncontent:\n  vstack:\n    spacing: 24\n    children:\n"
        for row in 0..<3 {
            text += "      - hstack: { spacing: 24, children: ["
            text += (0..<4).map { "{ card: { children: [ { text: { string: \"Card \(row * 4 + $0)\", style: heading-3 } }, { button: { label: Add } } ] } }" }
                .joined(separator: ", ")
            text += "] }\n"
        }
        let list = try Renderer(scale: 2).displayList(of: try DescriptionFile.load(bytes: Array(text.utf8), file: "big.yaml", directory: "."))
        #expect(list.deviceWidth * list.deviceHeight >= RasterBackend.bandedFromPixels)
        #expect(try RasterBackend.pixmap(of: list) == (try RasterBackend.pixmapWhole(of: list)))
    }
}
