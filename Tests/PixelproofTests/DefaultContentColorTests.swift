import Foundation
import Pixelproof
import Raster
import Testing

/// Text and icons with no `color` take the system's primary content colour token (ids
/// `grayscale80`, ds `contentPrimary`, web `neutral-900`), resolved in the description's token
/// context, so a dark theme changes them with the rest of its palette.
struct DefaultContentColorTests {
    /// A heavy word and a filled 24 px square, neither coloured: both have pixels of full coverage.
    static func description(system: String, head: String = "", background: String = "\"#ffffff\"") -> String {
        """
        system: \(system)
        \(head)scale: 2
        canvas: { width: 200, background: \(background), padding: 8 }
        content:
          vstack:
            children:
              - text: { string: "Hello", font: { size: 40, weight: 900 } }
              - icon: { path: "M0 0 H24 V24 H0 Z", size: 24 }
        """
    }

    /// The distinct colours of a render, as straight RGBA.
    static func colors(_ pixmap: Pixmap) -> Set<RGBAColor> {
        var seen = Set<RGBAColor>()
        for y in 0..<pixmap.height { for x in 0..<pixmap.width { seen.insert(pixmap.color(x, y)) } }
        return seen
    }

    @Test(arguments: [("ids", "#242529"), ("ds", "#000000"), ("web", "#0f172a")])
    func unwrittenColoursAreThePrimaryContentToken(system: String, expected: String) throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let pixmap = try render(Self.description(system: system), in: folder)
        let ink = try #require(RGBAColor(hex: expected))
        let colors = Self.colors(pixmap)
        #expect(colors.contains(ink), "the text's and the icon's fully covered pixels")
        let darkest = colors.min { luminance($0) < luminance($1) }
        #expect(darkest == ink, "nothing is darker than the content colour: no black by default")
    }

    @Test func aDarkContextChangesTheDefaultColour() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for file in ["theme.resolver.json", "dark.json"] {
            try FileManager.default.copyItem(atPath: VariantTests.darkExample + "/" + file, toPath: folder + "/" + file)
        }
        let dark = try render(Self.description(system: "ids", head: "tokens: theme.resolver.json\ncontext: { theme: dark }\n",
                                               background: "grayscale00"), in: folder)
        let colors = Self.colors(dark)
        #expect(colors.contains(RGBAColor(hex: "#121314")!), "the dark background")
        let brightest = colors.max { luminance($0) < luminance($1) }
        #expect(brightest == RGBAColor(hex: "#f2f3f5")!, "grayscale80 in the dark context: light ink on the dark background")
    }

    private func render(_ yaml: String, in folder: String) throws -> Pixmap {
        try Renderer(scale: 2).pixmap(of: try DescriptionFile.load(descriptionFile(yaml, in: folder), scale: 2))
    }

    private func luminance(_ c: RGBAColor) -> Int { Int(c.r) * 2126 + Int(c.g) * 7152 + Int(c.b) * 722 }
}
