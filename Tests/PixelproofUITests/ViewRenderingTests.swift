import Pixelproof
import PixelproofUI
import Testing

/// A view lowers onto the description path: the same screen as a view and as a description
/// gives the same bytes, and the tree is the one the builder forms say.
@Suite struct ViewRenderingTests {
    static let priceRowDescription = """
        system: web
        canvas: { width: 375, background: "#ffffff" }
        content:
          vstack:
            padding: 16
            background: "#f2f5fa"
            children:
              - hstack:
                  alignment: firstTextBaseline
                  children:
                    - text: { string: Total, font: { family: SF Pro, weight: 600, size: 17 }, color: "#000000" }
                    - spacer
                    - text: { string: "$84.20", font: { family: SF Pro, weight: 400, size: 17 }, color: "#1a7333" }
        """

    @Test func aViewDrawsTheBytesOfItsDescription() throws {
        let renderer = Renderer(scale: 2)
        let description = try DescriptionFile.load(bytes: Array(Self.priceRowDescription.utf8), file: "price-row.yaml", directory: "")
        // The description names the web system, so the view is drawn on its canvas (docs/SWIFTUI.md,
        // "The system font and twins").
        let web = ViewCanvas(system: .web)
        #expect(try renderer.png(of: PriceRow(), width: 375, canvas: web) == (try renderer.png(of: description)))
        var large = description
        large.variant = Variant(textSize: .AX3, direction: .rightToLeft)
        #expect(try renderer.png(of: PriceRow(), width: 375, variant: Variant(textSize: .AX3, direction: .rightToLeft), canvas: web)
            == (try renderer.png(of: large)))
    }

    @Test func theEnvironmentIsTheVariantBeingDrawn() throws {
        let seen = Seen()
        _ = try Renderer(scale: 1).document(of: EnvironmentProbe(seen: seen), width: 100,
                                            variant: Variant(textSize: .AX3, direction: .rightToLeft), colorScheme: .dark)
        #expect(seen.colorScheme == .dark)
        #expect(seen.dynamicTypeSize == .accessibility3)
        #expect(seen.layoutDirection == .rightToLeft)
        _ = try Renderer(scale: 1).document(of: EnvironmentProbe(seen: seen), width: 100)
        #expect(seen.colorScheme == .light && seen.dynamicTypeSize == .large && seen.layoutDirection == .leftToRight)
    }

    @Test func builderFormsBecomeTheStackChildren() throws {
        func texts(_ view: BuilderForms) throws -> [String] {
            guard case let .vstack(stack) = try Renderer(scale: 1).document(of: view, width: 200).content else { return [] }
            return stack.children.compactMap { if case let .text(text) = $0 { text.string } else { nil } }
        }
        #expect(try texts(BuilderForms(showBadge: true, note: "n")) == ["badge", "n", "new", "a", "b", "any"])
        #expect(try texts(BuilderForms(showBadge: false, note: nil)) == ["plain", "new", "a", "b", "any"])
    }

    @Test func aTextFieldShowsItsPromptInThePlaceholderColourAcrossTheWidth() throws {
        let content = try Renderer(scale: 1).document(of: NameField(), width: 200).content
        // The field is described as a text field for the audit (AssertAccessibleOfViewTests).
        guard case let .vstack(stack) = content, case let .frame(frame) = stack.children.first?.unmodified,
              case let .text(text) = frame.child else {
            Issue.record("unexpected tree \(content)")
            return
        }
        #expect(text.string == "Your name")
        #expect(text.color == .literal(r: 0x3C, g: 0x3C, b: 0x43, a: 77))
        #expect(frame.maxWidth == .infinity)
        #expect(stack.background == .color(.literal(r: 255, g: 255, b: 255)))
    }
}
