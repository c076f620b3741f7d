import DescriptionFormat
import SceneBuilding
import DescriptionModel
import DisplayList
import Layout
import Raster
import Typesetting
import Values

/// IDS.Tabs: a 40 px white bar. Two tabs share the width equally ((width − 2·16 − 8) / 2, at most
/// a 512 px group) with a full-tab underline; three or more are as wide as their content
/// (12 + label [+ 4 + badge] + 12) from the 16 px padding, underlined under the content only, and
/// clipped at the bar's edge as a scroll view at rest would be.
public struct TabsNode: ComponentDefinition {
    /// One tab: its label and an optional counter badge.
    public struct Tab: Hashable, Sendable {
        public var title: String
        public var badgeCount: Int?

        public init(title: String, badgeCount: Int? = nil) {
            self.title = title
            self.badgeCount = badgeCount
        }
    }

    /// At least one.
    public var tabs: [Tab]
    /// An index into `tabs`.
    public var selectedIndex: Int

    public init(tabs: [Tab], selectedIndex: Int = 0) {
        self.tabs = tabs
        self.selectedIndex = selectedIndex
    }

    public static let kind = "tabs"
    public static let system = SystemReference.ids
    public var node: Node { .component(ComponentNode(self)) }

    // MARK: description

    static let tabKeys = [
        KeySpec("title", .string, required: true, "the tab's label"),
        KeySpec("badgeCount", .integer(0...Int.max), "a counter badge after the label"),
    ]

    package static let keys = [
        KeySpec("tabs", .list(.mapping(tabKeys)), required: true, "the tabs, in order"),
        KeySpec("selectedIndex", .integer(0...Int.max), "the selected tab, from 0 (default 0)"),
    ]

    package static func read(_ f: Fields, depth: Int) throws(DescriptionError) -> TabsNode {
        let r = f.reader
        let list = f["tabs"] ?? f.owner
        let tabs = try r.elements(f.required("tabs", "a list of {title, badgeCount}"), what: "tabs").map { (element) throws(DescriptionError) -> Tab in
            let t = try r.fields(element, keys: tabKeys, what: "tab")
            return Tab(title: try t.string("title", required: "the tab's label"),
                       badgeCount: try t.optional("badgeCount") { v throws(DescriptionError) in try r.integer(v, in: 0...Int.max, what: "a badge count (a whole number ≥ 0)") })
        }
        if tabs.isEmpty { throw r.error(list, "tabs needs at least one tab") }
        let selected = try f.optional("selectedIndex") { v throws(DescriptionError) in try r.integer(v, in: 0...max(0, tabs.count - 1), what: "a tab index (0 to \(tabs.count - 1))") } ?? 0
        return TabsNode(tabs: tabs, selectedIndex: selected)
    }

    // MARK: layout

    package func lower(_ l: inout Lowering, at path: String) throws -> LayoutElement {
        l.leaf(try leaf(l, at: path))
    }

    func leaf(_ l: Lowering, at path: String) throws -> IDSTabsLeaf {
        guard tabs.count >= 2 else { throw RenderError(path + ".tabs", "tabs needs at least 2 tabs, got \(tabs.count)") }
        let style = try l.tokenStyle("bodyEmphasized", at: path)
        let selected = try l.tokenColor("grayscale80", at: path), unselected = try l.tokenColor("contentSecondary", at: path)
        let fixed = tabs.count == 2
        let drawn = try tabs.enumerated().map { i, tab in
            IDSTabsLeaf.Tab(
                text: l.label(tab.title, style: style, color: i == selectedIndex ? selected : unselected,
                            truncation: fixed ? .tail : .none, alignment: .center),
                badge: try tab.badgeCount.map { try BadgeNode(type: .counter, count: $0, appearance: .standard, isOutlined: false).leaf(l, at: "\(path).tabs[\(i)].badgeCount") })
        }
        return IDSTabsLeaf(tabs: drawn, selectedIndex: selectedIndex, background: try l.tokenColor("grayscale00", at: path),
                           selectedColor: selected, height: try l.grownHeight(IDSTabsLeaf.height, text: .style("bodyEmphasized"), at: path),
                           isRightToLeft: l.context.direction == .rightToLeft)
    }

    // MARK: catalog

    static var catalog: [CatalogItem] {
        let sets: [(String, TabsNode)] = [
            ("Fixed", TabsNode(tabs: [.init(title: "Tab 1"), .init(title: "Tab 2")], selectedIndex: 0)),
            ("Fixed Second Selected", TabsNode(tabs: [.init(title: "Delivery"), .init(title: "Pickup")], selectedIndex: 1)),
            ("Fixed Badge", TabsNode(tabs: [.init(title: "Orders", badgeCount: 5), .init(title: "Returns")], selectedIndex: 0)),
            ("Scrollable", TabsNode(tabs: [.init(title: "Orders", badgeCount: 5), .init(title: "Returns"), .init(title: "History")], selectedIndex: 0)),
            ("Scrollable Overflow", TabsNode(tabs: ["All", "Produce", "Dairy & Eggs", "Bakery", "Frozen", "Pantry"].map { .init(title: $0) }, selectedIndex: 2)),
        ]
        return sets.map { variant, node in
            IDSCatalog.item(kind, FigmaName("IDS.Tabs", [variant], state: "Default"),
                            [("tabs", node.tabs.map { $0.title + ($0.badgeCount.map { " (\($0))" } ?? "") }.joined(separator: ", ")),
                             ("selectedIndex", String(node.selectedIndex))],
                            background: IDSCatalog.warm, padding: 0, node.node)
        }
    }
}

/// A tab of `IDSTabs`: its title and an optional counter badge.
public struct IDSTabItem: Sendable {
    public var title: String
    public var badgeCount: Int?
    public init(title: String, badgeCount: Int? = nil) { self.title = title; self.badgeCount = badgeCount }
}

/// `IDSTabs(tabs: [IDSTabItem(title: "Tab 1"), IDSTabItem(title: "Tab 2")], selectedIndex: 0)`
/// (SwiftUI's `Binding<Int>` is a plain index: a picture has one selection).
public struct IDSTabs: Sendable {
    public let node: Node
    public init(tabs: [IDSTabItem], selectedIndex: Int = 0) {
        node = TabsNode(tabs: tabs.map { .init(title: $0.title, badgeCount: $0.badgeCount) }, selectedIndex: selectedIndex).node
    }
}

/// The drawn bar: background, tabs with their labels and badges, the selected tab's underline.
struct IDSTabsLeaf: DrawableLeaf {
    struct Tab { var text: TextLeaf; var badge: IDSBadgeLeaf? }

    static let height = 40.0, padding = 16.0, fixedGap = 8.0, tabPadding = 12.0, badgeGap = 4.0
    static let underline = 2.0, maxGroupWidth = 512.0

    var tabs: [Tab]
    var selectedIndex: Int
    var background: RGBAColor
    var selectedColor: RGBAColor
    /// 40 px at Large; taller when Dynamic Type grows the labels.
    var height: Double = Self.height
    /// Right to left, tabs run from the right edge and a badge sits on its label's left, as a
    /// SwiftUI HStack of tabs does: every box is laid out left to right, then mirrored in the bar.
    var isRightToLeft = false
    var isFixed: Bool { tabs.count == 2 }

    /// A full-width bar (SwiftUI's `.frame(maxWidth: .infinity)`): any width offered; offered
    /// nil, its tabs' own width and the padding.
    func size(for p: ProposedSize) -> Size {
        Size(width: p.width ?? idealWidth, height: height)
    }

    private var idealWidth: Double {
        let tabs = self.tabs.map { Self.tabPadding * 2 + contentWidth($0) }
        return 2 * Self.padding + (isFixed ? 2 * (tabs.max() ?? 0) + Self.fixedGap : tabs.reduce(0, +))
    }

    func contentWidth(_ tab: Tab, limit: Double? = nil) -> Double {
        let badge = tab.badge.map { Self.badgeGap + $0.size(for: .unspecified).width } ?? 0
        let text = tab.text.size(for: ProposedSize(width: limit.map { max(0, $0 - badge) }, height: nil)).width
        return text + badge
    }

    func draw(in frame: Rect, scale: Double, into list: inout DisplayList) {
        let bar = PixelSnapping.snap(frame, scale: scale)
        guard !bar.isEmpty else { return }
        list.append(.fill(Path(rect: bar), .solid(background), .nonZero))
        list.append(.pushClip(Path(rect: bar)))
        var x = frame.x + Self.padding
        let groupWidth = min(frame.width - 2 * Self.padding, Self.maxGroupWidth)
        let fixedWidth = (groupWidth - Self.fixedGap) / 2
        for (i, tab) in tabs.enumerated() {
            let tabWidth = isFixed ? fixedWidth : Self.tabPadding * 2 + contentWidth(tab)
            let content = isFixed ? min(contentWidth(tab, limit: fixedWidth), fixedWidth) : contentWidth(tab)
            let contentX = x + (tabWidth - content) / 2
            let tabItems = list.items.count
            drawContent(tab, x: contentX, width: content, top: frame.y, in: frame, scale: scale, into: &list)
            if i == selectedIndex {
                let line = isFixed ? Rect(x: x, y: frame.maxY - Self.underline, width: tabWidth, height: Self.underline)
                                   : Rect(x: contentX, y: frame.maxY - Self.underline, width: content, height: Self.underline)
                list.append(.fill(Path(rect: PixelSnapping.snap(placed(line, in: frame), scale: scale)), .solid(selectedColor), .nonZero))
            }
            // Each tab is a target of its own: its whole width, the bar's height.
            list.semantics.elements.append(ElementSemantics(path: ".tabs[\(i)]", component: "tabs", role: .tab,
                                                            frame: placed(Rect(x: x, y: frame.y, width: tabWidth, height: frame.height), in: frame),
                                                            items: tabItems..<list.items.count))
            x += tabWidth + (isFixed ? Self.fixedGap : 0)
        }
        list.append(.popClip)
    }

    /// `box` where it goes in the bar: as laid out, or mirrored across the bar right to left.
    private func placed(_ box: Rect, in frame: Rect) -> Rect {
        guard isRightToLeft else { return box }
        return Rect(x: frame.minX + frame.maxX - box.maxX, y: box.y, width: box.width, height: box.height)
    }

    private func drawContent(_ tab: Tab, x: Double, width: Double, top: Double, in frame: Rect, scale: Double, into list: inout DisplayList) {
        let badgeWidth = tab.badge.map { Self.badgeGap + $0.size(for: .unspecified).width } ?? 0
        let lineHeight = tab.text.style.lineHeight
        let textBox = Rect(x: x, y: top + (height - lineHeight) / 2, width: max(0, width - badgeWidth), height: lineHeight)
        tab.text.draw(in: placed(textBox, in: frame), scale: scale, into: &list)
        if let badge = tab.badge {
            let size = badge.size(for: .unspecified)
            let badgeBox = Rect(x: textBox.maxX + Self.badgeGap, y: top + (height - size.height) / 2, width: size.width, height: size.height)
            badge.draw(in: placed(badgeBox, in: frame), scale: scale, into: &list)
        }
    }
}

