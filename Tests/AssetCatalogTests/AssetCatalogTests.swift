import AssetCatalog
import Files
import Foundation
import Testing
import Values

/// Asset catalogs as Xcode writes them: each test builds one in a scratch folder.
@Suite struct AssetCatalogTests {
    /// A colour set's Contents.json with one entry per (appearance, components) pair; nil
    /// appearance is the entry for any appearance.
    static func colorSet(_ entries: [(appearance: String?, space: String, components: String)], idiom: String = "universal") -> String {
        let colors = entries.map { e in
            let appearances = e.appearance.map { #""appearances" : [ { "appearance" : "luminosity", "value" : "\#($0)" } ], "# } ?? ""
            return #"{ \#(appearances)"color" : { "color-space" : "\#(e.space)", "components" : { \#(e.components) } }, "idiom" : "\#(idiom)" }"#
        }
        return #"{ "colors" : [ \#(colors.joined(separator: ", ")) ], "info" : { "author" : "xcode", "version" : 1 } }"#
    }

    static func rgb(_ r: String, _ g: String, _ b: String, alpha: String = "1.000") -> String {
        #""alpha" : "\#(alpha)", "blue" : "\#(b)", "green" : "\#(g)", "red" : "\#(r)""#
    }

    /// A catalog folder holding `files` (relative path → text); returns its path.
    static func catalog(_ files: [String: String], name: String = "Assets.xcassets") throws -> String {
        let root = try ScratchFolder.make(FilePath.temporaryFolder + "/pixelproof-assets-XXXXXX") + "/" + name
        for (relative, text) in files {
            let path = root + "/" + relative
            try FileManager.default.createDirectory(atPath: FilePath.parentFolder(of: path), withIntermediateDirectories: true)
            try AtomicFile.write(Array(text.utf8), to: path)
        }
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        return root
    }

    static func error(_ body: () throws -> Any) -> AssetCatalogError? {
        do { _ = try body(); return nil } catch { return error as? AssetCatalogError }
    }

    @Test func theThreeComponentNotationsReadTheSameByte() throws {
        let root = try Self.catalog([
            "float.colorset/Contents.json": Self.colorSet([(nil, "srgb", Self.rgb("0.502", "0.000", "1.000"))]),
            "integer.colorset/Contents.json": Self.colorSet([(nil, "srgb", Self.rgb("128", "0", "255"))]),
            "hex.colorset/Contents.json": Self.colorSet([(nil, "srgb", Self.rgb("0x80", "0x00", "0xFF"))]),
            "translucent.colorset/Contents.json": Self.colorSet([(nil, "srgb", Self.rgb("0x80", "0x00", "0xFF", alpha: "0.5"))]),
        ])
        let catalog = try AssetCatalog.load(at: root)
        for name in ["float", "integer", "hex"] {
            #expect(try catalog.color(named: name, appearance: .light) == RGBAColor(r: 128, g: 0, b: 255), "\(name)")
        }
        #expect(try catalog.color(named: "translucent", appearance: .light) == RGBAColor(r: 128, g: 0, b: 255, a: 128))
    }

    @Test func everyColourSpaceBecomesSRGB() throws {
        let root = try Self.catalog([
            // #7c3aed written in display-P3's components.
            "p3.colorset/Contents.json": Self.colorSet([(nil, "display-p3", Self.rgb("0.453240", "0.241651", "0.895024"))]),
            "p3grey.colorset/Contents.json": Self.colorSet([(nil, "display-p3", Self.rgb("0.5", "0.5", "0.5"))]),
            "extended.colorset/Contents.json": Self.colorSet([(nil, "extended-srgb", Self.rgb("0.5", "1.000", "0.0"))]),
            "wide.colorset/Contents.json": Self.colorSet([(nil, "extended-srgb", Self.rgb("1.200", "0.5", "-0.100"))]),
            "linear.colorset/Contents.json": Self.colorSet([(nil, "extended-linear-srgb", Self.rgb("0.214045", "0.214045", "0.214045"))]),
            "gray.colorset/Contents.json": Self.colorSet([(nil, "gray-gamma-22", #""alpha" : "1.000", "white" : "0.500""#)]),
        ])
        let catalog = try AssetCatalog.load(at: root)
        #expect(try catalog.color(named: "p3", appearance: .light) == RGBAColor(0x7c3aed))
        #expect(try catalog.color(named: "p3grey", appearance: .light) == RGBAColor(r: 128, g: 128, b: 128))
        #expect(try catalog.color(named: "extended", appearance: .light) == RGBAColor(r: 128, g: 255, b: 0))
        // Past the gamut: brought in, red stays the strongest channel and blue the weakest.
        let wide = try catalog.color(named: "wide", appearance: .light)
        #expect(wide.r > wide.g && wide.g > wide.b && wide.r > 240, "\(wide)")
        #expect(try catalog.color(named: "linear", appearance: .light) == RGBAColor(r: 128, g: 128, b: 128))
        #expect(try catalog.color(named: "gray", appearance: .light) == RGBAColor(r: 128, g: 128, b: 128))
    }

    @Test func theAppearancePicksItsEntryAndDarkFallsBackToAny() throws {
        let root = try Self.catalog([
            "anyDark.colorset/Contents.json": Self.colorSet([(nil, "srgb", Self.rgb("0xFF", "0xFF", "0xFF")), ("dark", "srgb", Self.rgb("0x1E", "0x29", "0x3B"))]),
            "lightDarkAny.colorset/Contents.json": Self.colorSet([(nil, "srgb", Self.rgb("0x00", "0x00", "0xFF")), ("light", "srgb", Self.rgb("0xFF", "0x00", "0x00")),
                                                                 ("dark", "srgb", Self.rgb("0x00", "0xFF", "0x00"))]),
            "anyOnly.colorset/Contents.json": Self.colorSet([(nil, "srgb", Self.rgb("0x12", "0x34", "0x56"))]),
            "darkOnly.colorset/Contents.json": Self.colorSet([("dark", "srgb", Self.rgb("0x12", "0x34", "0x56"))]),
        ])
        let catalog = try AssetCatalog.load(at: root)
        #expect(try catalog.color(named: "anyDark", appearance: .light) == RGBAColor(0xffffff))
        #expect(try catalog.color(named: "anyDark", appearance: .dark) == RGBAColor(0x1e293b))
        #expect(try catalog.color(named: "lightDarkAny", appearance: .light) == RGBAColor(0xff0000))
        #expect(try catalog.color(named: "lightDarkAny", appearance: .dark) == RGBAColor(0x00ff00))
        #expect(try catalog.color(named: "anyOnly", appearance: .dark) == RGBAColor(0x123456))
        #expect(try catalog.color(named: "darkOnly", appearance: .dark) == RGBAColor(0x123456))
        let none = Self.error { try catalog.color(named: "darkOnly", appearance: .light) }
        #expect(none?.message.contains("no colour for the light appearance") == true)
        #expect(none?.file.hasSuffix("darkOnly.colorset/Contents.json") == true)
    }

    @Test func anIPhoneEntryWinsAndOtherDevicesAndHighContrastAreNotDrawn() throws {
        let text = #"""
        { "colors" : [
          { "color" : { "color-space" : "srgb", "components" : { "red" : "0xFF", "green" : "0x00", "blue" : "0x00", "alpha" : "1.000" } }, "idiom" : "universal" },
          { "color" : { "color-space" : "srgb", "components" : { "red" : "0x00", "green" : "0xFF", "blue" : "0x00", "alpha" : "1.000" } }, "idiom" : "iphone" },
          { "color" : { "color-space" : "srgb", "components" : { "red" : "0x00", "green" : "0x00", "blue" : "0xFF", "alpha" : "1.000" } }, "idiom" : "ipad" },
          { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" }, { "appearance" : "contrast", "value" : "high" } ],
            "color" : { "color-space" : "srgb", "components" : { "red" : "0x11", "green" : "0x11", "blue" : "0x11", "alpha" : "1.000" } }, "idiom" : "universal" }
        ] }
        """#
        let catalog = try AssetCatalog.load(at: try Self.catalog(["tint.colorset/Contents.json": text]))
        #expect(try catalog.color(named: "tint", appearance: .light) == RGBAColor(0x00ff00))
        #expect(try catalog.color(named: "tint", appearance: .dark) == RGBAColor(0x00ff00))
    }

    @Test func foldersNestAndANamespaceFolderPrefixesTheName() throws {
        let set = Self.colorSet([(nil, "srgb", Self.rgb("0x10", "0x20", "0x30"))])
        let root = try Self.catalog([
            "Contents.json": #"{ "info" : { "author" : "xcode", "version" : 1 } }"#,
            "Colors/Contents.json": #"{ "info" : { "author" : "xcode", "version" : 1 } }"#,
            "Colors/Surfaces/plain.colorset/Contents.json": set,
            "Colors/Brand/Contents.json": #"{ "info" : { "author" : "xcode", "version" : 1 }, "properties" : { "provides-namespace" : true } }"#,
            "Colors/Brand/Tints/accent.colorset/Contents.json": set,
            "Logo.imageset/Contents.json": #"{ "images" : [] }"#,
        ])
        let catalog = try AssetCatalog.load(at: root)
        #expect(catalog.colorNames == ["Brand/accent", "plain"])
        #expect(try catalog.color(named: "Brand/accent", appearance: .light) == RGBAColor(0x102030))
        let missing = Self.error { try catalog.color(named: "accent", appearance: .light) }
        #expect(missing?.message.contains("Brand/accent") == true)
    }

    @Test func aMissingColourSetNamesTheCatalogAndTheNamesCloseToIt() throws {
        let root = try Self.catalog(["appSurface.colorset/Contents.json": Self.colorSet([(nil, "srgb", Self.rgb("255", "255", "255"))])])
        let catalog = try AssetCatalog.load(at: root)
        let error = try #require(Self.error { try catalog.color(named: "appSurfce", appearance: .dark) })
        #expect(error.file == root)
        #expect(error.description.contains(#"no colour set named "appSurfce""#))
        #expect(error.description.contains(#"(did you mean "appSurface"?)"#))
        #expect(error.description.contains("Add appSurfce.colorset"))
    }

    /// Xcode's new project writes AccentColor with an entry that holds no colour (and a dark slot
    /// can be left unset): the catalog loads, the set gives no colour, and asking for it says so.
    @Test func anEntryWithoutAColourIsAnUnsetSlot() throws {
        let accent = #"{ "colors" : [ { "idiom" : "universal" } ], "info" : { "author" : "xcode", "version" : 1 } }"#
        let brand = #"{ "colors" : [ { "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "0", "green" : "0", "red" : "1.000" } }, "idiom" : "universal" }, "#
            + #"{ "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ], "idiom" : "universal" } ] }"#
        let catalog = try AssetCatalog.load(at: try Self.catalog(["AccentColor.colorset/Contents.json": accent, "brand.colorset/Contents.json": brand]))
        #expect(try catalog.color(named: "brand", appearance: .dark) == RGBAColor(r: 255, g: 0, b: 0))
        let unset = try #require(Self.error { try catalog.color(named: "AccentColor", appearance: .light) })
        #expect(unset.message.contains("AccentColor"))
    }

    @Test func aMalformedFileIsNamedWithItsLineAndKeyPath() throws {
        let broken = try Self.catalog(["a.colorset/Contents.json": "{ \"colors\" : [ {\n  \"idiom\" : \"universal\",\n } ] }"])
        let syntax = try #require(Self.error { try AssetCatalog.load(at: broken) })
        #expect(syntax.file.hasSuffix("a.colorset/Contents.json") && syntax.line == 3)

        let outOfRange = try Self.catalog(["b.colorset/Contents.json": Self.colorSet([(nil, "srgb", Self.rgb("1.200", "0", "0"))])])
        let range = try #require(Self.error { try AssetCatalog.load(at: outOfRange) })
        #expect(range.keyPath == "colors[0].color.components.red")
        #expect(range.message.contains("extended-srgb"))

        let unreadable = try Self.catalog(["c.colorset/Contents.json": Self.colorSet([(nil, "srgb", Self.rgb("0xGG", "0", "0"))])])
        #expect(Self.error { try AssetCatalog.load(at: unreadable) }?.message.contains(#"cannot read "0xGG""#) == true)

        let space = try Self.catalog(["d.colorset/Contents.json": Self.colorSet([(nil, "displayp3", Self.rgb("0", "0", "0"))])])
        let spaceError = try #require(Self.error { try AssetCatalog.load(at: space) })
        #expect(spaceError.keyPath == "colors[0].color.color-space" && spaceError.message.contains(#"did you mean "display-p3""#))

        let number = try Self.catalog(["e.colorset/Contents.json": #"{ "colors" : [ { "color" : { "color-space" : "srgb", "components" : { "red" : 1, "green" : "0", "blue" : "0" } } } ] }"#])
        #expect(Self.error { try AssetCatalog.load(at: number) }?.message.contains("expected a string") == true)

        let system = try Self.catalog(["f.colorset/Contents.json": #"{ "colors" : [ { "color" : { "platform" : "ios", "reference" : "systemBlueColor" } } ] }"#])
        #expect(Self.error { try AssetCatalog.load(at: system) }?.message.contains("systemBlueColor") == true)
    }

    @Test func twoSetsWithOneNameAndFoldersThatAreNotCatalogsAreRefused() throws {
        let set = Self.colorSet([(nil, "srgb", Self.rgb("0", "0", "0"))])
        let twice = try Self.catalog(["A/tint.colorset/Contents.json": set, "B/tint.colorset/Contents.json": set])
        #expect(Self.error { try AssetCatalog.load(at: twice) }?.message.contains(#"a second colour set named "tint""#) == true)
        let plain = try Self.catalog(["tint.colorset/Contents.json": set], name: "Colors")
        #expect(Self.error { try AssetCatalog.load(at: plain) }?.message.contains(".xcassets") == true)
        #expect(Self.error { try AssetCatalog.load(at: plain + "/nowhere.xcassets") }?.message.contains("no such folder") == true)
    }

    /// A file named like a colour set, or a folder named like its Contents.json, is named as what
    /// it is: passed over, the colour would only be reported missing.
    @Test func aFileNamedLikeAColourSetOrAFolderNamedLikeItsContentsIsRefused() throws {
        let set = Self.colorSet([(nil, "srgb", Self.rgb("0", "0", "0"))])
        let file = try Self.catalog(["tint.colorset": set, "ok.colorset/Contents.json": set])
        #expect(Self.error { try AssetCatalog.load(at: file) }?.description == file + "/tint.colorset: is a file, not a folder; a colour set is a folder NAME.colorset that holds a Contents.json")
        let folder = try Self.catalog(["tint.colorset/Contents.json/notes.txt": "x"])
        #expect(Self.error { try AssetCatalog.load(at: folder) }?.description.hasPrefix(folder + "/tint.colorset/Contents.json: is a folder, not a file") == true)
    }

    @Test func theEnvironmentVariableNamesTheCatalog() throws {
        let root = try Self.catalog(["tint.colorset/Contents.json": Self.colorSet([(nil, "srgb", Self.rgb("0", "0", "0"))])])
        #expect(try AssetCatalog.fromEnvironment([:]) == nil)
        #expect(try AssetCatalog.fromEnvironment(["PIXELPROOF_ASSETS": root])?.colorNames == ["tint"])
        let error = Self.error { try AssetCatalog.fromEnvironment(["PIXELPROOF_ASSETS": root + "/../Missing.xcassets"]) as Any }
        #expect(error?.message.contains("PIXELPROOF_ASSETS") == true)
    }

    /// The catalog the repository ships for the generic components, light and dark.
    @Test func theShippedGenericCatalogHoldsTheSeedColours() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
        let catalog = try AssetCatalog.load(at: root + "/Libraries/Generic.xcassets")
        #expect(catalog.colorNames == ["accentError", "accentPrimary", "accentSuccess", "accentWarning", "appBackground", "appSurface",
                                       "appSurfaceElevated", "focusRing", "sheetBackground", "strokeSubtle", "textMuted", "textPrimary", "textSecondary"])
        #expect(try catalog.color(named: "appSurface", appearance: .light) == RGBAColor(0xffffff))
        #expect(try catalog.color(named: "appSurface", appearance: .dark) == RGBAColor(0x1e293b))
        #expect(try catalog.color(named: "textPrimary", appearance: .light) == RGBAColor(0x0f172a))
        #expect(try catalog.color(named: "strokeSubtle", appearance: .light) == RGBAColor(0xe2e8f0))
    }

    @Test func aColourSetOverTheSizeLimitIsRefusedBeforeReading() throws {
        let padding = String(repeating: " ", count: 1 << 20)
        let root = try Self.catalog(["big.colorset/Contents.json": Self.colorSet([(nil, "srgb", Self.rgb("0", "0", "0"))]) + padding])
        let error = try #require(Self.error { try AssetCatalog.load(at: root) })
        #expect(error.file.hasSuffix("big.colorset/Contents.json") && error.message.contains("larger"))
    }
}
