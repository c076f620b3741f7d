import Testing
@testable import DesignTokens
import Values

/// What design teams' token files hold loads with the values their toolchain gives, and what
/// Pixelproof cannot honour is an error (or, lenient, a warning), never a silent drop.
@Suite struct TokenFileSupportTests {
    func load(_ json: String, lenient: Bool = false) throws -> TokenFile {
        try TokenFile.read(bytes: Array(json.utf8), name: "t.json", options: TokenFile.Options(lenient: lenient))
    }

    func value(_ file: TokenFile, _ name: String) -> TokenValue? {
        file.system.tokens.first { $0.fullName == name }?.value
    }

    @Test func multiValueSpacingWithMathIsAListOfLengths() throws {
        let file = try load(#"{"global": {"pad": {"value": "4px * 2 4px * 2 * 2 * 2 * 2", "type": "spacing"}, "two": {"value": "8px 16px", "type": "spacing"}}, "$metadata": {"tokenSetOrder": ["global"]}}"#)
        #expect(value(file, "pad") == .dimensions([.px(8), .px(64)]))
        #expect(value(file, "two") == .dimensions([.px(8), .px(16)]))
        #expect(value(file, "pad")?.lengthProblem?.contains("2 lengths (8px 64px, a CSS shorthand)") == true)
        // A DTCG export writes the shorthand back, and it reads the same.
        let back = try load(file.system.dtcgText)
        #expect(value(back, "pad") == .dimensions([.px(8), .px(64)]))
    }

    @Test func aPercentRadiusIsKeptAsAShareOfTheBox() throws {
        let file = try load(#"{"radius": {"round": {"$type": "dimension", "$value": "50%"}}}"#)
        #expect(value(file, "radius.round") == .dimension(TokenDimension(50, .percent)))
        #expect(value(file, "radius.round")?.points == nil, "a percentage is not a length by itself")
        #expect(value(file, "radius.round")?.lengthProblem?.contains("a share of the box") == true)
    }

    @Test(arguments: [
        ("Thin", 100), ("Hairline", 100), ("ExtraLight", 200), ("UltraLight", 200), ("Light", 300), ("Regular", 400),
        ("Book", 400), ("Medium", 500), ("SemiBold", 600), ("DemiBold", 600), ("Bold", 700), ("ExtraBold", 800),
        ("UltraBold", 800), ("Black", 900), ("Heavy", 900), ("Ultra", 950),
        ("Bold Italic", 700), ("SemiBoldItalic", 600), ("Light Oblique", 300), ("Ultra Italic", 950), ("extra-light italic", 200),
    ])
    func everyWeightName(_ name: String, _ weight: Int) throws {
        let file = try load(#"{"w": {"x": {"$type": "fontWeight", "$value": "\#(name)"}}}"#)
        #expect(value(file, "w.x") == .fontWeight(weight))
    }

    /// The DTCG 2025.10 format's own "Group extension" example (section 6.4): `button-primary`'s
    /// own `background` has no `$type`; it inherits `color` from the group it extends.
    @Test func theSpecificationsGroupExtensionExample() throws {
        let file = try load("""
            {"button": {"$type": "color",
                        "background": {"$value": {"colorSpace": "srgb", "components": [0, 0.4, 0.8], "hex": "#0066cc"}},
                        "text": {"$value": {"colorSpace": "srgb", "components": [1, 1, 1], "hex": "#ffffff"}}},
             "button-primary": {"$extends": "{button}",
                                "background": {"$value": {"colorSpace": "srgb", "components": [0.8, 0, 0.4], "hex": "#cc0066"}}}}
            """)
        #expect(value(file, "button-primary.background") == .color(RGBAColor(hex: "#cc0066")!))
        #expect(value(file, "button-primary.text") == .color(RGBAColor(hex: "#ffffff")!))
        #expect(value(file, "button.background") == .color(RGBAColor(hex: "#0066cc")!))
    }

    static let unknownModifier = ##"{"base": {"$type": "color", "$value": "#c14242"}, "odd": {"$type": "color", "$value": "{base}", "$extensions": {"studio.tokens": {"modify": {"type": "saturate", "value": "0.2", "space": "srgb"}}}}, "ok": {"$type": "color", "$value": "#000000"}}"##

    @Test func anUnknownModifierIsAnErrorNamingTheToken() {
        #expect { try load(Self.unknownModifier) } throws: { error in
            "\(error)".hasPrefix("t.json:1:") && "\(error)".contains("odd: unknown Tokens Studio colour modifier \"saturate\"")
        }
    }

    @Test func lenientLeavesTheTokenOutWithAWarning() throws {
        let file = try load(Self.unknownModifier, lenient: true)
        #expect(file.warnings.map(\.path) == ["odd"])
        #expect(value(file, "odd") == nil, "not drawn in its unmodified colour")
        #expect(value(file, "ok") == .color(RGBAColor(hex: "#000000")!))
    }

    @Test func aCheckReportsEveryProblemAtOnce() {
        let json = ##"{"a": {"$type": "color", "$value": "#12"}, "b": {"$type": "fancy", "$value": {"x": 1}}, "c": {"$type": "color", "$value": "#ffffff"}, "d": {"$type": "color", "$value": {"colorSpace": "xyz-d50", "components": [0.2, 0.3, 0.4]}}}"##
        let problems = TokenFile.problems(bytes: Array(json.utf8), name: "t.json")
        #expect(problems.map(\.path) == ["a", "b", "d"])
        #expect(problems[1].message.contains("unknown $type \"fancy\""), "an object value under an unknown type is named as such")
        #expect(TokenFile.problems(bytes: Array("{\"a\": ".utf8), name: "t.json").count == 1)
    }

    /// 1,000 modified colours (lighten, darken, mix and alpha in every space) load, each one right;
    /// how fast is in docs/TOKENS.md (`pixelproof tokens --system` on the same file).
    @Test func aThousandModifiedColoursLoad() throws {
        var members = [##""base": {"$type": "color", "$value": "#C14242"}"##]
        let kinds = ["lighten", "darken", "mix", "alpha"], spaces = ["srgb", "p3", "hsl", "lch"]
        for i in 0..<1000 {
            let mix = kinds[i % 4] == "mix" ? ##", "color": "#4477dd""## : ""
            members.append(#""c\#(i)": {"$type": "color", "$value": "{base}", "$extensions": {"studio.tokens": {"modify": {"type": "\#(kinds[i % 4])", "value": "0.\#(i % 9 + 1)", "space": "\#(spaces[(i / 4) % 4])"\#(mix)}}}}"#)
        }
        let file = try load("{" + members.joined(separator: ",\n") + "}")
        #expect(file.system.tokens.count == 1001)
        // c1 is darken 0.2 in srgb: sd-transforms' #9a3535. c3 is alpha 0.4: 102 of 255.
        #expect(value(file, "c1") == .color(RGBAColor(hex: "#9a3535")!))
        #expect(value(file, "c3") == .color(RGBAColor(r: 0xc1, g: 0x42, b: 0x42, a: 102)))
    }

    /// Tokens Studio math with references in every kind of value: shadows (one and layered),
    /// typography, multi-value spacing, opacity, radius and line height.
    @Test func mathInEveryKindOfValue() throws {
        let json = ##"""
            {"core": {
              "space": {"value": "4", "type": "spacing"},
              "size": {"base": {"value": "16", "type": "fontSizes"}},
              "weights": {"bold": {"value": "Bold", "type": "fontWeights"}},
              "ink": {"value": "#112233", "type": "color"},
              "shadow": {"value": {"x": "{space} * 2", "y": "{space} / 2", "blur": "4 * 2", "spread": "0", "color": "rgba({ink}, 0.5)", "type": "dropShadow"}, "type": "boxShadow"},
              "heading": {"value": {"fontFamily": "Inter", "fontWeight": "{weights.bold}", "fontSize": "{size.base} * 1.25", "lineHeight": "150%", "letterSpacing": "-2%"}, "type": "typography"},
              "gap": {"value": "{space} * 2 {space} * 4", "type": "spacing"},
              "half": {"value": "50% * 0.5", "type": "opacity"},
              "lh": {"value": "{size.base} * 1.5", "type": "lineHeights"}},
             "$metadata": {"tokenSetOrder": ["core"]}}
            """##
        let file = try load(json)
        #expect(value(file, "shadow")?.displayText == "8px 2px 8px 0 #11223380")
        #expect(value(file, "heading")?.displayText == "Inter 700 20/30px letter-spacing -0.02em")
        #expect(value(file, "gap") == .dimensions([.px(8), .px(16)]))
        #expect(value(file, "half") == .opacity(0.25))
        #expect(value(file, "lh") == .dimension(.px(24)))
    }
}
