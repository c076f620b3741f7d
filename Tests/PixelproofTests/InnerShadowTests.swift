import Foundation
import Pixelproof
import Testing

/// A shadow token's `inset` layers are drawn inside the shape (CSS `box-shadow: inset`), its
/// outer layers around it; the `innerShadow` key draws any layer or token inside.
@Suite struct InnerShadowTests {
    static let tokens = #"""
        {
          "ink": { "$type": "color", "$value": "#ffffff" },
          "outer": { "$type": "shadow", "$value": { "color": "#00000040", "offsetX": "0px", "offsetY": "2px", "blur": "4px", "spread": "0px" } },
          "inner": { "$type": "shadow", "$value": { "color": "#00000040", "offsetX": "0px", "offsetY": "2px", "blur": "4px", "spread": "0px", "inset": true } },
          "mixed": { "$type": "shadow", "$value": [
            { "color": "#00000040", "offsetX": "0px", "offsetY": "2px", "blur": "4px", "spread": "0px" },
            { "color": "#00000040", "offsetX": "0px", "offsetY": "1px", "blur": "2px", "spread": "0px", "inset": true } ] }
        }
        """#

    func render(shadow: String, key: String = "shadow") throws -> Pixmap {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = descriptionFile(Self.tokens, named: "inner.json", in: folder)
        let path = descriptionFile("""
            system: inner.json
            canvas: { width: 40, height: 40, background: ink, padding: 10 }
            content:
              shape: { kind: roundedRect, width: 20, height: 20, fill: ink, \(key): \(shadow) }
            """, in: folder)
        return try Renderer().pixmap(of: try DescriptionFile.load(path))
    }

    /// The shape spans 10 ..< 30; the canvas and the fill are white, the shadows black at 25 %.
    func insideTop(_ p: Pixmap) -> UInt8 { p.color(20, 10).r }
    func outsideBelow(_ p: Pixmap) -> UInt8 { p.color(20, 31).r }

    @Test func anOuterShadowTokenDrawsOutsideOnly() throws {
        let p = try render(shadow: "outer")
        #expect(outsideBelow(p) < 255 && insideTop(p) == 255)
    }

    @Test func anInsetTokenDrawsInsideOnly() throws {
        let p = try render(shadow: "inner")
        #expect(insideTop(p) < 240 && outsideBelow(p) == 255)
    }

    @Test func aTokenMixingBothDrawsEachWhereItBelongs() throws {
        let p = try render(shadow: "[mixed]")
        #expect(insideTop(p) < 255 && outsideBelow(p) < 255)
    }

    @Test func theInnerShadowKeyDrawsAnOuterTokenInside() throws {
        let p = try render(shadow: "outer", key: "innerShadow")
        #expect(insideTop(p) < 240 && outsideBelow(p) == 255)
        let written = try render(shadow: "{y: 2, blur: 4, color: \"#00000040\"}", key: "innerShadow")
        #expect(written == p)
    }
}
