import Audit
import BuiltInComponents
import DescriptionFormat
import SceneBuilding
import Testing

/// `textClipped`: a text cut in a variant while whole in the default one. A label designed to
/// truncate (cut at Large too) is not a finding.
@Suite struct TextClippedTests {
    func screen(_ string: String) -> String {
        """
        system: ids
        canvas: { width: 200, background: "#ffffff", padding: 8 }
        content:
          frame: { width: 150, child: { text: { string: "\(string)", style: bodyRegular, lineLimit: 1 } } }
        """
    }

    func variant(_ size: String) throws -> VariantAssignment {
        try #require(VariantAxis.assignments([("textSize", [size])]).first)
    }

    @Test func cutAtAX3NotAtLarge() throws {
        #expect(try audit(screen("Your order"), variant: try variant("large")).findings(.textClipped).isEmpty)
        let cut = try audit(screen("Your order is ready"), variant: try variant("AX3"))
        let f = try #require(cut.findings(.textClipped).first)
        #expect(f.path == "content.frame.child.text" && f.text == "Your order is ready" && f.variant.map(\.value) == ["AX3"])
        #expect(f.humanLine.hasSuffix("[AX3]"))
    }

    @Test func designedTruncationIsNoFinding() throws {
        let long = "A title far too long to fit in one line of this frame"
        #expect(try audit(screen(long), variant: try variant("AX3")).findings(.textClipped).isEmpty)
    }

    /// The default variant itself never reports a cut: it is the design.
    @Test func theDefaultVariantReportsNoCut() throws {
        #expect(try audit(screen("A title far too long to fit in one line of this frame")).findings(.textClipped).isEmpty)
    }
}
