import BuiltInComponents
import DescriptionFormat
import SceneBuilding
import Pixelproof
import Raster
import Testing
import Values

/// One description per node kind, checked at the pixels the spec pins down.
@Suite struct NodeRenderingTests {
    @Test func shapeEdgesLandWhereTheSpecPutsThem() throws {
        let pixmap = try render("""
            system: web
            canvas: { width: 120, height: 70, background: "#ffffff", padding: 10 }
            content:
              shape: { kind: rect, width: 100, height: 50, fill: "#ff0000" }
            """, scale: 2)
        #expect(pixmap.width == 240 && pixmap.height == 140)
        let red = RGBAColor(r: 255, g: 0, b: 0), white = RGBAColor.white
        #expect(pixmap.color(20, 20) == red && pixmap.color(219, 119) == red)      // inside, at both corners
        #expect(pixmap.color(19, 20) == white && pixmap.color(220, 20) == white)   // one device px outside
        #expect(pixmap.color(20, 19) == white && pixmap.color(20, 120) == white)
    }

    @Test func boxEdgesSnapToDevicePixels() throws {
        // A 10.3 px wide rect at 1x from x = 0.4: edges snap to 0 and 11 (10.7 rounds up), no half-covered column.
        let pixmap = try render("""
            system: web
            canvas: { width: 20, height: 4, background: "#ffffff" }
            content:
              hstack:
                spacing: 0
                children:
                  - frame: { width: 0.4, height: 4, child: { spacer: {} } }
                  - shape: { kind: rect, width: 10.3, height: 4, fill: "#000000" }
            """)
        #expect(pixmap.color(0, 1) == .black && pixmap.color(10, 1) == .black && pixmap.color(11, 1) == .white)
    }

    @Test func textBaselineFollowsTheLineBoxRule() throws {
        // bodyRegular is 12/18. At 2x: A = round(1.0·24) = 24, D = round(0.25·24) = 6,
        // half-leading = floor((36 − 30) / 2) = 3, baseline = 3 + 24 = 27 device px from the top.
        let pixmap = try render("""
            system: ids
            canvas: { width: 60, height: 18, background: "#ffffff" }
            content:
              text: { string: "HHH", style: bodyRegular, color: "#000000" }
            """, scale: 2)
        let rows = pixmap.inkedRows(background: .white)
        #expect(rows.last == 26, "capitals sit on the baseline at row 27: ink ends on row 26, got \(rows.last ?? -1)")
        // Cap height of Lexend Deca is 0.7 em: about 17 device px above the baseline.
        #expect(rows.first.map { (9...11).contains($0) } == true, "cap top at \(rows.first ?? -1)")
    }

    @Test func pathIsDrawnUnsnappedAtItsCoordinates() throws {
        let pixmap = try render("""
            system: web
            canvas: { width: 40, height: 40, background: "#ffffff" }
            content:
              path: { d: "M0 0 H40 V20 H0 Z", fill: "#0000ff" }
            """)
        #expect(pixmap.color(5, 5) == RGBAColor(r: 0, g: 0, b: 255))
        #expect(pixmap.color(5, 25) == .white)
    }

    @Test func iconIsDrawnInItsColourAndSize() throws {
        let pixmap = try render("""
            system: web
            canvas: { width: 48, height: 48, background: "#ffffff" }
            content:
              icon: { name: circleExclamation, size: 48, color: "#ef4444" }
            """)
        #expect(pixmap.color(6, 24) == RGBAColor(r: 0xef, g: 0x44, b: 0x44))  // on the ring
        #expect(pixmap.color(24, 16) == .white)                              // the cut-out bar of the "!"
    }

    @Test func imageFillsItsBox() throws {
        let folder = temporaryFolder()
        // A 2 x 1 image: red | blue, drawn into 40 x 20 with fill mode.
        var image = try Pixmap(width: 2, height: 1)
        image[0, 0] = RGBAColor(r: 255, g: 0, b: 0).premultiplied
        image[1, 0] = RGBAColor(r: 0, g: 0, b: 255).premultiplied
        try PNGFileWriter.write(image, to: folder + "/two.png")
        let path = descriptionFile("""
            system: web
            canvas: { width: 40, height: 20 }
            content:
              image: { source: two.png, width: 40, height: 20, contentMode: fill }
            """, in: folder)
        let pixmap = try Renderer().pixmap(of: try DescriptionFile.load(path))
        #expect(pixmap.color(2, 10) == RGBAColor(r: 255, g: 0, b: 0))
        #expect(pixmap.color(37, 10) == RGBAColor(r: 0, g: 0, b: 255))
    }

    @Test func stackBackgroundAndPadding() throws {
        let pixmap = try render("""
            system: web
            canvas: { width: 50 }
            content:
              vstack:
                padding: 5
                background: "#00ff00"
                children:
                  - shape: { kind: rect, width: 10, height: 10, fill: "#000000" }
            """)
        #expect(pixmap.height == 20)  // the canvas hugs: 5 + 10 + 5
        #expect(pixmap.color(0, 0) == RGBAColor(r: 0, g: 255, b: 0) && pixmap.color(5, 5) == .black && pixmap.color(19, 5) == RGBAColor(r: 0, g: 255, b: 0))
        #expect(pixmap.color(20, 5).a == 0)  // outside the hugging stack the canvas is transparent
    }
}
