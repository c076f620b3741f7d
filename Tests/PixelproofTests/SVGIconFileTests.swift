import BuiltInComponents
import DescriptionFormat
import SceneBuilding
import Files
import Foundation
import PNGCodec
import Pixelproof
import Raster
import Testing
import Values

/// SVG icon files drawn from descriptions (`icon: { file: … }`): each fixture under
/// Fixtures/icons is drawn black on white at 48 px and compared exactly with its golden beside it
/// (`NAME.png`). The goldens were looked at and checked against resvg's renders of the same files
/// with `scripts/compare-icons` (docs/ASSETS.md has its figures).
@Suite struct SVGIconFileTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().path + "/Fixtures/icons"
    static let fixtures = ["paths", "shapes", "transforms", "viewbox", "strokes", "plus"]

    static func drawn(_ file: String, size: Int = 48, color: String = "#000000") throws -> Pixmap {
        try render("""
        system: web
        canvas: { width: \(size), background: "#ffffff" }
        content:
          icon: { file: \(file), size: \(size), color: "\(color)" }
        """)
    }

    @Test(arguments: fixtures) func anSVGIconMatchesItsGolden(_ name: String) throws {
        let pixels = try Self.drawn(Self.folder + "/" + name + ".svg")
        let golden = Self.folder + "/" + name + ".png"
        guard FilePath.isFile(golden), ProcessInfo.processInfo.environment["PIXELPROOF_RECORD_ICONS"] == nil else {
            try PNGFile.write(pixels, to: golden)
            Issue.record("recorded \(golden); look at it and compare it with scripts/compare-icons")
            return
        }
        let expected = try PNGFile.read(golden).pixmap
        #expect(expected == pixels, "\(name).svg no longer draws as \(golden)")
    }

    @Test func anIconIsDrawnInItsColourAndTheSameFileAsAPathGivesTheSamePixels() throws {
        let red = try render("""
        system: web
        canvas: { width: 48, background: "#ffffff" }
        content:
          icon: { file: \(Self.folder)/plus.svg, size: 48, color: "#ef4444" }
        """)
        #expect(red.color(24, 24) == RGBAColor(0xef4444))
        #expect(red.color(2, 2) == RGBAColor(0xffffff))
        let asPath = try render("""
        system: web
        canvas: { width: 48, background: "#ffffff" }
        content:
          icon: { name: plus, size: 48, color: "#ef4444" }
        """)
        // The built-in plus and the file draw the same strokes (round caps, width 2 in 24).
        #expect(asPath == red)
    }

    @Test func aPNGIconIsATemplateInTheIconColour() throws {
        let folder = temporaryFolder()
        var mark = try Pixmap(width: 4, height: 4)
        mark.fill(PremultipliedColor(r: 0, g: 0, b: 128, a: 128))
        try PNGFile.write(mark, to: folder + "/dot.png")
        let pixels = try Self.drawn(folder + "/dot.png", size: 8, color: "#ff0000")
        // Half-transparent blue becomes half-transparent red over white.
        #expect(pixels.color(4, 4) == RGBAColor(r: 255, g: 127, b: 127))
    }

    /// A PNG that does not decode (its signature is right, the rest cut off) is refused with its
    /// place in the description before anything is drawn, not while drawing by key path alone.
    @Test func aPNGThatDoesNotDecodeIsLocatedBeforeDrawing() throws {
        let folder = temporaryFolder()
        let png = try PNGEncoder.default.encode(try Pixmap(width: 8, height: 8))
        try AtomicFile.write(Array(png.prefix(40)), to: folder + "/bad.png")
        for (key, line, what) in [("icon: { file: bad.png }", ":4:17", "the PNG icon"), ("image: { source: bad.png, width: 8, height: 8 }", ":4:20", "the image")] {
            let yaml = descriptionFile("system: web\ncanvas: { width: 48 }\ncontent:\n  \(key)\n", in: folder)
            do {
                _ = try DescriptionFile.load(yaml)
                Issue.record("a PNG that does not decode was accepted: \(key)")
            } catch let errors as DescriptionErrors {
                let error = try #require(errors.errors.first)
                #expect(error.description.hasPrefix(yaml + line), "\(error)")
                #expect(error.description.contains("\(what) \"bad.png\" cannot be drawn") && error.description.contains("not a readable PNG"), "\(error)")
            }
        }
    }

    @Test func aFileIsRelativeToTheDescriptionAndAnUnsupportedElementIsLocated() throws {
        let folder = temporaryFolder()
        try AtomicFile.write(Array("<svg viewBox=\"0 0 24 24\">\n  <path d=\"M0 0 H24\"/>\n  <text x=\"2\">Hi</text>\n</svg>\n".utf8), to: folder + "/bad.svg")
        let yaml = descriptionFile("system: web\ncanvas: { width: 48 }\ncontent:\n  icon: { file: bad.svg }\n", in: folder)
        do {
            _ = try DescriptionFile.load(yaml)
            Issue.record("an SVG with <text> was accepted")
        } catch let errors as DescriptionErrors {
            let error = try #require(errors.errors.first)
            #expect(error.description.hasPrefix(yaml + ":4:"))
            #expect(error.description.contains("content.icon.file"))
            #expect(error.description.contains(folder + "/bad.svg:3:3: <text> is not drawn in icons"))
        }
        let missing = descriptionFile("system: web\ncanvas: { width: 48 }\ncontent:\n  icon: { file: nowhere.svg }\n", in: folder)
        #expect(throws: DescriptionErrors.self) { try DescriptionFile.load(missing) }
        let wrongKind = descriptionFile("system: web\ncanvas: { width: 48 }\ncontent:\n  icon: { file: plus.gif }\n", in: folder)
        do { _ = try DescriptionFile.load(wrongKind); Issue.record("a .gif icon was accepted") } catch {
            #expect("\(error)".contains("an icon file is an SVG (.svg) or a PNG (.png)"))
        }
        let both = descriptionFile("system: web\ncanvas: { width: 48 }\ncontent:\n  icon: { name: plus, file: bad.svg }\n", in: folder)
        do { _ = try DescriptionFile.load(both); Issue.record("name and file together were accepted") } catch {
            #expect("\(error)".contains("not both name and file"))
        }
    }
}
