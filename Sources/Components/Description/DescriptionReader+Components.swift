// The design-system components of FORMAT.md's table. Which keys a `button` takes depends on the
// document's system (ids and web buttons differ); `node(_:depth:)` has already checked that the
// kind exists in this system.
extension DescriptionReader {
    func component(_ value: Value, kind: String, depth: Int) throws(DescriptionError) -> ComponentNode {
        switch (system, kind) {
        case (.web, "button"): return .webButton(try webButton(value))
        case (_, "button"): return .idsButton(try idsButton(value))
        case (_, "contentRow"): return .contentRow(try contentRow(value, depth: depth))
        case (_, "sectionTitle"): return .sectionTitle(try sectionTitle(value, depth: depth))
        case (_, "topNav"): return .topNav(try topNav(value))
        case (_, "badge"): return .badge(try badge(value))
        case (_, "tabs"): return .tabs(try tabs(value))
        case (_, "imageCard"):
            let f = try fields(value, allowed: ["source"], what: "imageCard")
            return .imageCard(ImageCardNode(source: try fileReference(f.required("source", "a PNG path relative to this file"), what: "a PNG path")))
        case (_, "card"): return .card(try card(value, depth: depth))
        default: return .textField(try textField(value))
        }
    }

    private func flag(_ f: Fields, _ key: String, default fallback: Bool) throws(DescriptionError) -> Bool {
        try f.optional(key) { v throws(DescriptionError) in try bool(v) } ?? fallback
    }

    private func text(_ f: Fields, _ key: String) throws(DescriptionError) -> String? {
        try f.optional(key) { v throws(DescriptionError) in try string(v) }
    }

    private func idsButton(_ value: Value) throws(DescriptionError) -> IDSButtonNode {
        let f = try fields(value, allowed: ["label", "type", "size", "isLoading", "isEnabled"], what: "button")
        return IDSButtonNode(
            label: try string(f.required("label", "the button's text")),
            type: try f.optional("type") { v throws(DescriptionError) in try enumeration(v, IDSButtonNode.ButtonType.self, what: "button type") } ?? .primary,
            size: try f.optional("size") { v throws(DescriptionError) in try enumeration(v, IDSButtonNode.Size.self, what: "button size") } ?? .standard,
            isLoading: try flag(f, "isLoading", default: false),
            isEnabled: try flag(f, "isEnabled", default: true))
    }

    private func webButton(_ value: Value) throws(DescriptionError) -> WebButtonNode {
        let f = try fields(value, allowed: ["label", "type", "isEnabled"], what: "button")
        return WebButtonNode(
            label: try string(f.required("label", "the button's text")),
            type: try f.optional("type") { v throws(DescriptionError) in try enumeration(v, WebButtonNode.ButtonType.self, what: "button type") } ?? .primary,
            isEnabled: try flag(f, "isEnabled", default: true))
    }

    private func contentRow(_ value: Value, depth: Int) throws(DescriptionError) -> ContentRowNode {
        let f = try fields(value, allowed: ["title", "subtitle", "tertiaryText", "trailingTitle", "trailingSubtitle", "inset",
                                            "isCard", "isDisabled", "leading"], what: "contentRow")
        var leading: Node?
        if let slot = f["leading"] {
            let node = try node(slot, depth: depth)
            switch node {
            case .icon, .image: leading = node
            default: throw error(slot, "a contentRow's leading slot holds an icon or an image, found \(node.kind)")
            }
        }
        return ContentRowNode(
            title: try string(f.required("title", "the row's title")),
            subtitle: try text(f, "subtitle"),
            tertiaryText: try text(f, "tertiaryText"),
            trailingTitle: try text(f, "trailingTitle"),
            trailingSubtitle: try text(f, "trailingSubtitle"),
            inset: try f.optional("inset") { v throws(DescriptionError) in try enumeration(v, ContentRowNode.Inset.self, what: "inset") } ?? .standard,
            isCard: try flag(f, "isCard", default: false),
            isDisabled: try flag(f, "isDisabled", default: false),
            leading: leading)
    }

    private func sectionTitle(_ value: Value, depth: Int) throws(DescriptionError) -> SectionTitleNode {
        let f = try fields(value, allowed: ["title", "hierarchy", "isContained", "secondaryText", "leading", "trailing"], what: "sectionTitle")
        return SectionTitleNode(
            title: try string(f.required("title", "the section's title")),
            hierarchy: try f.optional("hierarchy") { v throws(DescriptionError) in try enumeration(v, SectionTitleNode.Hierarchy.self, what: "hierarchy") } ?? .headline,
            isContained: try flag(f, "isContained", default: true),
            secondaryText: try text(f, "secondaryText"),
            leading: try f.optional("leading") { v throws(DescriptionError) in try node(v, depth: depth) },
            trailing: try f.optional("trailing") { v throws(DescriptionError) in try node(v, depth: depth) })
    }

    private func topNav(_ value: Value) throws(DescriptionError) -> TopNavNode {
        let f = try fields(value, allowed: ["title", "leadingIcon", "trailingSecondaryIcon", "trailingPrimaryIcon"], what: "topNav")
        func icon(_ key: String) throws(DescriptionError) -> IconName? { try f.optional(key) { v throws(DescriptionError) in try iconName(v) } }
        return TopNavNode(title: try text(f, "title"), leadingIcon: try icon("leadingIcon"),
                          trailingSecondaryIcon: try icon("trailingSecondaryIcon"), trailingPrimaryIcon: try icon("trailingPrimaryIcon"))
    }

    private func badge(_ value: Value) throws(DescriptionError) -> BadgeNode {
        let f = try fields(value, allowed: ["type", "count", "appearance", "isOutlined"], what: "badge")
        let type = try enumeration(f.required("type", "counter, dot or new"), BadgeNode.BadgeType.self, what: "badge type")
        let count = try f.optional("count") { v throws(DescriptionError) in try integer(v, in: 0...Int.max, what: "a count (a whole number ≥ 0)") }
        if type == .counter, count == nil { throw error(value, "missing required key \"count\" in badge (a counter badge shows a count)") }
        if type != .counter, count != nil { throw error(f["count"]!, "count applies to counter badges only; this badge is \(type.rawValue)") }
        return BadgeNode(
            type: type, count: count,
            appearance: try f.optional("appearance") { v throws(DescriptionError) in try enumeration(v, BadgeNode.Appearance.self, what: "badge appearance") } ?? .standard,
            isOutlined: try flag(f, "isOutlined", default: true))
    }

    private func tabs(_ value: Value) throws(DescriptionError) -> TabsNode {
        let f = try fields(value, allowed: ["tabs", "selectedIndex"], what: "tabs")
        let list = f["tabs"] ?? value
        let tabs = try elements(f.required("tabs", "a list of {title, badgeCount}"), what: "tabs").map { (element) throws(DescriptionError) -> TabsNode.Tab in
            let t = try fields(element, allowed: ["title", "badgeCount"], what: "tab")
            return TabsNode.Tab(title: try string(t.required("title", "the tab's label")),
                                badgeCount: try t.optional("badgeCount") { v throws(DescriptionError) in try integer(v, in: 0...Int.max, what: "a badge count (a whole number ≥ 0)") })
        }
        if tabs.isEmpty { throw error(list, "tabs needs at least one tab") }
        let selected = try f.optional("selectedIndex") { v throws(DescriptionError) in try integer(v, in: 0...max(0, tabs.count - 1), what: "a tab index (0 to \(tabs.count - 1))") } ?? 0
        return TabsNode(tabs: tabs, selectedIndex: selected)
    }

    private func card(_ value: Value, depth: Int) throws(DescriptionError) -> CardNode {
        let f = try fields(value, allowed: ["padding", "children"], what: "card")
        return CardNode(
            padding: try f.optional("padding") { v throws(DescriptionError) in try enumeration(v, CardNode.Padding.self, what: "card padding") } ?? .medium,
            children: try f.optional("children") { v throws(DescriptionError) in try children(v, depth: depth) } ?? [])
    }

    private func textField(_ value: Value) throws(DescriptionError) -> TextFieldNode {
        let f = try fields(value, allowed: ["label", "placeholder", "text", "state"], what: "textField")
        return TextFieldNode(
            label: try text(f, "label"), placeholder: try text(f, "placeholder"), text: try text(f, "text"),
            state: try f.optional("state") { v throws(DescriptionError) in try enumeration(v, TextFieldNode.State.self, what: "text field state") } ?? .default)
    }
}
