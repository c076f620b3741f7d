import Testing
import Values

/// The one hex grammar: every CSS form where short forms are allowed, the long ones only where
/// the description format asks, nothing else.
@Suite struct HexColorTests {
    @Test func everyCSSForm() {
        #expect(RGBAColor(hex: "#108910") == RGBAColor(0x108910))
        #expect(RGBAColor(hex: "#8B5CF680") == RGBAColor(r: 0x8b, g: 0x5c, b: 0xf6, a: 0x80))
        #expect(RGBAColor(hex: "#f80") == RGBAColor(0xff8800))
        #expect(RGBAColor(hex: "#f808") == RGBAColor(r: 0xff, g: 0x88, b: 0x00, a: 0x88))
    }

    @Test func longFormsOnly() {
        #expect(RGBAColor(hex: "#108910", forms: .long) == RGBAColor(0x108910))
        #expect(RGBAColor(hex: "#10891080", forms: .long) == RGBAColor(r: 0x10, g: 0x89, b: 0x10, a: 0x80))
        #expect(RGBAColor(hex: "#f80", forms: .long) == nil)
        #expect(RGBAColor(hex: "#f808", forms: .long) == nil)
    }

    @Test(arguments: ["108910", "#", "#12", "#12345", "#1234567", "#123456789", "#12345g", "# 12345", "#１２３"])
    func refused(_ text: String) {
        #expect(RGBAColor(hex: text) == nil)
    }

    @Test func hexRoundTrips() {
        #expect(RGBAColor(hex: "#ABCDEF")!.hex == "#abcdef")
        #expect(RGBAColor(hex: "#abcdef00")!.hex == "#abcdef00")
        #expect("\(RGBAColor(0x0a0b0c))" == "#0a0b0c")
    }

    @Test func opacityMultipliesAlpha() {
        #expect(RGBAColor(0x8b5cf6).opacity(0.5).hex == "#8b5cf680")
        #expect(RGBAColor(0x8b5cf6).opacity(2) == RGBAColor(0x8b5cf6))
        #expect(RGBAColor(0x8b5cf6).opacity(-1).a == 0)
    }
}
