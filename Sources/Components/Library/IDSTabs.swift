import Raster
import Typesetting

/// IDS.Tabs (seed 000 §7.7, RESOLVED 10): a 40 px white bar. Two tabs share the width equally
/// ((width − 2·16 − 8) / 2, at most a 512 px group) with a full-tab underline; three or more are
/// content-width (12 + label [+ 4 + badge] + 12) from the 16 px padding, underlined under the
/// content only, clipped at the bar's edge as a scroll view at rest would be.
struct IDSTabsLeaf: DrawableLeaf {
    struct Tab { var text: TextLeaf; var badge: IDSBadgeLeaf? }

    static let height = 40.0, padding = 16.0, fixedGap = 8.0, tabPadding = 12.0, badgeGap = 4.0
    static let underline = 2.0, maxGroupWidth = 512.0

    var tabs: [Tab]
    var selectedIndex: Int
    var background: Color
    var selectedColor: Color
    var isFixed: Bool { tabs.count == 2 }

    func size(for p: ProposedSize) -> Size { Size(width: p.width ?? 375, height: Self.height) }
    var fillsWidth: Bool { true }

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
            drawContent(tab, x: contentX, width: content, top: frame.y, scale: scale, into: &list)
            if i == selectedIndex {
                let line = isFixed ? Rect(x: x, y: frame.maxY - Self.underline, width: tabWidth, height: Self.underline)
                                   : Rect(x: contentX, y: frame.maxY - Self.underline, width: content, height: Self.underline)
                list.append(.fill(Path(rect: PixelSnapping.snap(line, scale: scale)), .solid(selectedColor), .nonZero))
            }
            x += tabWidth + (isFixed ? Self.fixedGap : 0)
        }
        list.append(.popClip)
    }

    private func drawContent(_ tab: Tab, x: Double, width: Double, top: Double, scale: Double, into list: inout DisplayList) {
        let badgeWidth = tab.badge.map { Self.badgeGap + $0.size(for: .unspecified).width } ?? 0
        let lineHeight = tab.text.style.lineHeight
        let textBox = Rect(x: x, y: top + (Self.height - lineHeight) / 2, width: max(0, width - badgeWidth), height: lineHeight)
        tab.text.draw(in: textBox, scale: scale, into: &list)
        if let badge = tab.badge {
            let size = badge.size(for: .unspecified)
            let badgeBox = Rect(x: textBox.maxX + Self.badgeGap, y: top + (Self.height - size.height) / 2, width: size.width, height: size.height)
            badge.draw(in: badgeBox, scale: scale, into: &list)
        }
    }
}

extension Lowering {
    func idsTabs(_ node: TabsNode, at path: String) throws -> IDSTabsLeaf {
        guard node.tabs.count >= 2 else { throw RenderError(path + ".tabs", "tabs needs at least 2 tabs, got \(node.tabs.count)") }
        let style = try tokenStyle("bodyEmphasized", at: path)
        let selected = try tokenColor("grayscale80", at: path), unselected = try tokenColor("contentSecondary", at: path)
        let fixed = node.tabs.count == 2
        let tabs = try node.tabs.enumerated().map { i, tab in
            IDSTabsLeaf.Tab(
                text: label(tab.title, style: style, color: i == node.selectedIndex ? selected : unselected,
                            truncation: fixed ? .tail : .none, alignment: .center),
                badge: try tab.badgeCount.map { try idsBadge(BadgeNode(type: .counter, count: $0, appearance: .standard, isOutlined: false), at: "\(path).tabs[\(i)].badgeCount") })
        }
        return IDSTabsLeaf(tabs: tabs, selectedIndex: node.selectedIndex, background: try tokenColor("grayscale00", at: path),
                           selectedColor: selected)
    }
}
