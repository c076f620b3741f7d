/// Every IDS component (seed 000 §7) in every variant and state the seed lists.
enum IDSCatalog {
    static let screen = 375.0
    static let warm = ColorValue.token("brandTertiaryLight")
    static let white = ColorValue.token("grayscale00")
    static let badgeBackdrop = ColorValue.token("grayscale20")

    static var items: [CatalogItem] { buttons + contentRows + sectionTitles + images + topNavs + badges + tabs }

    static func item(_ component: String, _ name: FigmaName, _ parameters: [(key: String, value: String)],
                     width: Double = screen, background: ColorValue?, padding: Double, _ node: Node) -> CatalogItem {
        CatalogItem(system: "ids", component: component, figmaName: name, parameters: parameters,
                    document: Catalog.document(.ids, width: width, background: background, padding: padding, node))
    }

    // MARK: IDS.Button: 5 types x 3 sizes x default / loading / disabled, plus truncation

    static var buttons: [CatalogItem] {
        var out: [CatalogItem] = []
        let labels: [IDSButtonNode.Size: String] = [.standard: "Continue", .small: "Details", .compact: "Action"]
        for size in IDSButtonNode.Size.allCases {
            for type in IDSButtonNode.ButtonType.allCases {
                for state in ["Default", "Loading", "Disabled"] {
                    let node = IDSButtonNode(label: labels[size]!, type: type, size: size,
                                             isLoading: state == "Loading", isEnabled: state != "Disabled")
                    out.append(item("button", FigmaName("IDS.Button", [size.rawValue.capitalized, typeName(type)], state: state),
                                    [("label", node.label), ("type", type.rawValue), ("size", size.rawValue),
                                     ("isLoading", String(node.isLoading)), ("isEnabled", String(node.isEnabled))],
                                    width: size == .standard ? screen : 220, background: white, padding: 16,
                                    .component(.idsButton(node))))
                }
            }
        }
        for size in [IDSButtonNode.Size.small, .compact] {
            let node = IDSButtonNode(label: "Add everything to my cart now", type: .secondary, size: size)
            out.append(item("button", FigmaName("IDS.Button", [size.rawValue.capitalized, "Secondary", "Truncated"], state: "Default"),
                            [("label", node.label), ("type", "secondary"), ("size", size.rawValue)],
                            width: 220, background: white, padding: 16, .component(.idsButton(node))))
        }
        return out
    }

    static func typeName(_ type: IDSButtonNode.ButtonType) -> String {
        type == .instacartPlus ? "Instacart+" : type.rawValue.capitalized
    }

    // MARK: IDS.Row / Content Row

    static var contentRows: [CatalogItem] {
        let marker = Node.icon(IconNode(glyph: .builtIn(.marker), size: 24, color: .token("grayscale80")))
        let avatar = Node.image(ImageNode(source: FileReference(given: CatalogAssets.scheme + "avatar-retailer", relativeTo: nil),
                                          width: 48, height: 36, contentMode: .fill, cornerRadius: .points(8)))
        let rows: [(String, String, ContentRowNode)] = [
            ("Title", "Default", ContentRowNode(title: "Order #1234")),
            ("Subtitle", "Default", ContentRowNode(title: "Order #1234", subtitle: "Delivered")),
            ("Tertiary", "Default", ContentRowNode(title: "Order #1234", subtitle: "Delivered", tertiaryText: "Tuesday, 2:14 PM")),
            ("Trailing", "Default", ContentRowNode(title: "Subtotal", subtitle: "3 items", trailingTitle: "$12.99", trailingSubtitle: "incl. tax")),
            ("Compact", "Default", ContentRowNode(title: "Order #1234", subtitle: "Delivered", inset: .compact)),
            ("Icon", "Default", ContentRowNode(title: "Location", subtitle: "123 Main St", leading: marker)),
            ("Avatar", "Default", ContentRowNode(title: "Sprouts", subtitle: "Grocery", leading: avatar)),
            ("Card", "Default", ContentRowNode(title: "Subtotal", trailingTitle: "$12.99", isCard: true)),
            ("Card", "Disabled", ContentRowNode(title: "Subtotal", subtitle: "3 items", trailingTitle: "$12.99", isCard: true, isDisabled: true)),
            ("Icon", "Disabled", ContentRowNode(title: "Location", subtitle: "123 Main St", isDisabled: true, leading: marker)),
        ]
        return rows.map { variant, state, node in
            item("contentRow", FigmaName("IDS.Row", ["Content Row", variant], state: state),
                 [("title", node.title), ("subtitle", node.subtitle ?? ""), ("tertiaryText", node.tertiaryText ?? ""),
                  ("trailingTitle", node.trailingTitle ?? ""), ("trailingSubtitle", node.trailingSubtitle ?? ""),
                  ("inset", node.inset.rawValue), ("isCard", String(node.isCard)), ("isDisabled", String(node.isDisabled)),
                  ("leading", node.leading.map { $0.kind } ?? "")],
                 background: node.isCard ? warm : white, padding: 0, cardSpace(node))
        }
    }

    /// A card row keeps its 16 px inset across; 8 px above and below keep its border off the edges
    /// of the picture, as a card sits in a list.
    static func cardSpace(_ node: ContentRowNode) -> Node {
        let row = Node.component(.contentRow(node))
        guard node.isCard else { return row }
        return .vstack(StackNode(alignment: .horizontal(.center), padding: EdgeInsets(top: .points(8), bottom: .points(8)),
                                 children: [row]))
    }

    // MARK: IDS.SectionTitle

    static var sectionTitles: [CatalogItem] {
        let action = Node.component(.idsButton(IDSButtonNode(label: "Action", type: .tertiary, size: .compact)))
        let marker = Node.icon(IconNode(glyph: .builtIn(.marker), size: 24, color: .token("grayscale80")))
        var out: [CatalogItem] = []
        for hierarchy in SectionTitleNode.Hierarchy.allCases {
            for contained in [true, false] {
                let node = SectionTitleNode(title: "Section title", hierarchy: hierarchy, isContained: contained)
                out.append(sectionItem(node, variant: [hierarchy.rawValue.capitalized, contained ? "Contained" : "Not Contained"]))
            }
        }
        out.append(sectionItem(SectionTitleNode(title: "Section title", hierarchy: .title, secondaryText: "Description"),
                               variant: ["Title", "Secondary Text"]))
        out.append(sectionItem(SectionTitleNode(title: "Section title", hierarchy: .subtitle, isContained: false, trailing: action),
                               variant: ["Subtitle", "Trailing"]))
        out.append(sectionItem(SectionTitleNode(title: "Section title", hierarchy: .title, leading: marker, trailing: action),
                               variant: ["Title", "Leading and Trailing"]))
        return out
    }

    static func sectionItem(_ node: SectionTitleNode, variant: [String]) -> CatalogItem {
        item("sectionTitle", FigmaName("IDS.SectionTitle", variant, state: "Default"),
             [("title", node.title), ("hierarchy", node.hierarchy.rawValue), ("isContained", String(node.isContained)),
              ("secondaryText", node.secondaryText ?? ""), ("leading", node.leading?.kind ?? ""), ("trailing", node.trailing?.kind ?? "")],
             background: white, padding: 0, .component(.sectionTitle(node)))
    }

    // MARK: IDS.Image

    static var images: [CatalogItem] {
        let node = ImageCardNode(source: FileReference(given: CatalogAssets.scheme + "image-placeholder", relativeTo: nil))
        return [item("imageCard", FigmaName("IDS.Image", ["Standard"], state: "Default"), [("source", "image-placeholder")],
                     background: white, padding: 0, .component(.imageCard(node)))]
    }

    // MARK: IDS.TopNav

    static var topNavs: [CatalogItem] {
        let navs: [(String, TopNavNode)] = [
            ("Full", TopNavNode(title: "Surface title", leadingIcon: .arrowLeft, trailingSecondaryIcon: .save, trailingPrimaryIcon: .share)),
            ("Back and Title", TopNavNode(title: "Surface title", leadingIcon: .arrowLeft)),
            ("Title", TopNavNode(title: "Surface title")),
            ("Truncated", TopNavNode(title: "A surface title far too long to fit in the bar", leadingIcon: .arrowLeft,
                                     trailingSecondaryIcon: .save, trailingPrimaryIcon: .share)),
        ]
        return navs.map { variant, node in
            item("topNav", FigmaName("IDS.TopNav", ["Standard", variant], state: "Default"),
                 [("title", node.title ?? ""), ("leadingIcon", node.leadingIcon?.rawValue ?? ""),
                  ("trailingSecondaryIcon", node.trailingSecondaryIcon?.rawValue ?? ""), ("trailingPrimaryIcon", node.trailingPrimaryIcon?.rawValue ?? "")],
                 background: warm, padding: 0, .component(.topNav(node)))
        }
    }

    // MARK: IDS.Badge: counter / dot / new x standard / critical x outlined or not

    static var badges: [CatalogItem] {
        var out: [CatalogItem] = []
        for type in BadgeNode.BadgeType.allCases {
            for appearance in BadgeNode.Appearance.allCases {
                for outlined in [false, true] {
                    let node = BadgeNode(type: type, count: type == .counter ? 3 : nil, appearance: appearance, isOutlined: outlined)
                    let variant = [type.rawValue.capitalized] + (outlined ? ["Outlined"] : [])
                    out.append(item("badge", FigmaName("IDS.Badge", variant, state: appearance.rawValue.capitalized),
                                    [("type", type.rawValue), ("count", node.count.map(String.init) ?? ""),
                                     ("appearance", appearance.rawValue), ("isOutlined", String(outlined))],
                                    width: 48, background: badgeBackdrop, padding: 8, centred(.component(.badge(node)))))
                }
            }
        }
        let wide = BadgeNode(type: .counter, count: 99, appearance: .critical, isOutlined: true)
        out.append(item("badge", FigmaName("IDS.Badge", ["Counter", "Outlined", "99"], state: "Critical"),
                        [("type", "counter"), ("count", "99"), ("appearance", "critical"), ("isOutlined", "true")],
                        width: 48, background: badgeBackdrop, padding: 8, centred(.component(.badge(wide)))))
        // The 99 counter next to the other counters.
        let counters = out.filter { $0.parameters.first?.value == "counter" }
        return counters + out.filter { $0.parameters.first?.value != "counter" }
    }

    /// A badge in the middle of its tile, as Figma shows a component in its frame.
    static func centred(_ node: Node) -> Node {
        .frame(FrameNode(maxWidth: .infinity, alignment: .center, child: node))
    }

    // MARK: IDS.Tabs

    static var tabs: [CatalogItem] {
        let sets: [(String, TabsNode)] = [
            ("Fixed", TabsNode(tabs: [.init(title: "Tab 1"), .init(title: "Tab 2")], selectedIndex: 0)),
            ("Fixed Second Selected", TabsNode(tabs: [.init(title: "Delivery"), .init(title: "Pickup")], selectedIndex: 1)),
            ("Fixed Badge", TabsNode(tabs: [.init(title: "Orders", badgeCount: 5), .init(title: "Returns")], selectedIndex: 0)),
            ("Scrollable", TabsNode(tabs: [.init(title: "Orders", badgeCount: 5), .init(title: "Returns"), .init(title: "History")], selectedIndex: 0)),
            ("Scrollable Overflow", TabsNode(tabs: ["All", "Produce", "Dairy & Eggs", "Bakery", "Frozen", "Pantry"].map { .init(title: $0) }, selectedIndex: 2)),
        ]
        return sets.map { variant, node in
            item("tabs", FigmaName("IDS.Tabs", [variant], state: "Default"),
                 [("tabs", node.tabs.map { $0.title + ($0.badgeCount.map { " (\($0))" } ?? "") }.joined(separator: ", ")),
                  ("selectedIndex", String(node.selectedIndex))],
                 background: warm, padding: 0, .component(.tabs(node)))
        }
    }
}
