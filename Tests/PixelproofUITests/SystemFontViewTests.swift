import Pixelproof
import PixelproofUI
import Testing

/// A plain view's text styles are iOS's system font (docs/TEXT.md, "The system font"); on a
/// design system's canvas they are that system's, so a view and its YAML twin stay one picture.
@Suite struct SystemFontViewTests {
    struct TwoTexts: View {
        var body: some View {
            VStack(alignment: .leading) {
                Text("ipsum dolor")
                Text("amet, consectetur")
            }
        }
    }

    struct TextOverColour: View {
        var body: some View {
            VStack(alignment: .leading) {
                Text("ipsum dolor")
                Color.red.frame(width: 10, height: 10)
            }
        }
    }

    typealias Frame = (y: Double, width: Double, height: Double)

    func frames(_ view: some View, variant: Variant = Variant(), canvas: ViewCanvas = .screen) throws -> [String: Frame] {
        let renderer = Renderer(scale: 2)
        let document = try renderer.document(of: view, width: 375, variant: variant, canvas: canvas)
        let texts = try renderer.displayList(of: document).semantics.texts
        return Dictionary(uniqueKeysWithValues: texts.map { ($0.string, ($0.frame.y, $0.frame.width, $0.frame.height)) })
    }

    /// Measured on an iOS reference (davdroman/TextBuilder, `__Snapshots__/TextBuilderTests/
    /// testMultilineTextBuilder.iOS.png` at commit 85b32a8, 2x): body lines are 20.29 pt tall with
    /// baselines 22 pt apart, and "amet, consectetur" is 139 pt wide (278 px). Two `Text`s in a
    /// `VStack` with the default spacing sit the same way: 1.71 pt apart, not 8.
    @Test func aPlainViewsBodyTextIsIOSs() throws {
        let f = try frames(TwoTexts())
        let first = try #require(f["ipsum dolor"]), second = try #require(f["amet, consectetur"])
        #expect(abs(first.height - 20.287) < 0.001)
        #expect(first.y == 0)
        #expect(abs(second.y - 22) < 0.001)
        #expect(abs(second.width - 139) < 0.5, "Inter with SF Pro's tracking: \(second.width) pt; iOS 139")
        // A text over any other view keeps SwiftUI's 8.
        let g = try frames(TextOverColour())
        #expect(abs((g["ipsum dolor"]?.height ?? 0) - 20.287) < 0.001)
    }

    /// At AX3 body is 40 pt with a 48 pt leading (Apple's table): a line of SF Pro is 47.73 pt,
    /// two texts 0.27 pt apart. A fixed size (`.system(size: 34)`) keeps its size at any text size.
    @Test func textStylesFollowTheDynamicTypeTable() throws {
        let f = try frames(TwoTexts(), variant: Variant(textSize: .AX3))
        let first = try #require(f["ipsum dolor"]), second = try #require(f["amet, consectetur"])
        #expect(abs(first.height - 40 * 2444 / 2048) < 0.001)
        #expect(abs(second.y - 48) < 0.001)
        let fixed = try frames(Text("Total").font(.system(size: 34)), variant: Variant(textSize: .AX3))
        #expect(abs((fixed["Total"]?.height ?? 0) - 34 * 2444 / 2048) < 0.001)
    }

    /// The same view on the web system's canvas draws as the web system's descriptions do: its
    /// stand-in's line boxes (1.25 em) and the 8 of a description's stack.
    @Test func onADesignSystemsCanvasTextStylesAreTheSystems() throws {
        let f = try frames(TwoTexts(), canvas: ViewCanvas(system: .web))
        let first = try #require(f["ipsum dolor"]), second = try #require(f["amet, consectetur"])
        #expect(first.height == 21.25)
        #expect(second.y == 21.25 + 8)
    }

    /// SF Mono's stand-in is monospaced: Markdown `code`, `.monospaced()` and the monospaced
    /// design give every character one advance, 0.600 em less SF Pro's tracking (9.77 pt at 17 pt),
    /// as an iOS reference gives SF Mono (9.29 pt at 16: docs/TEXT.md, "The system font").
    @Test func codeRunsHaveEqualAdvances() throws {
        let narrow = try frames(Text("`iiiiiiiiii`"))
        let wide = try frames(Text("`MMMMMMMMMM`"))
        let i = try #require(narrow["iiiiiiiiii"]?.width), m = try #require(wide["MMMMMMMMMM"]?.width)
        #expect(abs(i - m) < 0.01, "`iiiiiiiiii` \(i) pt, `MMMMMMMMMM` \(m) pt")
        #expect(abs(i - 10 * (0.6 * 17 - 0.43)) < 0.05, "\(i) pt")
        let modifier = try frames(Text("iiiii").monospaced()), design = try frames(Text("MMMMM").font(.system(.body, design: .monospaced)))
        #expect(abs((modifier["iiiii"]?.width ?? 0) - (design["MMMMM"]?.width ?? -1)) < 0.01)
    }
}
