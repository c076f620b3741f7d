@testable import DescriptionModel
import Testing
@testable import BuiltInComponents

/// The Swift DSL's layout modifiers carry SwiftUI's names and build the same nodes a description's
/// keys do (`layoutPriority`, `fixedSize`, `frame` with `idealWidth`), so both are laid out alike.
struct LayoutModifierDSLTests {
    let all = Node.text(TextNode(string: "All", typography: .style("title")))

    @Test func priorityAndFixedSizeMakeOneModifiedNodeEach() {
        let node = Text("All", style: "title").layoutPriority(1).fixedSize(horizontal: true, vertical: false).node
        #expect(node == .modified(.modified(all, NodeModifiers(layoutPriority: 1)), NodeModifiers(fixedSize: FixedSizeAxes(horizontal: true, vertical: false))))
        #expect(Text("All", style: "title").fixedSize().node == .modified(all, NodeModifiers(fixedSize: FixedSizeAxes())))
        #expect(node.unmodified == all && node.kind == "text")
    }

    @Test func frameTakesIdealSizesAndSpacerDefaultsToTheStandardSpacing() {
        let framed = Shape(.rect).frame(minWidth: 10, idealWidth: 100, maxWidth: .infinity, idealHeight: 20).node
        #expect(framed == .frame(FrameNode(minWidth: 10, idealWidth: 100, maxWidth: .infinity, idealHeight: 20, child: Shape(.rect).node)))
        #expect(Spacer().node == .spacer(SpacerNode()))
        #expect(Spacer(minLength: 0).node == .spacer(SpacerNode(minLength: .points(0))))
    }
}
