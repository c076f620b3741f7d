import BuiltInComponents
import DescriptionFormat
import SceneBuilding
import DisplayList
import Pixelproof
import Raster
import Testing
import Values

/// A picture drawn in bands on several threads is the same bytes as drawn whole, for every kind
/// of item the catalog has (fills, strokes, gradients, shadows, glows, text, images, clips,
/// opacity layers; not layer or background blurs, which `pixmap(of:)` draws whole), with band edges at a third and two thirds of every picture and where the
/// work-balanced cuts put them.
@Suite struct BandedRasterTests {
    @Test func everyCatalogItemInBandsIsTheWholeRender() throws {
        let renderer = Renderer(scale: 3)
        for system in Catalog.systems {
            for item in try Catalog.items(system: system) {
                let list = try renderer.displayList(of: item.document)
                // Blurs that read rows around them (a layer blur, a backdrop) are never banded.
                if list.readsNeighbouringRows { continue }
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

extension BandedRasterTests {
    /// A large picture with a background blur is drawn whole, not in bands: the blur reads rows
    /// above and below each band.
    @Test func aLargeRenderWithABackdropBlurIsNotBanded() throws {
        var list = DisplayList(width: 2000, height: 1200, scale: 1, background: .white)
        for x in stride(from: 0.0, to: 2000, by: 40) {
            list.append(.fill(Path(rect: Rect(x: x, y: 0, width: 20, height: 1200)), .solid(.black), .nonZero))
        }
        list.append(.backdrop(Path(rect: Rect(x: 100, y: 100, width: 1800, height: 1000)), BackdropFilter(blur: 30)))
        #expect(list.readsNeighbouringRows)
        #expect(try RasterBackend.pixmap(of: list) == (try RasterBackend.pixmapWhole(of: list)))
    }
}
