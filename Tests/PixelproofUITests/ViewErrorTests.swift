import Pixelproof
import PixelproofUI
import Testing

/// What a view cannot draw stops the render with the API named and the views it sits in.
@Suite struct ViewErrorTests {
    func message(_ body: () throws -> Void) -> String {
        do { try body() } catch { return "\(error)" }
        return "(no error)"
    }

    @Test func aNamedColourWithoutACatalogSaysHowToGiveOne() {
        let text = message { _ = try Renderer(scale: 1).document(of: NamedSurface(), width: 100) }
        #expect(text.hasPrefix("NamedSurface › Color(\"appSurface\"): "))
        #expect(text.contains("PIXELPROOF_ASSETS"))
    }
}
