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

    func frames(_ view: some View, variant: Variant = Variant(), canvas: ViewCanvas = .screen, scale: Int = 2) throws -> [String: Frame] {
        let renderer = Renderer(scale: scale)
        let document = try renderer.document(of: view, width: 375, variant: variant, canvas: canvas)
        let texts = try renderer.displayList(of: document).semantics.texts
        return Dictionary(uniqueKeysWithValues: texts.map { ($0.string, ($0.frame.y, $0.frame.width, $0.frame.height)) })
    }

    /// Measured on an iOS reference (davdroman/TextBuilder, `__Snapshots__/TextBuilderTests/
    /// testMultilineTextBuilder.iOS.png` at commit 85b32a8, 2x): a body line is SF Pro's 20.29 pt,
    /// its frame rounded up to the device pixel (41 px: 20.5 pt), and "amet, consectetur" is
    /// 139 pt wide (278 px). Two `Text`s in a `VStack` with the default spacing sit 2 pt apart,
    /// not 8: body's 22 − 20.29 pt rounded up to the device pixel (3.42 px → 4).
    @Test func aPlainViewsBodyTextIsIOSs() throws {
        let f = try frames(TwoTexts())
        let first = try #require(f["ipsum dolor"]), second = try #require(f["amet, consectetur"])
        #expect(first.height == 20.5)
        #expect(first.y == 0)
        #expect(second.y == 20.5 + 2)
        #expect(second.width == 139, "Inter with SF Pro's tracking, rounded up to the device pixel: \(second.width) pt; iOS 139")
        // A text over any other view keeps SwiftUI's 8.
        let g = try frames(TextOverColour())
        #expect(g["ipsum dolor"]?.height == 20.5)
    }

    /// iOS rounds a `Text`'s size up to the device pixel (UIKit's text sizing), not to the
    /// nearest: a body line (20.29 pt) is 41 px at 2x and 61 px at 3x; a caption at Medium
    /// (11 pt: 13.13 pt, 39.38 px at 3x) 40 px, not 39 (autoreleasefool/approach,
    /// `ios/Approach/Tests/ViewsLibraryTests/__Snapshots__/BadgeViewTests/snapshotBadges.1.png`
    /// at commit 5fece03, 3x: a badge of 2 pt padding is 52 px tall); the width the same way
    /// ("Badge" there is 101 px, a whole number of device pixels).
    @Test func aTextsFrameIsRoundedUpToTheDevicePixel() throws {
        let body = try #require(try frames(Text("ipsum dolor"), scale: 3)["ipsum dolor"])
        #expect(abs(body.height - 61.0 / 3) < 1e-9, "\(body.height) pt; iOS 20.33 at 3x")
        let caption = try #require(try frames(Text("Badge").font(.caption), variant: Variant(textSize: .medium), scale: 3)["Badge"])
        #expect(abs(caption.height - 40.0 / 3) < 1e-9, "\(caption.height) pt; iOS 40 px at 3x")
        for (scale, f) in [(2, try frames(TwoTexts())), (3, try frames(TwoTexts(), scale: 3))] {
            for (string, frame) in f {
                let px = frame.width * Double(scale)
                #expect(abs(px - px.rounded()) < 1e-9, "\(string): \(px) px wide at \(scale)x")
            }
        }
        // A team's own font is rounded too: Lexend Deca's 1.25 em line at 13 pt is 32.5 px.
        let custom = try #require(try frames(Text("Total").font(.custom("Lexend Deca", size: 13)))["Total"])
        #expect(custom.height == 16.5)
    }

    /// Texts stacked with the default spacing are whole device pixels apart, as their frames
    /// are: body at Medium (16 pt, 19.09 pt lines, 21 pt leading) is 58 px and 6 px between at
    /// 3x, a 64 px pitch from text to text, as 38 `Text`s in a stack are on iOS
    /// (StanfordSpezi/SpeziViews, `Tests/SpeziViewsTests/__Snapshots__/SnapshotTests+Texts/
    /// lazyText.iphone-regular.png` at commit 5242bd9, 3x); 5.72 px between would drift a pixel
    /// every four texts.
    @Test func stackedTextsAreWholeDevicePixelsApart() throws {
        let f = try frames(TwoTexts(), variant: Variant(textSize: .medium), scale: 3)
        let first = try #require(f["ipsum dolor"]), second = try #require(f["amet, consectetur"])
        #expect(abs(first.height * 3 - 58) < 1e-9, "\(first.height * 3) px")
        #expect(abs((second.y - first.y) * 3 - 64) < 1e-9, "\((second.y - first.y) * 3) px from text to text; iOS 64")
    }

    /// Four lines of one `Text` are one frame, rounded once: 3 × 22 + 20.29 = 86.29 pt, 173 px at
    /// 2x (86.5 pt), as the TextBuilder reference's four lines are; lines rounded one by one
    /// would move the baselines apart.
    @Test func aMultilineTextIsRoundedAsOneFrame() throws {
        let f = try frames(Text("Lorem\nipsum dolor\nsit\namet, consectetur"))
        let text = try #require(f.values.first)
        #expect(text.height == 86.5, "\(text.height) pt; iOS 173 px at 2x")
    }

    /// At AX3 body is 40 pt with a 48 pt leading (Apple's table): a line of SF Pro is 47.73 pt (a
    /// 48 pt frame at 2x), two texts 0.27 pt apart, rounded up to a device pixel: 0.5 pt. A fixed size (`.system(size: 34)`) keeps its
    /// size at any text size.
    @Test func textStylesFollowTheDynamicTypeTable() throws {
        let f = try frames(TwoTexts(), variant: Variant(textSize: .AX3))
        let first = try #require(f["ipsum dolor"]), second = try #require(f["amet, consectetur"])
        #expect(first.height == (40.0 * 2444 / 2048 * 2).rounded(.up) / 2)
        #expect(second.y == first.height + 0.5)
        let fixed = try frames(Text("Total").font(.system(size: 34)), variant: Variant(textSize: .AX3))
        #expect(fixed["Total"]?.height == 41, "34 pt: 40.57 pt, 82 px at 2x (iOS's largeTitle frame)")
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
    /// as an iOS reference gives SF Mono (9.29 pt at 16: docs/TEXT.md, "The system font"); ten
    /// of them are 97.7 pt, a 98 pt frame at 2x.
    @Test func codeRunsHaveEqualAdvances() throws {
        let narrow = try frames(Text("`iiiiiiiiii`"))
        let wide = try frames(Text("`MMMMMMMMMM`"))
        let i = try #require(narrow["iiiiiiiiii"]?.width), m = try #require(wide["MMMMMMMMMM"]?.width)
        #expect(abs(i - m) < 0.01, "`iiiiiiiiii` \(i) pt, `MMMMMMMMMM` \(m) pt")
        #expect(i == (10 * (0.6 * 17 - 0.43) * 2).rounded(.up) / 2, "\(i) pt")
        let modifier = try frames(Text("iiiii").monospaced()), design = try frames(Text("MMMMM").font(.system(.body, design: .monospaced)))
        #expect(abs((modifier["iiiii"]?.width ?? 0) - (design["MMMMM"]?.width ?? -1)) < 0.01)
    }
}
