import Testing
import DesignTokens
import Values

/// The value shapes of DTCG 2025.10: colours, dimensions, font weights, typography, shadows, gradients.
@Suite struct DTCGValueTests {
    func value(_ type: String, _ json: String) throws -> TokenValue? {
        try readTokens(#"{ "t": { "$type": "\#(type)", "$value": \#(json) } }"#).system.token(fullName: "t")?.value
    }

    @Test func colours() throws {
        #expect(try value("color", ##""#108910""##) == .color(RGBAColor(0x108910)))
        #expect(try value("color", ##""#8b5cf680""##) == .color(RGBAColor(r: 0x8b, g: 0x5c, b: 0xf6, a: 0x80)))
        #expect(try value("color", ##"{ "colorSpace": "srgb", "components": [1, 0.5, 0], "alpha": 0.5 }"##)
                == .color(RGBAColor(r: 255, g: 128, b: 0, a: 128)))
        #expect(try value("color", ##"{ "colorSpace": "srgb", "components": [0, "none", 1] }"##) == .color(RGBAColor(r: 0, g: 0, b: 255)))
        #expect(try value("color", ##"{ "colorSpace": "hsl", "components": [120, 100, 25] }"##) == .color(RGBAColor(r: 0, g: 128, b: 0)))
        #expect(try value("color", ##"{ "colorSpace": "srgb-linear", "components": [0.2158605, 0, 1] }"##) == .color(RGBAColor(r: 128, g: 0, b: 255)))  // linear 0.2158605 is sRGB 128/255
        // A space Pixelproof does not convert: the hex fallback the format asks for.
        #expect(try value("color", ##"{ "colorSpace": "display-p3", "components": [0.9, 0.2, 0.1], "hex": "#f02010" }"##)
                == .color(RGBAColor(0xf02010)))
        #expect(try value("color", ##""rgb(0 0 0 / 10%)""##) == .color(RGBAColor(r: 0, g: 0, b: 0, a: 26)))
        #expect(try value("color", ##""rgba(255, 0, 0, 0.5)""##) == .color(RGBAColor(r: 255, g: 0, b: 0, a: 128)))
    }

    @Test func dimensions() throws {
        #expect(try value("dimension", ##""16px""##) == .dimension(.px(16)))
        #expect(try value("dimension", ##"{ "value": 16, "unit": "px" }"##) == .dimension(.px(16)))
        #expect(try value("dimension", ##"{ "value": 0.5, "unit": "rem" }"##)?.points == 8)
        #expect(try value("dimension", ##""-2.5px""##) == .dimension(.px(-2.5)))
    }

    @Test func fontWeightsByNumberOrName() throws {
        #expect(try value("fontWeight", "600") == .fontWeight(600))
        #expect(try value("fontWeight", ##""semi-bold""##) == .fontWeight(600))
        #expect(try value("fontWeight", ##""extra-light""##) == .fontWeight(200))
        #expect(try value("fontWeight", ##""black""##) == .fontWeight(900))
        #expect(try value("fontWeight", ##""regular""##) == .fontWeight(400))
        #expect(try value("fontFamily", ##"["Lexend Deca", "sans-serif"]"##) == .fontFamily(["Lexend Deca", "sans-serif"]))
    }

    @Test func typographyLineHeightIsAMultipleOfTheSize() throws {
        let t = try #require(try value("typography", """
        { "fontFamily": "Lexend Deca", "fontSize": { "value": 36, "unit": "px" }, "fontWeight": "medium",
          "lineHeight": 1.2222222222222223, "letterSpacing": { "value": -0.5, "unit": "px" } }
        """)?.typography)
        #expect(t.family == "Lexend Deca" && t.weight == 500 && t.size == 36)
        #expect(t.lineHeight == 44)
        #expect(t.letterSpacing == .px(-0.5))
    }

    @Test func shadowAsOneLayerOrAnArray() throws {
        let one = try #require(try value("shadow", """
        { "color": "#0000001a", "offsetX": "0px", "offsetY": "10px", "blur": "15px", "spread": "-3px" }
        """)?.shadow)
        #expect(one.css == "0 10px 15px -3px #0000001a")
        let two = try #require(try value("shadow", """
        [ { "color": "#0000001a", "offsetX": { "value": 0, "unit": "px" }, "offsetY": { "value": 4, "unit": "px" }, "blur": { "value": 6, "unit": "px" }, "spread": { "value": -1, "unit": "px" } },
          { "color": "#0000001a", "offsetX": "0px", "offsetY": "2px", "blur": "4px", "spread": "-2px", "inset": true } ]
        """)?.shadow)
        #expect(two.css == "0 4px 6px -1px #0000001a, inset 0 2px 4px -2px #0000001a")
        #expect(two.layers[1].inset)
    }

    @Test func gradientStops() throws {
        let g = try #require(try value("gradient", """
        [ { "color": "#8b5cf6", "position": 0 }, { "color": "#d946ef", "position": 0.5 }, { "color": "#22d3ee", "position": 1 } ]
        """)?.gradient)
        #expect(g.stops.map(\.color.hex) == ["#8b5cf6", "#d946ef", "#22d3ee"])
        #expect(g.stops.map(\.position) == [0, 0.5, 1])
        #expect(g.angle == 180)  // DTCG has no direction; CSS's default
        let css = try #require(try value("gradient", ##""linear-gradient(135deg, #8b5cf6, #6d28d9 40%, #5b21b6)""##)?.gradient)
        #expect(css.angle == 135 && css.stops.map(\.position) == [0, 0.4, 1])
    }

    @Test func numbersInKindGroups() throws {
        let file = try readTokens("""
        { "opacity": { "$type": "number", "50": { "$value": 0.5 } },
          "lineHeight": { "$type": "number", "tight": { "$value": 1.2 } },
          "fontSize": { "$type": "dimension", "base": { "$value": "16px" } },
          "z": { "$type": "number", "$value": 3 } }
        """)
        #expect(file.system.tokens.map(\.kind) == [.opacity, .lineHeight, .fontSize, .number])
    }
}
