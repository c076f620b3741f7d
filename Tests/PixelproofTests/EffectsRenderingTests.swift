import BuiltInComponents
import DescriptionFormat
import SceneBuilding
import Foundation
import Pixelproof
import Raster
import Testing
import Values

/// The effect keys of a description, end to end: what a user writes, what the picture shows.
@Suite struct EffectsRenderingTests {
    func doc(_ content: String, width: Int = 60, height: Int = 40, background: String = "\"#ffffff\"", extra: String = "") -> String {
        "system: ids\n\(extra)canvas: {width: \(width), height: \(height), background: \(background)}\ncontent:\n  \(content)\n"
    }

    @Test func groupOpacityShowsNoInnerOverlaps() throws {
        let p = try render(doc("""
            zstack:
                opacity: 0.5
                alignment: topLeading
                children:
                  - shape: {kind: rect, width: 30, height: 20, fill: "#000000"}
                  - frame: {width: 50, height: 20, alignment: trailing, child: {shape: {kind: rect, width: 30, height: 20, fill: "#000000"}}}
            """))
        // x 20 ..< 30 is drawn by both children: as light as the parts drawn once.
        #expect(p.color(25, 10) == p.color(5, 10))
        #expect(p.color(25, 10) == p.color(45, 10))
        #expect(abs(Int(p.color(25, 10).r) - 128) <= 1)
    }

    @Test func opacityOnAnyNodeFadesIt() throws {
        let p = try render(doc("text: {string: \"M\", style: bodyRegular, color: \"#000000\", opacity: 0.25}"))
        let darkest = (0..<p.height).flatMap { y in (0..<p.width).map { x in p.color(x, y).r } }.min()!
        #expect(darkest >= 190 && darkest < 255)   // at most a quarter of black
    }

    @Test func blendModeMultipliesWithWhatIsBehind() throws {
        let p = try render(doc("""
            zstack:
                children:
                  - shape: {kind: rect, width: 60, height: 40, fill: "#00ffff"}
                  - shape: {kind: rect, width: 20, height: 20, fill: "#ff0000", blendMode: multiply}
            """))
        #expect(p.color(30, 20) == RGBAColor(r: 0, g: 0, b: 0))
        #expect(p.color(5, 5) == RGBAColor(r: 0, g: 255, b: 255))
    }

    @Test func layerBlurSpreadsPastTheFrameWithoutMovingLayout() throws {
        let sharp = try render(doc("vstack: {spacing: 0, children: [{shape: {kind: rect, width: 20, height: 20, fill: \"#000000\"}}, {shape: {kind: rect, width: 20, height: 4, fill: \"#ff0000\"}}]}"))
        let blurred = try render(doc("vstack: {spacing: 0, children: [{shape: {kind: rect, width: 20, height: 20, fill: \"#000000\", blur: 6}}, {shape: {kind: rect, width: 20, height: 4, fill: \"#ff0000\"}}]}"))
        // The red bar below (y 20 ..< 24) stays where it was laid out …
        #expect(blurred.color(10, 22) == sharp.color(10, 22) && sharp.color(10, 22) == RGBAColor(r: 255, g: 0, b: 0))
        // … and the blurred square (x 0 ..< 20) reaches past its right edge.
        #expect(sharp.color(22, 10) == .white && blurred.color(22, 10).r < 250)
    }

    @Test func linearGradientByPointsRunsPerpendicularInPixels() throws {
        // On a 60 × 20 box from the top-left to the bottom-right corner: SwiftUI's rule puts the
        // points at the corners in pixels, so the band through the centre is perpendicular to the
        // diagonal (not CSS's corner-to-corner band).
        let p = try render(doc("shape: {kind: rect, width: 60, height: 20, fill: {linearGradient: {start: {x: 0, y: 0}, end: {x: 1, y: 1}, stops: [{color: \"#000000\"}, {color: \"#ffffff\"}]}}}", height: 20))
        // t = ((x, y) − start) · (end − start) / |end − start|²; at (10.5, 0.5): (630 + 10) / 4000 = 0.16.
        #expect(abs(Int(p.color(10, 0).r) - Int((0.16 * 255).rounded())) <= 1)
        let centre = p.color(30, 10).r
        #expect(abs(Int(centre) - 128) <= 2)
    }

    @Test func materialBlursAndTintsTheBackdrop() throws {
        let stripes = (0..<12).map { i in "{shape: {kind: rect, width: 5, height: 40, fill: \"\(i % 2 == 0 ? "#000000" : "#ff8800")\"}}" }.joined(separator: ", ")
        let yaml = doc("""
            zstack:
                children:
                  - hstack: {spacing: 0, children: [\(stripes)]}
                  - shape: {kind: rect, width: 40, height: 30, fill: {material: regular}}
            """)
        let p = try render(yaml)
        // Inside: no stripes left (neighbouring columns close), and lighter than the stripes' mean.
        let a = p.color(28, 20), b = p.color(33, 20)
        #expect(abs(Int(a.r) - Int(b.r)) <= 6 && abs(Int(a.g) - Int(b.g)) <= 6)
        #expect(a.r > 160)
        // Outside: stripes as drawn.
        #expect(p.color(2, 2) == RGBAColor(r: 0, g: 0, b: 0) && p.color(7, 2) == RGBAColor(r: 255, g: 136, b: 0))
    }

    @Test func aDarkContextTakesTheDarkMaterial() throws {
        let light = MaterialStyle.preset(.regular, dark: false), dark = MaterialStyle.preset(.regular, dark: true)
        #expect(light.tint.r > 200 && dark.tint.r < 40 && light.blur == dark.blur)
    }

    @Test func materialOverridesReplaceThePresetsNumbers() throws {
        let yaml = doc("shape: {kind: rect, width: 60, height: 40, fill: {material: {preset: thin, blur: 0, saturation: 1, tint: \"#ff000080\"}}}")
        // No blur, no saturation change, the tint over white: half red.
        #expect(try render(yaml).color(30, 20) == RGBAColor(r: 255, g: 127, b: 127))
    }

    @Test func backgroundBlurKeyBlursBehindTheShapeUnderItsFill() throws {
        let yaml = doc("""
            zstack:
                children:
                  - hstack: {spacing: 0, children: [{shape: {kind: rect, width: 30, height: 40, fill: "#000000"}}, {shape: {kind: rect, width: 30, height: 40, fill: "#ffffff"}}]}
                  - shape: {kind: rect, width: 40, height: 30, backgroundBlur: 20}
            """)
        let p = try render(yaml)
        // The black/white edge at x 30 blurred (σ 10) to grey: Φ(0.5 / 10) of white at pixel 30's centre.
        #expect(abs(Int(p.color(30, 20).r) - 133) <= 3)
        #expect(p.color(2, 20).r == 0)
    }

    @Test func angularAndDiamondGradientsDraw() throws {
        let angular = try render(doc("shape: {kind: rect, width: 40, height: 40, fill: {angularGradient: {from: 90, stops: [{color: \"#ff0000\"}, {color: \"#0000ff\"}]}}}"))
        // from 90: the turn starts pointing right; just below that ray it is still red.
        #expect(angular.color(38, 21).r > 240)
        let diamond = try render(doc("shape: {kind: rect, width: 40, height: 40, fill: {diamondGradient: {stops: [{color: \"#000000\"}, {color: \"#ffffff\"}]}}}"))
        // t = |dx| / 20 + |dy| / 20 at pixel centres: 0.05 next to the centre, 1 in the corner.
        #expect(abs(Int(diamond.color(20, 20).r) - 13) <= 1 && diamond.color(0, 0).r == 255)
    }

    @Test func nestedBlurredLayersAreRefusedBeforeDrawing() throws {
        var content = "shape: {kind: rect, width: 1000, height: 1000, fill: \"#000000\"}"
        // Eight nested full-canvas blurred layers at 3x: about 7,700 megapixels of drawing.
        for _ in 0..<8 { content = "zstack: {blur: 40, children: [{\(content)}]}" }
        let yaml = "system: ids\ncanvas: {width: 1000, height: 1000}\ncontent:\n  \(content)\n"
        #expect { try Renderer(scale: 3).pixmap(of: try DescriptionFile.load(descriptionFile(yaml))) } throws: { "\($0)".contains("over the limit") }
        // 500 nested blurred layers as a display list (deeper than a description may nest).
        var list = DisplayList(width: 375, height: 812, scale: 3)
        for _ in 0..<500 { list.append(.pushLayer(LayerStyle(blur: 20))) }
        list.append(.fill(Path(rect: Rect(x: 0, y: 0, width: 375, height: 812)), .solid(.black), .nonZero))
        for _ in 0..<500 { list.append(.popLayer) }
        #expect(throws: RenderError.self) { try DrawingBudget.default.check(list) }
        #expect(DrawingBudget.cost(of: list) > DrawingBudget.default.maxMegapixels)
    }
}
