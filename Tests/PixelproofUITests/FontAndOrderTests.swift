import Pixelproof
import PixelproofUI
import Testing

/// Fonts grow with Dynamic Type as their text style does; modifiers keep the order written.
@Suite struct FontAndOrderTests {
    let renderer = Renderer(scale: 2)
    let ax3 = Variant(textSize: .AX3)

    func png(_ font: PixelproofUI.Font, _ variant: Variant = .default) throws -> [UInt8] {
        try renderer.png(of: FontSample(font: font), width: 200, variant: variant)
    }

    @Test func aCustomFontGrowsAsTheStyleItIsRelativeTo() throws {
        // title: 28 pt at Large, 48 at AX3; a 14 pt font relative to it is 24 pt at AX3
        // (relative to its own size, footnote's row, it would be 14 × 33 / 13).
        #expect(try png(.custom("Lexend Deca", size: 14, relativeTo: .title), ax3) == (try png(.custom("Lexend Deca", fixedSize: 24))))
    }

    @Test func aSystemStyleGrowsByAppleTableAndAFixedSizeDoesNot() throws {
        #expect(try png(.title3, ax3) == (try png(.system(size: 43))))   // title3: 20 pt at Large, 43 at AX3
        #expect(try png(.system(size: 20), ax3) == (try png(.system(size: 20))))
        #expect(try png(.headline) == (try png(.system(size: 17, weight: .semibold))))
    }

    @Test func paddingInsideOrOutsideTheBackgroundAsWritten() throws {
        func content(_ paddingFirst: Bool) throws -> Node {
            try renderer.document(of: PaddedThenFilled(paddingFirst: paddingFirst), width: 100).content
        }
        guard case let .vstack(outer) = try content(true) else { Issue.record("not a stack"); return }
        #expect(outer.padding.top == .points(4) && outer.padding.trailing == .points(4) && outer.background != nil)
        guard case let .vstack(padded) = try content(false), case let .vstack(filled)? = padded.children.first else {
            Issue.record("not nested stacks"); return
        }
        #expect(padded.padding.top == .points(4) && padded.padding.leading == .points(4) && padded.background == nil)
        #expect(filled.padding == .zero && filled.background != nil)
    }
}
