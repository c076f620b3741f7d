import DescriptionModel
import Testing
import BuiltInComponents

/// The built-in components' Swift initialisers (the IDS library's names and argument order) make
/// the node a description's use makes, so a tree of nodes built in Swift draws what the file draws.
struct ComponentValueTests {
    @Test func theSwiftInitialisersMakeTheComponentsNodes() {
        #expect(IDSBadge(type: .counter(3), appearance: .critical).node == BadgeNode(type: .counter, count: 3, appearance: .critical).node)
        #expect(IDSBadge(type: .dot, isOutlined: false).node == BadgeNode(type: .dot, isOutlined: false).node)
        #expect(IDSBadge(type: .new).node != IDSBadge(type: .dot).node)
        #expect(IDSButton("Go", type: .tertiary, size: .small, isEnabled: false).node
                == IDSButtonNode(label: "Go", type: .tertiary, size: .small, isEnabled: false).node)
        #expect(IDSTabs(tabs: [IDSTabItem(title: "A", badgeCount: 2), IDSTabItem(title: "B")], selectedIndex: 1).node
                == TabsNode(tabs: [.init(title: "A", badgeCount: 2), .init(title: "B")], selectedIndex: 1).node)
        #expect(IDSTopNav(title: "Cart", leadingIcon: .arrowLeft, leadingAction: {}).node == TopNavNode(title: "Cart", leadingIcon: .arrowLeft).node)
        #expect(WebButton("Save", type: .outline).node == WebButtonNode(label: "Save", type: .outline).node)
        #expect(WebTextField(label: "Email", state: .focus).node == TextFieldNode(label: "Email", state: .focus).node)
    }
}
