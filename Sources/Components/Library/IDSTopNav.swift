import Raster

/// IDS.TopNav (seed 000 §7.5, RESOLVED 9): 48 px white bar, 8 px padding and gaps, 40 x 40 icon
/// buttons with 24 px grayscale80 icons, the title (title style, grayscale80) leading-aligned,
/// vertically centred and tail-truncated in the space left; no divider.
extension Lowering {
    mutating func topNav(_ node: TopNavNode, at path: String) throws -> LayoutElement {
        let ink = try tokenColor("grayscale80", at: path)
        func iconButton(_ name: IconName, _ key: String) throws -> LayoutElement {
            let icon = try iconLeaf(IconNode(glyph: .builtIn(name), size: 24, color: .literal(ink)), at: path + "." + key)
            return .frame(FrameSpec(width: 40, height: 40), child: leaf(icon))
        }
        var row: [LayoutElement] = []
        if let name = node.leadingIcon { row.append(try iconButton(name, "leadingIcon")) }
        if let title = node.title {
            row.append(fullWidth(leaf(label(title, style: try tokenStyle("title", at: path), color: ink)),
                                 alignment: LayoutAlignment(horizontal: .leading, vertical: .center)))
        } else {
            row.append(.spacer(minLength: 0))
        }
        if let name = node.trailingSecondaryIcon { row.append(try iconButton(name, "trailingSecondaryIcon")) }
        if let name = node.trailingPrimaryIcon { row.append(try iconButton(name, "trailingPrimaryIcon")) }
        let bar: LayoutElement = .frame(FrameSpec(height: 48, maxWidth: .infinity, alignment: LayoutAlignment(horizontal: .leading, vertical: .center)),
                                        child: .padding(LayoutInsets(vertical: 0, horizontal: 8), child: .hstack(spacing: 8, alignment: .center, children: row)))
        return decorate(bar, with: box(fill: .solid(try tokenColor("grayscale00", at: path)), radius: 0))
    }
}
