import PixelproofUIMarkdown
import DescriptionModel
import Pixelproof
import PixelproofUI
import Testing

/// SwiftUI's `Text`, not the description DSL's of the same name.
private typealias Text = PixelproofUI.Text

/// Markdown in a `LocalizedStringKey` literal, as SwiftUI draws it; never in a `String`.
@Suite struct InlineMarkdownTests {
    typealias Run = InlineMarkdown.Run

    func styled(_ text: String, strong: Bool = false, em: Bool = false, code: Bool = false, strike: Bool = false, link: String? = nil) -> Run {
        var run = Run(text: text)
        run.isStrong = strong; run.isEmphasized = em; run.isCode = code; run.isStrikethrough = strike; run.link = link
        return run
    }

    @Test func boldAndCodeLoseTheirMarkers() {
        #expect(InlineMarkdown.runs(from: "**Bold** and `code`") == [styled("Bold", strong: true), Run(text: " and "), styled("code", code: true)])
    }

    @Test func emphasisStrikethroughAndLinks() {
        #expect(InlineMarkdown.runs(from: "*a* _b_ ~~c~~ [d](https://x.y)")
            == [styled("a", em: true), Run(text: " "), styled("b", em: true), Run(text: " "), styled("c", strike: true), Run(text: " "),
                styled("d", link: "https://x.y")])
        #expect(InlineMarkdown.runs(from: "***both***") == [styled("both", strong: true, em: true)])
        #expect(InlineMarkdown.runs(from: "__strong__ text") == [styled("strong", strong: true), Run(text: " text")])
    }

    @Test func markersThatPairWithNothingStayAsWritten() {
        #expect(InlineMarkdown.runs(from: "2 * 3 * 4") == [Run(text: "2 * 3 * 4")])
        #expect(InlineMarkdown.runs(from: "snake_case_name") == [Run(text: "snake_case_name")])
        #expect(InlineMarkdown.runs(from: "**open") == [Run(text: "**open")])
        #expect(InlineMarkdown.runs(from: "# Not a heading") == [Run(text: "# Not a heading")])
        #expect(InlineMarkdown.runs(from: "\\*literal\\*") == [Run(text: "*literal*")])
        #expect(InlineMarkdown.runs(from: "`a*b*c`") == [styled("a*b*c", code: true)])
    }

    func node(_ view: some View) throws -> TextNode {
        var content = try Renderer(scale: 1).document(of: view, width: 300).content
        if case let .modified(inner, _) = content { content = inner }
        guard case let .text(node) = content else { throw InlineMarkdownTestError.notText }
        return node
    }

    @Test func aLiteralDrawsBoldAndMonospacedRunsWithoutTheMarkers() throws {
        let text = try node(Text("**Bold** and `code`"))
        #expect(text.string == "Bold and code")
        #expect(text.runs.map(\.string) == ["Bold", " and ", "code"])
        guard case let .font(bold) = text.runs[0].typography, case let .font(code) = text.runs[2].typography else {
            Issue.record("runs without fonts"); return
        }
        #expect(bold.weight == 700)
        #expect(code.family == "SF Mono")
    }

    @Test func aLinkIsDrawnInTheTint() throws {
        let plain = try node(Text("see [terms](https://example.com)"))
        let tinted = try node(Text("see [terms](https://example.com)").tint(.green))
        #expect(plain.runs.count == 2 && plain.runs[1].link == "https://example.com" && plain.runs[1].color != nil)
        #expect(tinted.runs[1].color != nil && tinted.runs[1].color != plain.runs[1].color, "the link follows the tint")
        let orange = try node(Text("see [terms](https://example.com)").foregroundColor(.orange))
        #expect(orange.runs.count == 2, "an outer colour does not hide the link's tint")
    }

    @Test func aStringOrVerbatimTextIsDrawnAsWritten() throws {
        let variable = "**Bold** and `code`"
        #expect(try node(Text(variable)).string == variable)
        #expect(try node(Text(verbatim: "**Bold**")).string == "**Bold**")
    }

    @Test func anAttributedStringDrawsItsRuns() throws {
        var attributed = AttributedString("Sale ")
        var price = AttributedString("$5")
        price.font = .headline
        price.foregroundColor = .red
        price.underlineStyle = .single
        attributed.append(price)
        var old = AttributedString(" $9")
        old.strikethroughStyle = .single
        attributed.append(old)
        let text = try node(Text(attributed))
        #expect(text.runs.map(\.string) == ["Sale ", "$5", " $9"])
        guard case let .font(headline) = text.runs[1].typography else { Issue.record("no font"); return }
        #expect(headline.weight == 600)
        #expect(text.runs[1].underline != nil && text.runs[1].color != nil)
        #expect(text.runs[2].strikethrough != nil && text.runs[2].underline == nil)
        #expect(try node(Text(AttributedString("**x**"))).string == "**x**", "an attributed string's characters are not Markdown")
    }
}

enum InlineMarkdownTestError: Error { case notText }
