import Pixelproof
import PixelproofTesting
import PixelproofUI
import Testing

/// SwiftUI's `Text`, not the description DSL's of the same name.
private typealias Text = PixelproofUI.Text

/// Styled texts against goldens in Snapshots/swiftui/text/, and the frames SwiftUI's fitting
/// modifiers give them.
@Suite struct TextGoldenTests {
    @Test func aTotalInTwoStyles() {
        assertSnapshot(of: (Text("Total: ").foregroundColor(.secondary) + Text("$12.99").bold()).padding(), width: 240,
                       named: "swiftui/text/total-runs")
    }

    @Test func aMarkdownLine() {
        assertSnapshot(of: Text("**Bold**, *italic*, ~~struck~~, `code` and [a link](https://example.com)").padding(),
                       width: 375, named: "swiftui/text/markdown")
    }

    @Test func aGradientText() {
        assertSnapshot(of: Text("Gradient").font(.system(size: 40, weight: .bold))
            .foregroundStyle(LinearGradient(colors: [.orange, .pink, .purple], startPoint: .leading, endPoint: .trailing)).padding(),
                       width: 240, named: "swiftui/text/gradient")
    }

    @Test func theThreeTruncationModes() {
        assertSnapshot(of: VStack(alignment: .leading, spacing: 8) {
            Text("Order 123456 is on its way to Market Street").truncationMode(.head)
            Text("Order 123456 is on its way to Market Street").truncationMode(.middle)
            Text("Order 123456 is on its way to Market Street").truncationMode(.tail)
        }.lineLimit(1).frame(width: 200).padding(), width: 232, named: "swiftui/text/truncation")
    }

    /// The frame of the only text of `view`, laid out on a canvas `width` wide at scale 2.
    func textFrame(_ view: some View, width: Double = 375) throws -> (x: Double, y: Double, width: Double, height: Double) {
        let renderer = Renderer(scale: 2)
        let list = try renderer.displayList(of: try renderer.document(of: view, width: width))
        let frame = try #require(list.semantics.texts.first?.frame)
        return (frame.x, frame.y, frame.width, frame.height)
    }

    @Test func lineSpacingAddsToTheFrameBetweenLines() throws {
        let line = try textFrame(Text("Delivery")).height
        let two = try textFrame(Text("Delivery\nby 5 pm")).height
        let plain = try textFrame(Text("Delivery\nby 5 pm\nfrom the store\nnearest to you"))
        let spaced = try textFrame(Text("Delivery\nby 5 pm\nfrom the store\nnearest to you").lineSpacing(6))
        // Four lines: the font's own gap between them (its leading) and 6 more in each of the
        // three gaps, none above or below.
        #expect(abs(plain.height - (4 * line + 3 * (two - 2 * line))) < 1e-9)
        #expect(abs(spaced.height - (plain.height + 18)) < 1e-9)
        #expect(spaced.width == plain.width)
    }

    @Test func minimumScaleFactorShrinksToTheWidthOffered() throws {
        let text = "Free delivery on your first order"
        let full = try textFrame(Text(text).fixedSize())
        let fitted = try textFrame(Text(text).lineLimit(1).minimumScaleFactor(0.5).frame(width: 150))
        #expect(full.width > 150)
        // As large as fits: 150 wide (to 1/4096 of the factor's range), the line box (SF Pro's
        // 20.29 pt at body size) scaled alike; each frame rounded up to the device pixel (0.5 pt).
        let line = 17.0 * 2444 / 2048
        #expect(fitted.width <= 150 && fitted.width > 149.9)
        #expect(fitted.height == (line * fitted.width / full.width * 2).rounded(.up) / 2)
        // Not allowed small enough: drawn at half the size and truncated.
        let cut = try textFrame(Text(text).lineLimit(1).minimumScaleFactor(0.5).frame(width: 60))
        #expect(cut.height == (line * 0.5 * 2).rounded(.up) / 2)
    }
}
