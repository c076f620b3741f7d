import Testing
@testable import DesignTokens
import Values

/// Tokens Studio colour modifiers give the colours Tokens Studio's own transforms give.
///
/// Expected values: the outputs `@tokens-studio/sd-transforms` asserts in its own test suite
/// (test/spec/color-modifiers/transformColorModifiers.spec.ts, commit
/// 5066620531629a0e6a2f89f4365e1ad40d0c9216), there written in each space's CSS notation and here
/// as 8-bit sRGB (converted with coloraide 4, gamut fitting by OKLCH chroma). The darken rows
/// and the mix-to-hex row are the hex the suite itself asserts. ±1 per channel for rounding.
@Suite struct ColorModifierTests {
    struct Case: CustomStringConvertible, Sendable {
        var base: String, type: String, value: String, space: String, mix: String?, expected: String
        var description: String { "\(type) \(value) in \(space)" }
    }

    static let cases: [Case] = [
        // lighten #C14242 by 0.2 (sd-transforms: hsl(0 50.598% 60.627%), lch(57.685 47.48 29.704), …)
        Case(base: "#C14242", type: "lighten", value: "0.2", space: "hsl", mix: nil, expected: "#cd6868"),
        Case(base: "#C14242", type: "lighten", value: "0.2", space: "lch", mix: nil, expected: "#d26b64"),
        Case(base: "#C14242", type: "lighten", value: "0.2", space: "p3", mix: nil, expected: "#cf6a69"),
        Case(base: "#C14242", type: "lighten", value: "0.2", space: "srgb", mix: nil, expected: "#cd6868"),
        Case(base: "#C14242", type: "lighten", value: "0.5 - 0.3", space: "lch", mix: nil, expected: "#d26b64"),
        // darken #C14242 by 0.2: the suite's own hex outputs
        Case(base: "#C14242", type: "darken", value: "0.2", space: "hsl", mix: nil, expected: "#9c3333"),
        Case(base: "#C14242", type: "darken", value: "0.2", space: "lch", mix: nil, expected: "#983735"),
        Case(base: "#C14242", type: "darken", value: "0.2", space: "p3", mix: nil, expected: "#9b3535"),
        Case(base: "#C14242", type: "darken", value: "0.2", space: "srgb", mix: nil, expected: "#9a3535"),
        // mix black with white by 0.5 (hsl(none 0% 50%), lch(50 0 none), …)
        Case(base: "#000000", type: "mix", value: "0.5", space: "hsl", mix: "#FFFFFF", expected: "#808080"),
        Case(base: "#000000", type: "mix", value: "0.5", space: "lch", mix: "#FFFFFF", expected: "#777777"),
        Case(base: "#000000", type: "mix", value: "0.5", space: "p3", mix: "#FFFFFF", expected: "#80807f"),
        Case(base: "#000000", type: "mix", value: "0.5", space: "srgb", mix: "#FFFFFF", expected: "#808080"),
        // mix white with #4477DD by 0.5 + 6 * 0.04 (srgb: the suite's hex #759ae6)
        Case(base: "#FFFFFF", type: "mix", value: "0.5 + 6 * 0.04", space: "hsl", mix: "#4477DD", expected: "#839fd7"),
        Case(base: "#FFFFFF", type: "mix", value: "0.5 + 6 * 0.04", space: "lch", mix: "#4477DD", expected: "#7f98e7"),
        Case(base: "#FFFFFF", type: "mix", value: "0.5 + 6 * 0.04", space: "p3", mix: "#4477DD", expected: "#769ae6"),
        Case(base: "#FFFFFF", type: "mix", value: "0.5 + 6 * 0.04", space: "srgb", mix: "#4477DD", expected: "#759ae6"),
        // alpha 0.2 in every space
        Case(base: "#C14242", type: "alpha", value: "0.2", space: "hsl", mix: nil, expected: "#c1424233"),
        Case(base: "#C14242", type: "alpha", value: "0.2", space: "lch", mix: nil, expected: "#c1424233"),
        Case(base: "#C14242", type: "alpha", value: "0.2", space: "p3", mix: nil, expected: "#c1424233"),
        Case(base: "#C14242", type: "alpha", value: "0.5 - 0.3", space: "srgb", mix: nil, expected: "#c1424233"),
    ]

    static func file(_ c: Case) -> String {
        let mix = c.mix.map { ", \"color\": \"\($0)\"" } ?? ""
        return """
            {"base": {"$type": "color", "$value": "\(c.base)"},
             "modified": {"$type": "color", "$value": "{base}",
               "$extensions": {"studio.tokens": {"modify": {"type": "\(c.type)", "value": "\(c.value)", "space": "\(c.space)"\(mix)}}}},
             "alias": {"$value": "{modified}"}}
            """
    }

    @Test(arguments: cases)
    func matchesSDTransforms(_ c: Case) throws {
        let system = try TokenFile.read(bytes: Array(Self.file(c).utf8), name: "t.json").system
        let got = try #require(system.lookup(group: "", name: "modified")?.color)
        let want = try #require(RGBAColor(hex: c.expected))
        let close = [(got.r, want.r), (got.g, want.g), (got.b, want.b), (got.a, want.a)].allSatisfy { abs(Int($0) - Int($1)) <= 1 }
        #expect(close, "\(c): got \(got.hex), sd-transforms \(c.expected)")
        // A token that aliases the modified one has the modified colour, modified once.
        #expect(system.lookup(group: "", name: "alias")?.color == got)
        #expect(system.lookup(group: "", name: "base")?.color == RGBAColor(hex: c.base))
    }

    @Test func anAmountMayBeAReferenceToANumber() throws {
        let json = """
            {"amount": {"$type": "number", "$value": 0.2},
             "base": {"$type": "color", "$value": "#C14242"},
             "modified": {"$type": "color", "$value": "{base}",
               "$extensions": {"studio.tokens": {"modify": {"type": "darken", "value": "{amount}", "space": "srgb"}}}}}
            """
        let system = try TokenFile.read(bytes: Array(json.utf8), name: "t.json").system
        #expect(system.lookup(group: "", name: "modified")?.color == RGBAColor(hex: "#9a3535"))
    }

    /// The whole modifier by reference, to a token of its own without a type (Tokens Studio keeps
    /// modifiers so; sd-transforms applies them): the modifier token is not drawn, the colour is.
    @Test func aWholeModifierMayBeAReferenceToAnUntypedToken() throws {
        let json = """
            {"modifier": {"value": {"type": "darken", "value": "0.2", "space": "srgb"}},
             "base": {"type": "color", "value": "#C14242"},
             "modified": {"type": "color", "value": "{base}", "$extensions": {"studio.tokens": {"modify": "{modifier}"}}}}
            """
        let system = try TokenFile.read(bytes: Array(json.utf8), name: "t.json").system
        #expect(system.lookup(group: "", name: "modified")?.color == RGBAColor(hex: "#9a3535"))
        #expect(system.lookup(group: "", name: "modifier") == nil)
        // The same in DTCG's spelling, the modifier token without a $type.
        let dtcg = json.replacingOccurrences(of: "\"value\": {", with: "\"$value\": {").replacingOccurrences(of: "\"type\": \"color\", \"value\"", with: "\"$type\": \"color\", \"$value\"")
        #expect(try TokenFile.read(bytes: Array(dtcg.utf8), name: "t.json").system.lookup(group: "", name: "modified")?.color == RGBAColor(hex: "#9a3535"))
    }

    /// A result outside sRGB is brought in by CSS's gamut mapping (OKLCH chroma lowered, lightness
    /// and hue kept), not clipped per channel. Expected: coloraide's `oklch-chroma` fit.
    @Test(arguments: [(SpaceColor(.p3, [0, 1, 0]), "#00fb29"), (SpaceColor(.p3, [1, 0, 0]), "#ff0b0c"),
                      (SpaceColor(.lch, [60, 120, 300]), "#9389ff")])
    func anOutOfGamutResultIsMappedAsCSSDoes(_ color: SpaceColor, _ expected: String) {
        let got = color.tokenColor, want = RGBAColor(hex: expected)!
        let close = [(got.r, want.r), (got.g, want.g), (got.b, want.b)].allSatisfy { abs(Int($0) - Int($1)) <= 1 }
        #expect(close, "got \(got.hex), CSS gamut mapping \(expected)")
    }
}
