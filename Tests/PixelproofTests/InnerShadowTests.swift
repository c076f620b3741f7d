import Foundation
import Pixelproof
import Testing

/// Inner shadows are not drawn yet: a shadow token with an `inset` layer stops the render with an
/// error naming the key and the token, instead of a picture that silently lacks the shadow.
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

    func render(shadow: String) throws -> Pixmap {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = descriptionFile(Self.tokens, named: "inner.json", in: folder)
        let path = descriptionFile("""
            system: inner.json
            canvas: { width: 40, height: 40, background: ink }
            content:
              shape: { kind: roundedRect, width: 20, height: 20, fill: ink, shadow: \(shadow) }
            """, in: folder)
        return try Renderer().pixmap(of: try DescriptionFile.load(path))
    }

    @Test func anOuterShadowTokenDraws() throws {
        #expect(try render(shadow: "outer").width == 40)
    }

    @Test func anInsetLayerIsAnErrorNamingTheKeyAndTheToken() throws {
        #expect {
            try render(shadow: "inner")
        } throws: { error in
            let error = try #require(error as? RenderError)
            return error.path == "content.shape.shadow"
                && error.message.hasPrefix("token \"inner\" is an inner (inset) shadow; Pixelproof does not draw inner shadows yet")
        }
    }

    @Test func anInsetLayerAmongOuterOnesIsAnErrorToo() throws {
        #expect {
            try render(shadow: "[outer, mixed]")
        } throws: { error in
            let error = try #require(error as? RenderError)
            return error.path == "content.shape.shadow[1]"
                && error.message.hasPrefix("token \"mixed\" has an inner (inset) shadow as layer 2 of 2")
        }
    }
}
