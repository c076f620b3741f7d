import Foundation
import Pixelproof
import PixelproofUI
import Testing

/// `Image("name")` from an asset catalog's image sets: the PNG for the render's scale, its own
/// size in points, resizable, fitted or filled, as a template; reads bounded to the catalog.
@Suite struct AssetImageTests {
    static let red = PremultipliedColor(r: 255, g: 0, b: 0, a: 255), green = PremultipliedColor(r: 0, g: 255, b: 0, a: 255)
    static let blue = PremultipliedColor(r: 0, g: 0, b: 255, a: 255), white = PremultipliedColor(r: 255, g: 255, b: 255, a: 255)

    /// A catalog with `dot` (a 4 × 4 pt square: red at 1x, green at 2x, blue at 3x), removed after `body`.
    func withCatalog(_ body: (String) throws -> Void) throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("pixelproof-images-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let set = root + "/Test.xcassets/dot.imageset"
        try FileManager.default.createDirectory(atPath: set, withIntermediateDirectories: true)
        let contents = """
        {"images": [{"idiom": "universal", "filename": "dot.png", "scale": "1x"},
                    {"idiom": "universal", "filename": "dot@2x.png", "scale": "2x"},
                    {"idiom": "universal", "filename": "dot@3x.png", "scale": "3x"}],
         "info": {"author": "xcode", "version": 1}}
        """
        try Data(contents.utf8).write(to: URL(fileURLWithPath: set + "/Contents.json"))
        for (scale, color, file) in [(1, Self.red, "dot.png"), (2, Self.green, "dot@2x.png"), (3, Self.blue, "dot@3x.png")] {
            try PNGFile.write(try Pixmap(width: 4 * scale, height: 4 * scale, background: color), to: set + "/" + file)
        }
        try body(root + "/Test.xcassets")
    }

    @Test func thePNGForTheScaleAtItsSizeInPoints() throws {
        try withCatalog { catalog in
            for (scale, color) in [(1, Self.red), (2, Self.green), (3, Self.blue)] {
                let pixels = try Renderer(scale: scale).pixmap(of: Image("dot").padding(2), width: 8, assets: catalog)
                #expect(pixels.width == 8 * scale && pixels.height == 8 * scale)
                #expect(pixels[3 * scale, 3 * scale] == color && pixels[scale, scale] == Self.white, "at \(scale)x")
            }
        }
    }

    @Test func resizableFitFillAndTemplate() throws {
        try withCatalog { catalog in
            let renderer = Renderer(scale: 1)
            let stretched = try renderer.pixmap(of: Image("dot").resizable().frame(width: 20, height: 10), width: 20, assets: catalog)
            #expect(stretched[1, 1] == Self.red && stretched[18, 8] == Self.red)
            let fitted = try renderer.pixmap(of: Image("dot").resizable().scaledToFit().frame(width: 20, height: 10), width: 20, assets: catalog)
            #expect(fitted[1, 5] == Self.white && fitted[10, 5] == Self.red)
            let filled = try renderer.pixmap(of: Image("dot").resizable().aspectRatio(contentMode: .fill).frame(width: 20, height: 10).clipped(),
                                             width: 20, assets: catalog)
            #expect(filled[1, 5] == Self.red)
            let template = try renderer.pixmap(of: Image("dot").renderingMode(.template).foregroundStyle(Color.blue), width: 4, assets: catalog)
            #expect(template[2, 2] == PremultipliedColor(r: 0, g: 0x7A, b: 0xFF, a: 255))
            let decorative = try renderer.pixmap(of: Image(decorative: "dot"), width: 4, assets: catalog)
            #expect(decorative[2, 2] == Self.red)
        }
    }

    @Test func aMissingSetAndALinkOutOfTheCatalogAreErrors() throws {
        try withCatalog { catalog in
            let missing = #expect(throws: ViewError.self) { try Renderer(scale: 1).pixmap(of: Image("dott"), width: 8, assets: catalog) }
            #expect(missing?.description.contains(#"no image set named "dott" (did you mean "dot"?)"#) == true, "\(String(describing: missing))")
            let set = catalog + "/dot.imageset"
            try FileManager.default.removeItem(atPath: set + "/dot.png")
            try FileManager.default.createSymbolicLink(atPath: set + "/dot.png", withDestinationPath: "/etc/hostname")
            let outside = #expect(throws: ViewError.self) { try Renderer(scale: 1).pixmap(of: Image("dot"), width: 8, assets: catalog) }
            #expect(outside?.description.contains("leads outside the asset catalog") == true, "\(String(describing: outside))")
        }
    }
}

extension AssetImageTests {
    /// Cap insets keep the corners at their size: a 4-point image with 1-point caps drawn 20 wide
    /// keeps its red left column 1 point wide, where stretched whole it would be 5.
    @Test func capInsetsKeepTheCorners() throws {
        try withCatalog { catalog in
            let set = catalog + "/dot.imageset"
            var pixels = try Pixmap(width: 4, height: 4, background: Self.blue)
            for y in 0..<4 { pixels[0, y] = Self.red }
            try PNGFile.write(pixels, to: set + "/dot.png")
            let renderer = Renderer(scale: 1)
            let caps = try renderer.pixmap(of: Image("dot").resizable(capInsets: EdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1))
                .frame(width: 20, height: 8), width: 20, assets: catalog)
            #expect(caps[0, 4] == Self.red && caps[2, 4] == Self.blue)
            let whole = try renderer.pixmap(of: Image("dot").resizable().frame(width: 20, height: 8), width: 20, assets: catalog)
            #expect(whole[2, 4] == Self.red)
        }
    }
}

extension AssetImageTests {
    /// An SVG image set is drawn as a template: at its own size, or fitted into the frame when
    /// resizable; in its own colours it is an error that says how to draw it.
    @Test func anSVGSetIsDrawnAsATemplate() throws {
        try withCatalog { catalog in
            let set = catalog + "/glyph.imageset"
            try FileManager.default.createDirectory(atPath: set, withIntermediateDirectories: true)
            try Data(#"{"images": [{"idiom": "universal", "filename": "glyph.svg"}], "properties": {"template-rendering-intent": "template"}}"#.utf8)
                .write(to: URL(fileURLWithPath: set + "/Contents.json"))
            try Data(#"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>"#.utf8)
                .write(to: URL(fileURLWithPath: set + "/glyph.svg"))
            let renderer = Renderer(scale: 1)
            let own = try renderer.pixmap(of: Image("glyph").foregroundStyle(Color(red: 1, green: 0, blue: 0)).padding(5), width: 20, assets: catalog)
            #expect(own.height == 20 && own[10, 10] == Self.red && own[2, 2] == Self.white)
            let resized = try renderer.pixmap(of: Image("glyph").resizable().foregroundStyle(Color(red: 1, green: 0, blue: 0)).frame(width: 20, height: 20),
                                              width: 20, assets: catalog)
            #expect(resized[1, 1] == Self.red && resized[18, 18] == Self.red)
            let original = #expect(throws: ViewError.self) { try renderer.pixmap(of: Image("glyph").renderingMode(.original), width: 20, assets: catalog) }
            #expect(original?.description.contains("Pixelproof draws an SVG image in one colour, as a template") == true)
        }
    }
}
