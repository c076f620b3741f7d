import Testing
import Values

/// The one hex grammar: every CSS form where short forms are allowed, the long ones only where
/// the description format asks, nothing else.
@Suite struct HexColorTests {
    @Test func everyCSSForm() {
        #expect(Color(hex: "#108910") == Color(0x108910))
        #expect(Color(hex: "#8B5CF680") == Color(r: 0x8b, g: 0x5c, b: 0xf6, a: 0x80))
        #expect(Color(hex: "#f80") == Color(0xff8800))
        #expect(Color(hex: "#f808") == Color(r: 0xff, g: 0x88, b: 0x00, a: 0x88))
    }

    @Test func longFormsOnly() {
        #expect(Color(hex: "#108910", forms: .long) == Color(0x108910))
        #expect(Color(hex: "#10891080", forms: .long) == Color(r: 0x10, g: 0x89, b: 0x10, a: 0x80))
        #expect(Color(hex: "#f80", forms: .long) == nil)
        #expect(Color(hex: "#f808", forms: .long) == nil)
    }

    @Test(arguments: ["108910", "#", "#12", "#12345", "#1234567", "#123456789", "#12345g", "# 12345", "#１２３"])
    func refused(_ text: String) {
        #expect(Color(hex: text) == nil)
    }

    @Test func hexRoundTrips() {
        #expect(Color(hex: "#ABCDEF")!.hex == "#abcdef")
        #expect(Color(hex: "#abcdef00")!.hex == "#abcdef00")
        #expect("\(Color(0x0a0b0c))" == "#0a0b0c")
    }

    @Test func opacityMultipliesAlpha() {
        #expect(Color(0x8b5cf6).opacity(0.5).hex == "#8b5cf680")
        #expect(Color(0x8b5cf6).opacity(2) == Color(0x8b5cf6))
        #expect(Color(0x8b5cf6).opacity(-1).a == 0)
    }
}
