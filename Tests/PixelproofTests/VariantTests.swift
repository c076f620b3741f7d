import BuiltInComponents
import DescriptionFormat
import SceneBuilding
import Foundation
import Pixelproof
import PNGCodec
import Raster
import Testing
import Values

/// Text sizes (iOS Dynamic Type), right to left and pseudo-locales, as a description or the
/// command line asks for them. The numbers are worked out here from Apple's size table.
@Suite struct VariantTests {
    func document(_ content: String, variant: String = "") -> String {
        "system: ids\n\(variant)canvas: { width: 375 }\ncontent:\n  \(content)\n"
    }

    /// A 14/20 style (ids `subtitle`) follows footnote (13–14.99 pt at Large), which is 13 pt at
    /// Large and 33 pt at AX3: its line box is 20 × 33 / 13 = 50.77 px, so a canvas hugging one
    /// line is 51 px tall at 1x (device sizes round up). At Large it is 20.
    @Test func aLineBoxScalesByItsTextStylesFactor() throws {
        let text = "text: { string: Hello, style: subtitle }"
        #expect(try render(document(text)).height == 20)
        #expect(try render(document(text, variant: "textSize: AX3\n")).height == Int((20.0 * 33 / 13).rounded(.up)))
        // xSmall: footnote is 12 pt, 20 × 12 / 13 = 18.46 → 19.
        #expect(try render(document(text, variant: "textSize: xSmall\n")).height == 19)
    }

    /// A content row's title and subtitle are 12/18 (caption1: 12 pt at Large, 32 at AX3), so each
    /// line is 18 × 32 / 12 = 48 px; with the row's 12 px above and below it hugs 12 + 48 + 48 + 12.
    @Test func aContentRowHugsItsScaledLines() throws {
        let row = "contentRow: { title: Location, subtitle: 123 Main St }"
        #expect(try render(document(row)).height == 12 + 18 + 18 + 12)
        #expect(try render(document(row, variant: "textSize: AX3\n")).height == 12 + 48 + 48 + 12)
    }

    /// The standard button's label is 18/18 (body: 17 pt at Large, 53 at AX5): 18 × 53 / 17 =
    /// 56.12 px of line, and the 56 px button keeps the 38 px of padding it has at Large around it.
    @Test func aStandardButtonGrowsAndKeepsItsPadding() throws {
        let button = "button: { label: Continue, type: primary }"
        #expect(try render(document(button)).height == 56)
        let grown = try render(document(button, variant: "textSize: AX5\n"))
        #expect(grown.height == Int((18.0 * 53 / 17 + 38).rounded(.up)))
        // At xSmall the label shrinks (17 → 14 pt) but the 56 px is a minimum: the button stays 56.
        #expect(try render(document(button, variant: "textSize: xSmall\n")).height == 56)
    }

    /// Left-right symmetric shapes on whole pixels: the rtl picture is the ltr one mirrored.
    @Test func shapesInRightToLeftAreTheMirrorOfLeftToRight() throws {
        let shapes = """
            hstack:
                alignment: top
                spacing: 10
                padding: { leading: 4, trailing: 30 }
                children:
                  - shape: { kind: rect, width: 20, height: 40, fill: "#ff0000" }
                  - shape: { kind: pill, width: 50, height: 20, fill: "#0000ff" }
                  - shape: { kind: circle, width: 24, height: 24, fill: "#00aa00" }
            """
        let ltr = try render("system: ids\ncanvas: { width: 200, background: \"#ffffff\" }\ncontent:\n  \(shapes)\n", scale: 2)
        let rtl = try render("system: ids\ndirection: rtl\ncanvas: { width: 200, background: \"#ffffff\" }\ncontent:\n  \(shapes)\n", scale: 2)
        #expect(ltr.width == rtl.width && ltr.height == rtl.height)
        var worst = 0
        for y in 0..<ltr.height {
            for x in 0..<ltr.width {
                let a = ltr.color(x, y), b = rtl.color(ltr.width - 1 - x, y)
                worst = max(worst, abs(Int(a.r) - Int(b.r)), abs(Int(a.g) - Int(b.g)), abs(Int(a.b) - Int(b.b)))
            }
        }
        #expect(worst <= 1, "largest channel difference from the mirror: \(worst)")
        #expect(ltr.color(10, 10) != rtl.color(10, 10), "the layout did flip")
    }

    /// The back arrow points the reading way (right in rtl, as iOS draws a back button); other
    /// icons are drawn as they are.
    @Test func theBackArrowMirrorsAndOtherIconsDoNot() throws {
        func icon(_ name: String, _ direction: String) throws -> Pixmap {
            try render("system: ids\ndirection: \(direction)\ncanvas: { width: 24, background: \"#ffffff\" }\ncontent:\n  icon: { name: \(name), size: 24 }\n", scale: 2)
        }
        func mirrored(_ p: Pixmap) -> [RGBAColor] { (0..<p.height).flatMap { y in (0..<p.width).map { p.color(p.width - 1 - $0, y) } } }
        func pixels(_ p: Pixmap) -> [RGBAColor] { (0..<p.height).flatMap { y in (0..<p.width).map { p.color($0, y) } } }
        #expect(pixels(try icon("arrowLeft", "rtl")) == mirrored(try icon("arrowLeft", "ltr")))
        #expect(pixels(try icon("arrowLeft", "rtl")) != pixels(try icon("arrowLeft", "ltr")))
        #expect(pixels(try icon("shoppingCart", "rtl")) == pixels(try icon("shoppingCart", "ltr")))
    }

    @Test func pseudoLocalesRewriteTextsButNotCounts() throws {
        #expect(PseudoLocale.accented.apply("Continue to Cart") == "[Çóñtíñúé tó Çárt]")
        #expect(PseudoLocale.doubleLength.apply("Save") == "Save Save")
        #expect(PseudoLocale.none.apply("Save") == "Save")
        let badge = "badge: { type: counter, count: 12 }"
        #expect(try render(document(badge, variant: "pseudoLocale: accented\n")).height == 16)
        let plain = try Renderer().png(of: try DescriptionFile.load(descriptionFile(document(badge))))
        let accented = try Renderer().png(of: try DescriptionFile.load(descriptionFile(document(badge, variant: "pseudoLocale: doubleLength\n"))))
        #expect(plain == accented, "a badge's count is a number, not text to translate")
        let label = "text: { string: Save, style: bodyRegular }"
        #expect(try render(document(label)).width == 375)
        #expect(try Renderer().png(of: try DescriptionFile.load(descriptionFile(document(label, variant: "pseudoLocale: doubleLength\n"))))
                != Renderer().png(of: try DescriptionFile.load(descriptionFile(document(label)))))
    }

    @Test func variantMatricesAndTheirNames() throws {
        let matrix = try VariantAxis.matrix([("direction", ["ltr", "rtl"]), ("textSize", ["large", "AX3"])])
        #expect(matrix.map(\.fileSuffix) == ["", ".rtl", ".AX3", ".AX3.rtl"])
        #expect(matrix.map(\.figmaSuffix) == ["", " (rtl)", " (AX3)", " (AX3, rtl)"])
        #expect(throws: VariantError.self) { _ = try VariantAxis.matrix([("textsize", ["AX3"])]) }
        do {
            _ = try VariantAxis.matrix([("textSize", ["AX6"])])
            Issue.record("AX6 accepted")
        } catch {
            #expect(error.message.contains("unknown textSize \"AX6\"") && error.message.contains("did you mean"), "\(error)")
        }
    }

    /// The catalog renders in parallel; each picture is the same as drawn alone, is the size it
    /// was measured at before drawing, and comes in catalog order.
    @Test func variantsRenderedInParallelAreTheSerialBytes() throws {
        let items = Catalog.items(Array(try Catalog.items(system: "ids").prefix(6)),
                                  in: try VariantAxis.assignments([("textSize", ["large", "AX3"]), ("direction", ["ltr", "rtl"])]))
        #expect(items.count == 24)
        let catalog = CatalogRenderer(renderer: Renderer(), scale: 2)
        let measured = try catalog.measure(items)
        var drawn: [Int] = []
        try catalog.draw(measured) { i, pixmap, png in
            drawn.append(i)
            let alone = try Renderer(scale: 2).pixmap(of: items[i].document)
            #expect(alone.width == measured[i].width && alone.height == measured[i].height)
            #expect(alone.bytes == pixmap.bytes, "\(items[i].figmaName)")
            #expect(png == (try PNGEncoder.default.encode(alone, scale: 2)))
        }
        #expect(drawn == Array(items.indices))
        #expect(items.map(\.figmaName.description).contains("IDS.Button / Standard / Primary - Default (AX3, rtl)"))
    }

    static let darkExample = #filePath.replacingOccurrences(of: "Tests/PixelproofTests/VariantTests.swift", with: "docs/examples/ids-dark")

    /// The example resolver's theme modifier: light keeps the IDS values, dark lays its palette
    /// over them (sampled: the canvas and the top nav's background, grayscale00).
    @Test func aResolverGivesEachContextsColours() throws {
        let light = try Renderer().pixmap(of: try DescriptionFile.load(Self.darkExample + "/screen.yaml"))
        let dark = try Renderer().pixmap(of: try DescriptionFile.load(Self.darkExample + "/screen.yaml",
                                                                      variant: VariantAssignment(values: [], contexts: [TokenContext(modifier: "theme", context: "dark")])))
        #expect(light.color(4, 4) == RGBAColor(hex: "#ffffff")!)
        #expect(dark.color(4, 4) == RGBAColor(hex: "#121314")!)
        #expect(light.width == dark.width && light.height == dark.height, "colours change, layout does not")
    }

    @Test func contextsThatDoNotExistAreErrorsListingThoseThatDo() throws {
        let folder = temporaryFolder()
        try FileManager.default.copyItem(atPath: Self.darkExample + "/theme.resolver.json", toPath: folder + "/theme.resolver.json")
        try FileManager.default.copyItem(atPath: Self.darkExample + "/dark.json", toPath: folder + "/dark.json")
        func error(_ head: String) -> String {
            let path = descriptionFile("system: ids\n\(head)canvas: { width: 100 }\ncontent: { spacer: {} }\n", named: "s.yaml", in: folder)
            do { _ = try DescriptionFile.load(path); return "accepted" } catch { return "\(error)" }
        }
        let context = error("tokens: theme.resolver.json\ncontext: { theme: drak }\n")
        #expect(context.contains("s.yaml:3:10: context: \(folder)/theme.resolver.json: ") && context.contains("modifier theme has no context \"drak\"; its contexts: light, dark (did you mean \"dark\"?)"), "\(context)")
        let modifier = error("tokens: theme.resolver.json\ncontext: { mode: dark }\n")
        #expect(modifier.contains("no modifier \"mode\" in this resolver; its modifiers: theme"), "\(modifier)")
        let none = error("context: { theme: dark }\n")
        #expect(none.contains("context: theme=dark chooses a token context, but ids has only its light values"), "\(none)")
    }

    /// Tabs right to left run from the right edge: the first (selected) of two fixed tabs is the
    /// right half, underlined there; a tab's badge sits on its label's left.
    @Test func tabsRunFromTheRightInRightToLeft() throws {
        let tabs = "tabs: { tabs: [ { title: Delivery, badgeCount: 2 }, { title: Pickup } ], selectedIndex: 0 }"
        let ltr = try render(document(tabs), scale: 1), rtl = try render(document(tabs, variant: "direction: rtl\n"), scale: 1)
        let underline = ltr.height - 1
        let dark = { (p: Pixmap, x: Int) in p.color(x, underline).r < 128 }
        #expect(dark(ltr, 60) && !dark(ltr, 300), "left to right: the first tab is the left half")
        #expect(dark(rtl, 300) && !dark(rtl, 60), "right to left: the first tab is the right half")
    }

    /// `system:` may be a resolver by itself (its tokens are all there is).
    @Test func aResolverCanBeTheSystem() throws {
        let folder = temporaryFolder()
        for file in ["theme.resolver.json", "dark.json"] {
            try FileManager.default.copyItem(atPath: Self.darkExample + "/" + file, toPath: folder + "/" + file)
        }
        let path = descriptionFile("system: theme.resolver.json\ncontext: { theme: dark }\ncanvas: { width: 20, height: 20, background: grayscale00 }\ncontent: { spacer: {} }\n",
                                   named: "s.yaml", in: folder)
        #expect(try Renderer().pixmap(of: try DescriptionFile.load(path)).color(10, 10) == RGBAColor(hex: "#121314")!)
    }
}
