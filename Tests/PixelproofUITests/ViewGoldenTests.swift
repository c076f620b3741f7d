import Benchmarks
import Pixelproof
import PixelproofTesting
import PixelproofUI
import Testing

/// Views checked against goldens in Snapshots/swiftui/, as a team's tests check theirs.
@Suite struct ViewGoldenTests {
    @Test func aRowInLightAndDarkAtLargeAndAX3() {
        let checks = assertSnapshot(of: PriceRow(), width: 375, named: "swiftui/price-row", variants: .matrix)
        #expect(checks.map(\.name) == ["swiftui/price-row", "swiftui/price-row.AX3", "swiftui/price-row.dark", "swiftui/price-row.AX3.dark"])
    }

    /// The `swiftui` bench's two subjects, one golden each, and the same bytes on the web canvas the
    /// description names (the golden of the view is a plain view's: iOS's system font).
    @Test func theBenchViewAndItsDescription() throws {
        let renderer = Renderer(scale: 2)
        let description = try renderer.pixmap(of: try SwiftUIBench.document())
        #expect(try renderer.pixmap(of: SwiftUIBenchView(), width: 375, canvas: ViewCanvas(system: .web)) == description)
        assertSnapshot(of: SwiftUIBenchView(), width: 375, named: "swiftui/bench-view")
        assertSnapshot(of: description, named: "swiftui/bench-description", scale: 2)
    }
}
