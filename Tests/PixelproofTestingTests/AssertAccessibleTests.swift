import Pixelproof
import PixelproofTesting
import Testing

/// `assertAccessible` records one issue per failing finding, with the CLI's line.
@Suite struct AssertAccessibleTests {
    @Test func oneIssuePerFinding() {
        var lines: [String] = []
        withKnownIssue {
            lines = assertAccessible(of: .hstack(StackNode(alignment: .vertical(.center), children: [IDSButton("Go", size: .small).node, IDSButton("Go", size: .compact).node])), width: 375)
        }
        #expect(lines.count == 2)
        #expect(lines.allSatisfy { $0.contains("targetSize") && $0.hasPrefix("view: content.hstack.children[") })
    }

    @Test func aCustomMinimumAndExemptions() {
        #expect(assertAccessible(of: IDSButton("Go", size: .small).node, width: 200, system: .ids, minimumTargetSize: 40).isEmpty)
        // Disabled: exempt from every rule, so no issue.
        #expect(assertAccessible(of: IDSButton("Go", size: .compact, isEnabled: false).node, width: 200, system: .ids).isEmpty)
    }

    @Test func theVariantIsNamed() {
        var lines: [String] = []
        withKnownIssue {
            lines = assertAccessible(of: IDSButton("Go", size: .compact).node, width: 200, system: .ids, variants: [.textSize(.AX3)], minimumTargetSize: 300)
        }
        #expect(lines.count == 1 && lines.first?.hasSuffix("[AX3]") == true)
    }
}
