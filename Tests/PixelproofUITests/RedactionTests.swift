import Pixelproof
import PixelproofTesting
import PixelproofUI
import Testing

/// `.redacted(reason: .placeholder)`: texts as bars, images and symbols as filled frames, in the
/// foreground colour at 16 %; shapes and colours as they are (docs/SWIFTUI.md, "Redacted
/// placeholders").
@Suite struct RedactionTests {
    let renderer = Renderer(scale: 2)

    /// The rows and columns of pixels that are exactly `colour`.
    func extent(_ image: Pixmap, of colour: PremultipliedColor) -> (columns: ClosedRange<Int>, rows: ClosedRange<Int>)? {
        var xs: [Int] = [], ys: [Int] = []
        for y in 0..<image.height { for x in 0..<image.width where image[x, y] == colour { xs.append(x); ys.append(y) } }
        guard let x0 = xs.min(), let x1 = xs.max(), let y0 = ys.min(), let y1 = ys.max() else { return nil }
        return (x0...x1, y0...y1)
    }

    /// Black at 16 % (alpha 41 of 255) over white.
    static let bar = PremultipliedColor(r: 214, g: 214, b: 214, a: 255)

    /// A body line becomes one bar: as wide as the line's text (at 2x, within a pixel of its
    /// frame), 75 % of its 20.29 pt line box tall (15.2 pt: 30 or 31 rows of the bar's full
    /// colour), centred on the line box, in the text's colour at 16 %; no glyph is drawn.
    @Test func aLineOfTextIsABarOfTheTextsWidth() throws {
        let text = Text("Hello world").fixedSize()
        let plain = try renderer.displayList(of: try renderer.document(of: text, width: 200)).semantics.texts[0].frame
        let image = try renderer.pixmap(of: text.redacted(reason: .placeholder), width: 200)
        let bar = try #require(extent(image, of: Self.bar), "no pixel of the bar's colour")
        #expect(abs(Double(bar.columns.count) - 2 * plain.width) <= 2, "bar \(bar.columns.count) px, text \(2 * plain.width) px")
        #expect(abs(Double(bar.columns.lowerBound) - 2 * plain.x) <= 1)
        #expect((29...31).contains(bar.rows.count), "bar \(bar.rows.count) rows")
        let middle = Double(bar.rows.lowerBound + bar.rows.upperBound + 1) / 2
        #expect(abs(middle - 2 * (plain.y + plain.height / 2)) <= 1)
        // Nothing darker than the bar: the glyphs are gone.
        let darker = (0..<image.height).reduce(0) { n, y in n + (0..<image.width).filter { image[$0, y].r < 214 }.count }
        #expect(darker == 0, "\(darker) pixels darker than the bar")
        // Rounded: the bar's corner pixel is lighter than its middle.
        #expect(image[bar.columns.lowerBound, bar.rows.lowerBound].r > 214)
        // A gradient text's bar is its gradient at 16 %: no channel below 84 % of white.
        let gradient = try renderer.pixmap(of: Text("Hello world").foregroundStyle(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing))
            .fixedSize().redacted(reason: .placeholder), width: 200)
        let deepest = (0..<gradient.height).flatMap { y in (0..<gradient.width).map { x in min(gradient[x, y].r, gradient[x, y].g, gradient[x, y].b) } }.min()
        #expect(deepest.map { (212...240).contains($0) } == true, "\(String(describing: deepest))")
    }

    /// Several lines: every line but the last runs across the whole text (justified, as SwiftUI
    /// sets a placeholder), the text's frame being its widest line; the last is as long as its
    /// own text.
    @Test func everyLineButTheLastIsJustified() throws {
        let text = Text("Placeholder text that wraps onto three lines of it").frame(width: 150, alignment: .leading)
        let plain = try renderer.displayList(of: try renderer.document(of: text, width: 150)).semantics.texts[0].frame
        let image = try renderer.pixmap(of: text.redacted(reason: .placeholder), width: 150)
        let rows = (0..<image.height).filter { y in (0..<image.width).contains { image[$0, y] == Self.bar } }
        let first = try #require(rows.first), last = try #require(rows.last)
        let firstRow = (0..<image.width).filter { image[$0, first + 4] == Self.bar }
        let middleRow = (0..<image.width).filter { image[$0, first + 4 + 44] == Self.bar }
        let lastRow = (0..<image.width).filter { image[$0, last - 4] == Self.bar }
        #expect(abs(Double(firstRow.count) - 2 * plain.width) <= 2, "first line \(firstRow.count) px, text \(2 * plain.width) px")
        #expect(firstRow == middleRow, "the second line is as long as the first")
        #expect(lastRow.count < firstRow.count - 20, "last line \(lastRow.count) px")
    }

    /// Images and symbols fill their frame; shapes and colours are drawn as written; `unredacted`
    /// keeps its view's content; the environment reports the reasons.
    @Test func imagesShapesAndUnredacted() throws {
        let symbol = try renderer.pixmap(of: Image(systemName: "plus").fixedSize().redacted(reason: .placeholder), width: 40)
        let box = try #require(extent(symbol, of: Self.bar))
        #expect(box.columns.count == 36 && box.rows.count == 32, "\(box.columns.count) × \(box.rows.count) px; iOS's plus box is 18 × 16 pt")
        let red = try renderer.pixmap(of: Color.red.frame(width: 10, height: 10).redacted(reason: .placeholder), width: 10)
        #expect(red[5, 5] == PremultipliedColor(r: 255, g: 59, b: 48, a: 255))
        // A redacted text is no text for the audit; one unredacted inside is.
        let kept = VStack { Text("Kept").unredacted(); Text("Hidden") }.redacted(reason: .placeholder)
        #expect(try renderer.displayList(of: try renderer.document(of: kept, width: 100)).semantics.texts.map(\.string) == ["Kept"])
        struct Reasons: View {
            @Environment(\.redactionReasons) var reasons
            var body: some View { Text(reasons.contains(.placeholder) ? "placeholder" : "plain").unredacted() }
        }
        for (view, said) in [(AnyView(Reasons().redacted(reason: .placeholder)), "placeholder"), (AnyView(Reasons().unredacted().redacted(reason: .placeholder)), "plain")] {
            #expect(try renderer.displayList(of: try renderer.document(of: view, width: 100)).semantics.texts.map(\.string) == [said])
        }
    }

    /// A card of a title, a subtitle, a symbol and a coloured badge, redacted.
    @Test func aRedactedCard() {
        assertSnapshot(of: RedactedCard().redacted(reason: .placeholder), width: 320, named: "swiftui/redacted-card")
    }
}

/// A row as apps draw one while its data loads.
struct RedactedCard: View {
    var body: some View {
        HStack(alignment: .top, spacing: 12) {
            Image(systemName: "star.fill").font(.title2)
            VStack(alignment: .leading, spacing: 4) {
                Text("Weekly groceries").font(.headline)
                Text("Delivered Tuesday between 9 and 11 am to the front door").font(.subheadline).foregroundStyle(.secondary)
            }
            Spacer(minLength: 0)
            Text("New").font(.caption).unredacted().padding(.horizontal, 6).background(Capsule().fill(Color.green))
        }
        .padding()
    }
}
