import BuiltInComponents
import DescriptionFormat
import SceneBuilding
import Pixelproof
import Raster
import Testing
import Values

/// The drawing budget refuses a description that asks for minutes of drawing, before drawing,
/// and leaves every real screen far below it.
@Suite struct DrawingBudgetTests {
    @Test func everyCatalogItemIsFarBelowTheBudget() throws {
        for system in Catalog.systems {
            for item in try Catalog.items(system: system) {
                let list = try Renderer(scale: 3).displayList(of: item.document)
                #expect(DrawingBudget.cost(of: list) < DrawingBudget.default.maxMegapixels / 50, "\(item.figmaName)")
            }
        }
    }

    /// Found by the previews fuzz target (`Tests/FuzzCorpus/previews-crashes/fixed-layout-1e242-high`):
    /// a preview's `.fixed` layout takes any double, and a canvas 1e242 px high reached the budget,
    /// whose conversion of the height to device px trapped (the whole test run died). A size no
    /// canvas could have is an error, whatever its value.
    @Test(arguments: [1e242, .infinity, .nan, -1e300, 3e9])
    func aCanvasNoPixmapCouldHaveIsAnErrorNotATrap(height: Double) throws {
        var document = try DescriptionFile.load(descriptionFile("system: ids\ncanvas: {width: 200}\ncontent:\n  button: { label: Go, type: primary }\n"))
        document.canvas.height = height
        #expect(throws: RenderError.self) { try Renderer(scale: 1).pixmap(of: document) }
        #expect(throws: RenderError.self) { try Renderer(scale: 1).pictureSize(of: document) }
    }

    /// How long the refusal takes is measured by `pixelproof bench budget`, on this description.
    @Test func manyCanvasSizedBlurredShadowsAreRefusedBeforeDrawing() throws {
        let shape = "    - shape: {kind: roundedRect, width: 4000, height: 4000, cornerRadius: 8, fill: \"#ffffff\", shadow: [{x: 0, y: 4, blur: 400, color: \"#00000040\"}]}\n"
        let yaml = "system: ids\ncanvas: {width: 4000, height: 4000}\ncontent:\n  zstack:\n    children:\n" + String(repeating: shape, count: 300)
        let document = try DescriptionFile.load(descriptionFile(yaml))
        // The work, counted: 300 cards of 8000 x 8000 device px with their blurred shadows, several
        // times the budget (each card alone is 64 MP of fill, more of shadow).
        let cost = DrawingBudget.cost(of: try Renderer(scale: 2).displayList(of: document))
        #expect(cost > 300 * 64, "the 300 cards cost \(cost) MP")
        #expect {
            try Renderer(scale: 2).pixmap(of: document)
        } throws: { error in
            "\(error)".contains("about \(Int(cost.rounded())) megapixels of drawing") && "\(error)".contains("over the limit of 4000")
        }
        // Refused before any pixel is drawn: a renderer whose canvas limit the picture is over
        // still answers with the budget, so the check came before the raster back end, which
        // would refuse the canvas (as below, with the budget raised).
        let tight = Renderer(scale: 2, limits: PixmapLimits(maxSide: 100, maxPixels: 10_000))
        #expect { try tight.pixmap(of: document) } throws: { "\($0)".contains("megapixels of drawing") }
        var unbounded = tight
        unbounded.budget = DrawingBudget(maxMegapixels: .infinity)
        #expect { try unbounded.pixmap(of: document) } throws: { "\($0)".contains("canvas") && !"\($0)".contains("megapixels of drawing") }
    }

    @Test func costCountsVisibleAreaOnly() {
        var list = DisplayList(width: 100, height: 100, scale: 2)
        list.append(.fill(Path(rect: Rect(x: -1e6, y: -1e6, width: 1e6 + 50, height: 2e6)), .solid(.black), .nonZero))
        // Clipped to the canvas: the left half, 50 x 100 logical px at 2x = 100 x 200 device px = 0.02 MP.
        #expect(abs(DrawingBudget.cost(of: list) - 0.02) < 1e-9)
    }

    /// Memory: the canvas plus a canvas-sized buffer per open layer and a byte per pixel per open
    /// clip. A 64 MP canvas with one translucent shape fits; three nested layers on it do not.
    @Test func nestedLayersOnAHugeCanvasAreRefusedBeforeAllocating() throws {
        var list = DisplayList(width: 8000, height: 8000, scale: 1)
        list.append(.pushLayer(opacity: 0.5)); list.append(.popLayer)
        #expect(DrawingBudget.peakBytes(of: list) == 2 * 256_000_000)
        try DrawingBudget.default.check(list)
        for _ in 0..<3 { list.append(.pushLayer(opacity: 0.5)) }
        list.append(.pushClip(Path(rect: Rect(x: 0.5, y: 0.5, width: 10, height: 10))))
        #expect(DrawingBudget.peakBytes(of: list) == 4 * 256_000_000 + 64_000_000)
        #expect { try DrawingBudget.default.check(list) } throws: { "\($0)".contains("MiB of pixels at once, over the limit of 768 MiB") }
    }
}
