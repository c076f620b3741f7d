import Pixelproof
import PixelproofUI
import Testing

/// Buttons draw their label tinted as iOS tints it; a divider is one device pixel.
@Suite struct ControlTests {
    @Test func buttonLabelsAndADivider() throws {
        guard case let .vstack(stack) = try Renderer(scale: 3).document(of: Buttons(), width: 200, colorScheme: .dark).content else {
            Issue.record("not a stack"); return
        }
        // Each button's label is described as a button for the audit (AssertAccessibleOfViewTests).
        let colors = stack.children.compactMap { if case let .text(text) = $0.unmodified { text.color } else { nil } }
        #expect(colors == [.literal(r: 0x0A, g: 0x84, b: 0xFF), .literal(r: 255, g: 255, b: 255),
                           .literal(r: 0xFF, g: 0x45, b: 0x3A), .literal(r: 0x30, g: 0xD1, b: 0x58)])
        guard case let .frame(divider)? = stack.children.last else { Issue.record("no divider frame"); return }
        #expect(divider.height == 1.0 / 3 && divider.maxWidth == .infinity)
    }
}

/// `Image(systemName:)` draws the built-in icon standing in for the symbol, at its font's size.
@Suite struct SymbolTests {
    @Test func aSymbolIsTheBuiltInIconInTheFontAndForeground() throws {
        let content = try Renderer(scale: 2).document(of: Symbol(name: "plus"), width: 100).content
        // The drawing's grid is 24 pt at title3 (20 pt); its layout box is the ink and iOS's margin (SymbolBox).
        let icon = Node.icon(IconNode(glyph: .builtIn(.plus), size: 24, color: .literal(r: 0xFF, g: 0x3B, b: 0x30), relativeTo: .title3))
        #expect(content == .frame(FrameNode(width: 21, height: 19, child: icon)))
    }

    @Test func anUnknownSymbolIsAnErrorNamingIt() {
        do {
            _ = try Renderer(scale: 2).document(of: Symbol(name: "plus.circle.fill.badge"), width: 100)
            Issue.record("an unknown symbol was drawn")
        } catch {
            // Named once, then where it looked: the folder and the table.
            #expect("\(error)".hasPrefix("Symbol › Image(systemName: \"plus.circle.fill.badge\"): no icon folder given (PIXELPROOF_ICONS), and "), "\(error)")
            #expect("\(error)".components(separatedBy: "Image(systemName:").count == 2, "\(error)")
            #expect("\(error)".contains("SFSymbolTable, listed in docs/ASSETS.md"), "\(error)")
        }
    }
}
