import Files
import Testing
import DesignTokens
import Values

func readTokens(_ json: String, name: String = "tokens.json") throws(TokenFileError) -> TokenFile {
    try TokenFile.read(bytes: Array(json.utf8), name: name)
}

/// References: `{alias}` (whole values, inside composites, chains), `$ref` JSON Pointers, type
/// inheritance from groups and through aliases, and group `$extends`.
@Suite struct DTCGAliasTests {
    @Test func aliasChainsResolveToTheValueAndRememberTheirTarget() throws {
        let file = try readTokens("""
        {
          "color": {
            "$type": "color",
            "base": { "blue": { "$value": "#276ef1" } },
            "brand": { "$value": "{color.base.blue}" },
            "action": { "$value": "{color.brand}" }
          }
        }
        """)
        let s = file.system
        #expect(s.tokens.map(\.fullName) == ["color.base.blue", "color.brand", "color.action"])
        #expect(s.lookup(group: "color", name: "action") == .color(RGBAColor(0x276ef1)))
        #expect(s.token(fullName: "color.action")?.aliasOf == "color.brand")
        #expect(s.token(fullName: "color.brand")?.aliasOf == "color.base.blue")
    }

    @Test func aliasTakesItsTypeFromTheTarget() throws {
        let file = try readTokens("""
        {
          "size": { "m": { "$type": "dimension", "$value": { "value": 12, "unit": "px" } } },
          "alias": { "$value": "{size.m}" }
        }
        """)
        #expect(file.system.token(fullName: "alias")?.value == .dimension(.px(12)))
        #expect(file.system.token(fullName: "alias")?.group == "")
    }

    @Test func aliasesInsideCompositeValues() throws {
        let file = try readTokens("""
        {
          "color": { "$type": "color", "shade": { "$value": "#00000040" } },
          "space": { "$type": "dimension", "s": { "$value": "4px" } },
          "shadow": {
            "card": { "$type": "shadow", "$value": { "color": "{color.shade}", "offsetX": "0px", "offsetY": "{space.s}", "blur": "8px", "spread": "0px" } }
          }
        }
        """)
        let layer = try #require(file.system.lookup(group: "shadow", name: "card")?.shadow?.layers.first)
        #expect(layer.color.hex == "#00000040")
        #expect(layer.y == 4 && layer.blur == 8)
        #expect(file.system.token(fullName: "shadow.card")?.aliasOf == nil)
    }

    @Test func refPointersToTokensAndIntoValues() throws {
        let file = try readTokens("""
        {
          "base": {
            "$type": "color",
            "blue": { "$value": { "colorSpace": "srgb", "components": [0.2, 0.4, 0.6] } }
          },
          "brand": { "$type": "color", "$value": { "$ref": "#/base/blue" } },
          "brand2": { "$type": "color", "$value": { "$ref": "#/base/blue/$value" } },
          "mixed": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [1, { "$ref": "#/base/blue/$value/components/1" }, 0] } }
        }
        """)
        let s = file.system
        #expect(s.token(fullName: "brand")?.value == .color(RGBAColor(r: 51, g: 102, b: 153)))
        #expect(s.token(fullName: "brand")?.aliasOf == "base.blue")
        #expect(s.token(fullName: "brand2")?.value == .color(RGBAColor(r: 51, g: 102, b: 153)))
        #expect(s.token(fullName: "mixed")?.value == .color(RGBAColor(r: 255, g: 102, b: 0)))
    }

    @Test func groupTypeIsInheritedByNestedGroups() throws {
        let file = try readTokens("""
        { "space": { "$type": "dimension", "inset": { "small": { "$value": "8px" }, "large": { "$value": { "value": 1.5, "unit": "rem" } } } } }
        """)
        #expect(file.system.lookup(group: "space", name: "inset.small") == .dimension(.px(8)))
        #expect(file.system.lookup(group: "space", name: "inset.large")?.points == 24)
    }

    @Test func groupExtendsAnotherGroup() throws {
        let file = try readTokens("""
        {
          "button": { "$type": "color", "bg": { "$value": "#111111" }, "fg": { "$value": "#ffffff" } },
          "danger": { "$extends": "{button}", "bg": { "$value": "#de3534" } }
        }
        """)
        let s = file.system
        #expect(s.lookup(group: "danger", name: "bg") == .color(RGBAColor(0xde3534)))
        #expect(s.lookup(group: "danger", name: "fg") == .color(.white))
        #expect(s.lookup(group: "button", name: "bg") == .color(RGBAColor(0x111111)))
    }

    @Test func fileSystemAnswersDescriptionLookups() throws {
        let file = try readTokens("""
        { "color": { "$type": "color", "brand": { "$value": "#108910" } },
          "spacing": { "$type": "dimension", "md": { "$value": "12px" } } }
        """, name: "brand.tokens.json")
        #expect(file.system.name == "brand.tokens.json")
        #expect(try file.system.resolve("brand", as: .color).get().value.color?.hex == "#108910")
        #expect(try file.system.resolve("md", as: .spacing).get().value.points == 12)
    }
}
