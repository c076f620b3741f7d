import Files
import JSON
import Testing
@testable import DesignTokens
import Values

/// DTCG Resolver Module 2025.10: the specification's own examples (its syntax section), resolved
/// with files from memory, and the documents it says a tool must refuse.
@Suite struct ResolverTests {
    /// A token file defining `color.source` (which file won) and a token named after itself.
    static func file(_ name: String) -> String {
        let id = name.replacingOccurrences(of: "/", with: "-").replacingOccurrences(of: ".json", with: "")
        return ##"{"color": {"$type": "color", "source": {"$value": "\##(hex(name))"}, "\##(id)": {"$value": "#010203"}}}"##
    }

    static func hex(_ name: String) -> String {
        let n = abs(name.unicodeScalars.reduce(7) { ($0 &* 31) &+ Int($1.value) }) % 0xffffff
        let digits = String(n, radix: 16)
        return "#" + String(repeating: "0", count: 6 - digits.count) + digits
    }

    static func resolver(_ json: String, files: [String]) throws -> ResolverDocument {
        let contents = Dictionary(uniqueKeysWithValues: files.map { ("/spec/" + $0, file($0)) })
        return try ResolverDocument(root: try JSONNode.parse(Array(json.utf8)), file: "/spec/tokens.resolver.json", directory: "/spec",
                                    readFile: { path in
            guard let text = contents[FilePath.normalized(path)] else { throw FileError(path: path, action: "cannot open", reason: "No such file or directory") }
            return Array(text.utf8)
        })
    }

    /// The syntax section's "Composing sets and modifiers together": three sets, then a theme
    /// modifier of four contexts; the table says which files each input applies, the last winning.
    static let composing = """
        {
          "version": "2025.10",
          "sets": {
            "size": { "sources": [{ "$ref": "foundation/size.json" }] },
            "typography": { "sources": [{ "$ref": "foundation/typography.json" }] },
            "animation": { "sources": [{ "$ref": "foundation/animation.json" }] }
          },
          "modifiers": {
            "theme": {
              "description": "Color theme",
              "contexts": {
                "light": [{ "$ref": "theme/light.json" }],
                "lightHighContrast": [{ "$ref": "theme/light.json" }, { "$ref": "theme/dark-high-contrast.json" }],
                "dark": [{ "$ref": "theme/dark.json" }],
                "darkHighContrast": [{ "$ref": "theme/dark.json" }, { "$ref": "theme/dark-high-contrast.json" }]
              },
              "default": "light"
            }
          },
          "resolutionOrder": [
            { "$ref": "#/sets/size" }, { "$ref": "#/sets/typography" }, { "$ref": "#/sets/animation" }, { "$ref": "#/modifiers/theme" }
          ]
        }
        """
    static let composingFiles = ["foundation/size.json", "foundation/typography.json", "foundation/animation.json",
                                 "theme/light.json", "theme/dark.json", "theme/dark-high-contrast.json"]

    func color(_ system: TokenSystem, _ name: String) -> String? { system.token(fullName: "color." + name)?.value.color?.hex }

    @Test func composingSetsAndModifiers() throws {
        let resolver = try Self.resolver(Self.composing, files: Self.composingFiles)
        #expect(resolver.modifiers == [.init(name: "theme", contexts: ["light", "lightHighContrast", "dark", "darkHighContrast"], defaultContext: "light")])
        let expected = ["light": "theme/light.json", "lightHighContrast": "theme/dark-high-contrast.json",
                        "dark": "theme/dark.json", "darkHighContrast": "theme/dark-high-contrast.json"]
        for (context, winner) in expected {
            let tokens = try resolver.tokens(for: ["theme": context])
            #expect(color(tokens, "source") == Self.hex(winner), "\(context)")
            for set in ["foundation-size", "foundation-typography", "foundation-animation"] { #expect(color(tokens, set) != nil) }
            #expect((color(tokens, "theme-dark") != nil) == context.hasPrefix("dark"))
        }
        // No input: the default context.
        #expect(color(try resolver.tokens(for: [:]), "source") == Self.hex("theme/light.json"))
    }

    /// "Modifier referencing a set" and "Empty array in modifiers" and inline sets and modifiers.
    @Test func setsInsideModifiersEmptyContextsAndInlineItems() throws {
        let json = """
            {
              "version": "2025.10",
              "sets": { "baseSize": { "sources": [{ "$ref": "size/base.json" }] } },
              "resolutionOrder": [
                { "type": "set", "name": "Size", "sources": [{ "$ref": "foundation/size.json" }, { "space": { "$type": "dimension", "base": { "$value": { "value": 4, "unit": "px" } } } }] },
                { "type": "modifier", "name": "size",
                  "contexts": {
                    "small": [{ "$ref": "#/sets/baseSize" }, { "$ref": "device/mobile.json" }],
                    "large": [{ "$ref": "#/sets/baseSize" }, { "$ref": "device/desktop.json" }]
                  } },
                { "type": "modifier", "name": "debug", "contexts": { "false": [], "true": [{ "$ref": "debug.json" }] }, "default": "false" }
              ]
            }
            """
        let resolver = try Self.resolver(json, files: ["size/base.json", "foundation/size.json", "device/mobile.json", "device/desktop.json", "debug.json"])
        #expect(resolver.modifiers.map(\.name) == ["size", "debug"])
        let small = try resolver.tokens(for: ["size": "small"])
        #expect(color(small, "source") == Self.hex("device/mobile.json"))
        #expect(color(small, "size-base") != nil, "the set a context refers to is brought in")
        #expect(small.token(fullName: "space.base") != nil, "inline tokens in a set")
        #expect(color(try resolver.tokens(for: ["size": "large", "debug": "true"]), "source") == Self.hex("debug.json"))
        #expect(throws: TokenFileError.self, "size has no default") { _ = try resolver.tokens(for: [:]) }
    }

    @Test(arguments: [
        (##"{"version": "2025.10", "resolutionOrder": [{"$ref": "#/modifiers/m"}], "modifiers": {"m": {"contexts": {}}}}"##, "modifier m has no contexts"),
        (##"{"version": "2025.10", "resolutionOrder": [{"$ref": "#/modifiers/m"}], "modifiers": {"m": {"contexts": {"a": [], "b": []}, "default": "c"}}}"##, "default must be one of its contexts: a, b"),
        (##"{"version": "2025.10", "resolutionOrder": [{"$ref": "#/modifiers/m"}], "modifiers": {"m": {"contexts": {"a": []}}}}"##, "modifier m has one context"),
        (##"{"version": "2024.01", "resolutionOrder": []}"##, "version must be \"2025.10\""),
        (##"{"version": "2025.10", "resolutionOrder": [{"$ref": "#/sets/nope"}], "sets": {"base": {"sources": []}}}"##, "#/sets/nope names nothing; sets here: base"),
        (##"{"version": "2025.10", "resolutionOrder": [{"type": "set", "sources": []}]}"##, "needs \"type\" (set or modifier) and \"name\""),
    ])
    func refusedDocuments(json: String, words: String) throws {
        #expect { _ = try Self.resolver(json, files: []) } throws: { "\($0)".contains(words) }
    }

    @Test func unknownInputsCyclesAndMissingFilesAreErrors() throws {
        let resolver = try Self.resolver(Self.composing, files: Self.composingFiles)
        #expect { _ = try resolver.tokens(for: ["theme": "drak"]) } throws: {
            "\($0)".contains("modifier theme has no context \"drak\"; its contexts: light, lightHighContrast, dark, darkHighContrast (did you mean \"dark\"?)")
        }
        #expect { _ = try resolver.tokens(for: ["them": "dark"]) } throws: {
            "\($0)".contains("no modifier \"them\" in this resolver; its modifiers: theme (did you mean \"theme\"?)")
        }
        let cycle = ##"{"version": "2025.10", "sets": {"a": {"sources": [{"$ref": "#/sets/b"}]}, "b": {"sources": [{"$ref": "#/sets/a"}]}}, "resolutionOrder": [{"$ref": "#/sets/a"}]}"##
        #expect { _ = try Self.resolver(cycle, files: []).tokens(for: [:]) } throws: { "\($0)".contains("$ref cycle") }
        let missing = ##"{"version": "2025.10", "sets": {"a": {"sources": [{"$ref": "gone.json"}]}}, "resolutionOrder": [{"$ref": "#/sets/a"}]}"##
        #expect { _ = try Self.resolver(missing, files: []).tokens(for: [:]) } throws: {
            "\($0)".contains("$ref \"gone.json\": cannot read /spec/gone.json")
        }
    }

    /// Laid out as teams using Terrazzo write them: the resolver in resolvers/, token files in
    /// ../tokens/ by tier, semantic tokens aliasing primitives in another file (aliases resolve
    /// after the merge), a theme modifier without a default.
    @Test func aTerrazzoStyleLayout() throws {
        let files: [String: String] = [
            "/ds/tokens/primitive/color.tokens.json": ##"{"palette": {"$type": "color", "white": {"$value": "#ffffff"}, "ink": {"$value": "#111111"}}}"##,
            "/ds/tokens/semantic/color.tokens.json": ##"{"surface": {"$type": "color", "page": {"$value": "{theme.background}"}}}"##,
            "/ds/tokens/themes/light.tokens.json": ##"{"theme": {"$type": "color", "background": {"$value": "{palette.white}"}}}"##,
            "/ds/tokens/themes/dark.tokens.json": ##"{"theme": {"$type": "color", "background": {"$value": "{palette.ink}"}}}"##,
        ]
        let json = ##"""
            {
              "name": "My Design System",
              "version": "2025.10",
              "sets": {
                "primitive": { "sources": [{ "$ref": "../tokens/primitive/color.tokens.json" }] },
                "semantic": { "sources": [{ "$ref": "../tokens/semantic/color.tokens.json" }] }
              },
              "modifiers": {
                "theme": { "description": "Themes", "contexts": {
                  "light": [{ "$ref": "../tokens/themes/light.tokens.json" }],
                  "dark": [{ "$ref": "../tokens/themes/dark.tokens.json" }] } }
              },
              "resolutionOrder": [{ "$ref": "#/sets/primitive" }, { "$ref": "#/sets/semantic" }, { "$ref": "#/modifiers/theme" }]
            }
            """##
        let resolver = try ResolverDocument(root: try JSONNode.parse(Array(json.utf8)), file: "/ds/resolvers/ds.resolver.json",
                                            directory: "/ds/resolvers", readFile: { path in
            guard let text = files[FilePath.normalized(path)] else { throw FileError(path: path, action: "cannot open", reason: "No such file or directory") }
            return Array(text.utf8)
        })
        #expect(try resolver.tokens(for: ["theme": "dark"]).token(fullName: "surface.page")?.value.color?.hex == "#111111")
        #expect(try resolver.tokens(for: ["theme": "light"]).token(fullName: "surface.page")?.value.color?.hex == "#ffffff")
        #expect { _ = try resolver.tokens(for: [:]) } throws: { "\($0)".contains("modifier theme has no default; choose a context: theme=light, theme=dark") }
    }

    /// A long chain of sets naming sets is refused before it exhausts the stack.
    @Test func referenceChainsAreBounded() throws {
        var sets: [String] = []
        for i in 0..<200 { sets.append("\"s\(i)\": {\"sources\": [{\"$ref\": \"#/sets/s\(i + 1)\"}]}") }
        sets.append("\"s200\": {\"sources\": []}")
        let json = "{\"version\": \"2025.10\", \"sets\": {\(sets.joined(separator: ", "))}, \"resolutionOrder\": [{\"$ref\": \"#/sets/s0\"}]}"
        #expect { _ = try Self.resolver(json, files: []).tokens(for: [:]) } throws: { "\($0)".contains("$ref chain more than 64 references long") }
    }

    @Test func parseTellsAResolverFromATokenFile() throws {
        let none: @Sendable (String) throws -> [UInt8] = { _ in [] }
        #expect(try ResolverDocument.parse(Array(Self.composing.utf8), file: "r.json", directory: "/spec", readFile: none)?.modifiers.count == 1)
        #expect(try ResolverDocument.parse(Array(Self.file("a.json").utf8), file: "a.json", directory: "/spec", readFile: none) == nil)
        #expect(try ResolverDocument.parse(Array("not json".utf8), file: "x", directory: "/", readFile: none) == nil)
    }
}
