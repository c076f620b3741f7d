import DescriptionModel
import Pixelproof
import PixelproofUI
import Testing

/// SwiftUI's `Text`, not the description DSL's of the same name.
private typealias Text = PixelproofUI.Text

/// Texts made of runs: `Text + Text`, the modifiers that return a `Text`, and how each run is drawn.
@Suite struct TextRunTests {
    let renderer = Renderer(scale: 2)

    /// The text at the top-left of a white canvas 300 points wide.
    func pixels(_ content: some View, width: Double = 300) throws -> Pixmap {
        try Renderer(scale: 1).pixmap(of: content.frame(width: width, alignment: .topLeading).background(Color.white), width: width)
    }

    func textNode(_ content: some View) throws -> TextNode {
        var node = try renderer.document(of: content, width: 300).content
        while true {
            switch node {
            case let .text(text): return text
            case let .modified(inner, _): node = inner
            case let .frame(frame): node = frame.child
            case let .vstack(stack) where stack.children.count == 1, let .hstack(stack) where stack.children.count == 1: node = stack.children[0]
            default: throw TextRunTestError.noText("\(node)")
            }
        }
    }

    /// Columns and rows holding a pixel darker than mid-grey (or, with `where`, matching it).
    func ink(_ image: Pixmap, where matches: (PremultipliedColor) -> Bool = { Int($0.r) + Int($0.g) + Int($0.b) < 384 })
        -> (columns: ClosedRange<Int>, rows: ClosedRange<Int>)? {
        var xs: [Int] = [], ys: [Int] = []
        for y in 0..<image.height { for x in 0..<image.width where matches(image[x, y]) { xs.append(x); ys.append(y) } }
        guard let x0 = xs.min(), let x1 = xs.max(), let y0 = ys.min(), let y1 = ys.max() else { return nil }
        return (x0...x1, y0...y1)
    }

    @Test func aTotalInTwoStylesIsDrawnAsTwoRuns() throws {
        let total = Text("Total: ").foregroundColor(.secondary) + Text("$12.99").bold()
        let node = try textNode(total)
        #expect(node.string == "Total: $12.99")
        #expect(node.runs.map(\.string) == ["Total: ", "$12.99"])
        guard case let .font(regular) = node.runs[0].typography, case let .font(bold) = node.runs[1].typography else {
            Issue.record("runs without fonts"); return
        }
        #expect(regular.weight == 400 && bold.weight == 700)
        #expect(node.runs[0].color != nil && node.runs[0].color != node.runs[1].color)
        // Drawn: the bold price is wider than the same price in the regular weight.
        let boldPrice = ink(try pixels(Text("Total: ") + Text("$12.99").bold()))
        let plainPrice = ink(try pixels(Text("Total: $12.99")))
        #expect((boldPrice?.columns.count ?? 0) > (plainPrice?.columns.count ?? 0))
    }

    @Test func theInnerRunsAttributesWinOverTheOuterTexts() throws {
        let node = try textNode((Text("red").foregroundColor(.red) + Text(" blue")).foregroundColor(.blue).italic())
        #expect(node.runs.count == 2)
        let red = try #require(try textNode(Text("x").foregroundColor(.red)).color)
        let blue = try #require(try textNode(Text("x").foregroundColor(.blue)).color)
        #expect(node.runs[0].color == .color(red))
        #expect(node.runs[1].color == .color(blue), "the outer Text's colour where the run has none")
        #expect(node.color != blue && node.color != red, "the view's foreground style around both")
        #expect(node.runs.allSatisfy { $0.italic })
    }

    @Test func runsThatLookTheSameAreOneTextAsBefore() throws {
        let joined = try renderer.png(of: Text("Total ") + Text("$4"), width: 200)
        #expect(joined == (try renderer.png(of: Text("Total $4"), width: 200)))
        #expect(try textNode(Text("Total ") + Text("$4")).runs.isEmpty)
    }

    /// Every modifier of SwiftUI's `Text` that returns a `Text` keeps `+` working.
    @Test func textModifiersReturnText() throws {
        let styled: Text = Text("a").bold().italic().underline().strikethrough(true, color: .red).kerning(1).tracking(0.5)
            .baselineOffset(2).monospacedDigit().fontDesign(.rounded).fontWidth(.condensed).font(.body)
            .fontWeight(.semibold).foregroundStyle(.red).foregroundColor(.blue).monospaced()
        let node = try textNode(styled + Text("b"))
        #expect(node.runs.count == 2)
        let a = node.runs[0]
        #expect(a.italic && a.underline != nil && a.strikethrough != nil && a.monospacedDigits)
        #expect(a.letterSpacing == 1.5 && a.baselineOffset == 2)
        #expect(!node.runs[1].italic && node.runs[1].underline == nil)
    }

    @Test func anUnderlineIsDrawnUnderTheRunOnly() throws {
        let plain = try pixels(Text("Hello ") + Text("world"))
        let underlined = try pixels(Text("Hello ") + Text("world").underline())
        let textInk = try #require(ink(plain))
        let lineInk = try #require(ink(underlined))
        #expect(lineInk.rows.upperBound > textInk.rows.upperBound, "the line sits below the letters' ink")
        // The bottom row of ink is the underline, from "world"'s start to its end, not under "Hello".
        let row = lineInk.rows.upperBound
        let dark = (0..<underlined.width).filter { Int(underlined[$0, row].r) < 128 }
        let hello = try #require(ink(try pixels(Text("Hello"))))
        #expect((dark.first ?? 0) > hello.columns.upperBound)
    }

    @Test func italicWithoutAnItalicFaceIsSlanted() throws {
        let upright = try #require(ink(try pixels(Text("Illi"))))
        let slanted = try #require(ink(try pixels(Text("Illi").italic())))
        #expect(slanted.columns.count > upright.columns.count, "the tops of the stems lean right")
        #expect(slanted.rows == upright.rows)
    }

    @Test func aGradientFillsTheGlyphs() throws {
        let image = try pixels(Text("GRADIENT").font(.system(size: 40, weight: .bold))
            .foregroundStyle(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)))
        let reddish = try #require(ink(image) { $0.r > 150 && $0.b < 100 && $0.a == 255 })
        let bluish = try #require(ink(image) { $0.b > 150 && $0.r < 100 && $0.a == 255 })
        #expect(reddish.columns.lowerBound < bluish.columns.lowerBound)
        #expect(reddish.columns.upperBound < bluish.columns.upperBound)
    }

    @Test func headMiddleAndTailTruncationCutDifferentPlaces() throws {
        func line(_ mode: Text.TruncationMode) throws -> Pixmap {
            try pixels(Text("Order 123456 is on its way to Market Street").lineLimit(1).truncationMode(mode), width: 150)
        }
        let head = try line(.head), middle = try line(.middle), tail = try line(.tail)
        #expect(head != middle && middle != tail && head != tail)
        // Head and tail keep the text's start and end: "Order" is drawn the same in tail and middle.
        let word = try pixels(Text("Order"), width: 150)
        let orderWidth = try #require(ink(word)).columns.upperBound
        for x in 0...orderWidth { for y in 0..<tail.height { #expect(tail[x, y] == middle[x, y]) } }
        #expect((0...orderWidth).contains { x in (0..<head.height).contains { head[x, $0] != tail[x, $0] } })
    }

    /// As iOS draws gonzalezreal/AttributedText's `testTruncationMode` reference (a title2 line,
    /// then body text, `lineLimit(2)`, `.truncationMode(.middle)`): the first line whole, the
    /// newline kept, the last line cut in its middle ("I had called upon my…man with fiery red
    /// hair."), the ellipsis in the body font.
    @Test func middleTruncationCutsTheLastLineOfATextOfTwoStyles() throws {
        let story = "I had called upon my friend, Mr. Sherlock Holmes, one day in the autumn of last year and found him "
            + "in deep conversation with a very stout, florid-faced, elderly gentleman with fiery red hair."
        let view = (Text(verbatim: "The Adventures of Sherlock Holmes\n").font(.title2) + Text(verbatim: story).font(.body))
            .lineLimit(2).truncationMode(.middle).frame(width: 440)
        // 440 points, not the reference's 343: the stand-in font is wider than SF Pro, and the
        // title must stay on one line for the rule to show.
        let renderer = Renderer(scale: 2)
        let document = try renderer.document(of: view, width: 460)
        let list = try renderer.displayList(of: document)
        let frame = try #require(list.semantics.texts.first?.frame)
        let title = try #require(try renderer.displayList(of: try renderer.document(of: Text("The Adventures of Sherlock Holmes").font(.title2), width: 460))
            .semantics.texts.first?.frame)
        let body = try #require(try renderer.displayList(of: try renderer.document(of: Text("I").font(.body), width: 375)).semantics.texts.first?.frame)
        // Two lines, each as tall as its own style's line (the newline ends the title's line), with
        // the font's leading between them: less than two title lines.
        let gap = try #require(try renderer.displayList(of: try renderer.document(of: Text("a\nb").font(.title2), width: 460))
            .semantics.texts.first?.frame.height) - 2 * title.height
        #expect(abs(frame.height - (title.height + gap + body.height)) < 1e-9)
        #expect(frame.height < 2 * title.height + gap)
        #expect(list.semantics.texts.first?.isCut == true)
        let tail = (Text(verbatim: "The Adventures of Sherlock Holmes\n").font(.title2) + Text(verbatim: story).font(.body))
            .lineLimit(2).truncationMode(.tail).frame(width: 440)
        #expect(try renderer.png(of: view, width: 460) != (try renderer.png(of: tail, width: 460)))
    }

}

enum TextRunTestError: Error { case noText(String) }
