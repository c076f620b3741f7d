import PixelproofTesting
import PixelproofUI
import Testing

/// `assertAccessible(of:)` for a SwiftUI view: its controls are what a `Button`, a `TextField` and
/// the accessibility modifiers make them, as on iOS.
@Suite struct AssertAccessibleOfViewTests {
    /// An icon-only button without a label, and a text button 32 points high.
    struct FailingBar: View {
        var body: some View {
            VStack(spacing: 8) {
                Button {} label: { Image(systemName: "xmark").frame(width: 44, height: 44) }
                Button {} label: { Text("Checkout").frame(width: 120, height: 32) }
            }
            .foregroundStyle(Color.black)
        }
    }

    /// The same bar fixed: the icon button labelled (through the padding written after it), the
    /// text button 44 points high.
    struct PassingBar: View {
        var body: some View {
            VStack(spacing: 8) {
                Button {} label: { Image(systemName: "xmark").frame(width: 44, height: 44) }
                    .padding(4)
                    .accessibilityLabel("Close")
                Button {} label: { Text("Checkout").frame(width: 120, height: 44) }
            }
            .foregroundStyle(Color.black)
        }
    }

    func issues(_ view: some View, variants: [[SnapshotVariant]] = [[]]) -> [String] {
        var lines: [String] = []
        withKnownIssue(isIntermittent: true) { lines = assertAccessible(of: view, width: 200, variants: variants) }
        return lines
    }

    @Test func oneIssuePerFindingWithTheCLIsLine() {
        let lines = issues(FailingBar())
        #expect(lines.count == 2, "\(lines)")
        #expect(lines.contains { $0.hasPrefix("view: content.") && $0.contains(": label: Button draws no text and has no accessibility label") })
        #expect(lines.contains { $0.contains(": targetSize 120 x 32 px < 44 x 44 px (Button \"Checkout\")") })
    }

    @Test func aLabelledButtonOfTheHeightPasses() {
        #expect(assertAccessible(of: PassingBar(), width: 200).isEmpty)
    }

    @Test func eachVariantIsNamed() {
        let lines = issues(FailingBar(), variants: [[.textSize(.AX3), .colorScheme(.dark)]])
        // In dark the black text and icon fail contrast too; every line names the variant.
        #expect(!lines.isEmpty && lines.allSatisfy { $0.hasSuffix("[AX3, dark]") }, "\(lines)")
        #expect(lines.contains { $0.contains(": label: Button") })
    }

    @Test func theModifiersDescribeAnyView() {
        // A trait makes an image a control: smaller than 44 points, and no name.
        let star = Image(systemName: "star").foregroundStyle(Color.black)
        let traits = issues(star.accessibilityAddTraits(.isButton))
        #expect(traits.count == 2 && traits.contains { $0.contains(": targetSize ") } && traits.contains { $0.contains(": label: ") }, "\(traits)")
        // Framed to 44 and named: nothing to report.
        #expect(assertAccessible(of: star.frame(width: 44, height: 44).accessibilityAddTraits(.isButton).accessibilityLabel("Rate"), width: 200).isEmpty)
        // A button whose trait is taken away is no control.
        let close = Button {} label: { Image(systemName: "xmark").frame(width: 30, height: 30) }.foregroundStyle(Color.black)
        #expect(issues(close).count == 2)
        #expect(assertAccessible(of: close.accessibilityRemoveTraits(.isButton), width: 200).isEmpty)
        // Hidden, or disabled: exempt, so no issue.
        #expect(assertAccessible(of: FailingBar().accessibilityHidden(true), width: 200).isEmpty)
        #expect(assertAccessible(of: FailingBar().disabled(true), width: 200).isEmpty)
    }

    @Test func aButtonIsItsWholeLabelNamedByALabelInside() {
        // The label on the icon names the button; the button's target is its whole 44-point label.
        let close = Button {} label: { Image(systemName: "xmark").accessibilityLabel("Close").frame(width: 44, height: 44) }
        #expect(assertAccessible(of: close.foregroundStyle(Color.black), width: 200).isEmpty)
    }

    @Test func aTextFieldIsATargetNamedByItsTitle() {
        let lines = issues(TextField("Email", text: .constant("me@example.com")).foregroundStyle(Color.black))
        #expect(lines.count == 1 && lines.first?.contains("(TextField \"Email\")") == true, "\(lines)")
    }

    @Test func aDisabledTextFieldIsExemptAsADisabledButtonIs() {
        // Grey on white is below 4.5:1, and the field's line is lower than 44 points.
        let faint = TextField("Email", text: .constant("me@example.com")).foregroundStyle(Color.gray)
        let enabled = issues(faint)
        #expect(enabled.contains { $0.contains(": contrast ") } && enabled.contains { $0.contains(": targetSize ") }, "\(enabled)")
        #expect(assertAccessible(of: faint.disabled(true), width: 200).isEmpty)
        #expect(assertAccessible(of: VStack { faint }.disabled(true), width: 200).isEmpty)
    }
}
