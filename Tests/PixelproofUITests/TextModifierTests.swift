import DescriptionModel
import Pixelproof
import PixelproofUI
import Testing

/// SwiftUI's `Text`, not the description DSL's of the same name.
private typealias Text = PixelproofUI.Text

/// Fonts and text modifiers that used to be unavailable: designs, widths, leading, Dynamic Type
/// set on a view, `@ScaledMetric`.
@Suite struct TextModifierTests {
    let renderer = Renderer(scale: 2)

    func spec(_ view: some View, variant: Variant = .default) throws -> FontSpec {
        var node = try renderer.document(of: view, width: 300, variant: variant).content
        while true {
            if case let .modified(inner, _) = node { node = inner; continue }
            if case let .vstack(stack) = node, stack.children.count == 1 { node = stack.children[0]; continue }
            break
        }
        guard case let .text(text) = node, case let .font(font) = text.typography else { throw TextModifierTestError.noText }
        return font
    }

    @Test func fontDesignAndWidthAskForTheSystemFamilies() throws {
        #expect(try spec(Text("a").fontDesign(.rounded)).family == "SF Pro Rounded")
        #expect(try spec(Text("a").fontDesign(.serif)).family == "New York")
        #expect(try spec(Text("a").font(.body).fontDesign(.monospaced)).family == "SF Mono")
        #expect(try spec(Text("a").fontWidth(.condensed)).family == "SF Pro Condensed")
        #expect(try spec(Text("a").fontDesign(.rounded).font(.custom("Lexend Deca", size: 17))).family == "Lexend Deca",
                "a custom family keeps its family")
        #expect(try spec(VStack { Text("a") }.fontDesign(.serif)).family == "New York")
        #expect(try spec(Text("a").font(.system(size: 15, weight: .bold, design: .rounded))).family == "SF Pro Rounded")
    }

    @Test func fontLeadingIsTwoPointsTighterOrLooser() throws {
        let tight = try renderer.displayList(of: try renderer.document(of: Text("a\u{2028}b").font(.body.leading(.tight)), width: 300))
        let loose = try renderer.displayList(of: try renderer.document(of: Text("a\u{2028}b").font(.body.leading(.loose)), width: 300))
        let standard = try renderer.displayList(of: try renderer.document(of: Text("a\u{2028}b").font(.body), width: 300))
        let heights = [tight, standard, loose].map { $0.semantics.texts[0].frame.height }
        #expect(abs(heights[1] - heights[0] - 2) < 1e-9 && abs(heights[2] - heights[1] - 2) < 1e-9, "two lines, their baselines 2 pt closer or apart")
    }

    @Test func dynamicTypeSizeOnAViewOverridesAndClampsTheRenders() throws {
        let ax3 = Variant(textSize: .AX3)
        let large = try renderer.png(of: Text("Hello"), width: 300)
        #expect(try renderer.png(of: Text("Hello").dynamicTypeSize(.large), width: 300, variant: ax3) == large)
        let xxxl = try renderer.png(of: Text("Hello").dynamicTypeSize(.xxxLarge), width: 300)
        #expect(try renderer.png(of: Text("Hello").dynamicTypeSize(...DynamicTypeSize.xxxLarge), width: 300, variant: ax3) == xxxl)
        #expect(try renderer.png(of: Text("Hello").dynamicTypeSize(DynamicTypeSize.large...), width: 300, variant: ax3)
            == (try renderer.png(of: Text("Hello"), width: 300, variant: ax3)), "inside the range: the render's")
    }

    @Test func scaledMetricGrowsAsItsTextStyle() throws {
        let seen = ScaledSeen()
        _ = try renderer.document(of: ScaledProbe(seen: seen), width: 100, variant: Variant(textSize: .AX3))
        // body: 17 pt at Large, 40 at AX3; caption: 12 and 32 (Apple's Dynamic Type table).
        #expect(abs(seen.body - 20 * 40 / 17) < 1e-9)
        #expect(abs(seen.caption - 20 * 32 / 12) < 1e-9)
        _ = try renderer.document(of: ScaledProbe(seen: seen), width: 100)
        #expect(seen.body == 20 && seen.caption == 20)
    }

    func width(_ view: some View) throws -> Double {
        try renderer.displayList(of: try renderer.document(of: view.fixedSize(), width: 300)).semantics.texts[0].frame.width
    }

    @Test func monospacedDigitsAreEqualWidths() throws {
        // Lexend Deca's ones are narrower than its zeros; with `tnum` every digit is as wide.
        #expect(try width(Text("1111")) < (try width(Text("0000"))))
        #expect(try width(Text("1111").monospacedDigit()) == (try width(Text("0000").monospacedDigit())))
        #expect(try width(VStack { Text("1111") }.monospacedDigit()) == (try width(Text("0000").monospacedDigit())))
    }

    @Test func kerningAndTrackingWidenTheText() throws {
        let plain = try renderer.displayList(of: try renderer.document(of: Text("Spacing").fixedSize(), width: 300)).semantics.texts[0].frame
        let kerned = try renderer.displayList(of: try renderer.document(of: Text("Spacing").kerning(2).fixedSize(), width: 300)).semantics.texts[0].frame
        let tracked = try renderer.displayList(of: try renderer.document(of: VStack { Text("Spacing") }.tracking(2).fixedSize(), width: 300))
            .semantics.texts[0].frame
        #expect(abs(kerned.width - plain.width - 14) < 0.05, "2 pt after each of 7 characters")
        #expect(abs(tracked.width - kerned.width) < 0.05)
    }
}

final class ScaledSeen: @unchecked Sendable {
    var body = 0.0, caption = 0.0
}

struct ScaledProbe: View {
    let seen: ScaledSeen
    @ScaledMetric var body20: CGFloat = 20
    @ScaledMetric(relativeTo: .caption) var caption20: CGFloat = 20

    var body: some View {
        seen.body = Double(body20)
        seen.caption = Double(caption20)
        return Text("x")
    }
}

enum TextModifierTestError: Error { case noText }
