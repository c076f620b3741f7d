import Raster

/// IDS.Row / Content Row (seed 000 §7.2, RESOLVED 7): leading slot (8 px gap), a text column
/// (title bodyEmphasized grayscale80; subtitle and tertiary bodyRegular contentSecondary, no gap)
/// that takes the free width, and a trailing column aligned on the first line. Padding 16 across,
/// 12 (standard) or 8 (compact) down. Card: white, 1 px #e8e9eb inside border, radius 8, inset
/// 16 px across from the row's edge, no vertical inset.
extension Lowering {
    mutating func contentRow(_ node: ContentRowNode, at path: String) throws -> LayoutElement {
        let disabled = try tokenColor("buttonDisabledContent", at: path)
        let titleColor = node.isDisabled ? disabled : try tokenColor("grayscale80", at: path)
        let secondaryColor = node.isDisabled ? disabled : try tokenColor("contentSecondary", at: path)
        let emphasized = try tokenStyle("bodyEmphasized", at: path), regular = try tokenStyle("bodyRegular", at: path)

        var texts = [leaf(label(node.title, style: emphasized, color: titleColor))]
        if let subtitle = node.subtitle {
            texts.append(leaf(label(subtitle, style: regular, color: secondaryColor)))
            if let tertiary = node.tertiaryText { texts.append(leaf(label(tertiary, style: regular, color: secondaryColor))) }
        }
        var trailing: [LayoutElement] = []
        if let t = node.trailingTitle { trailing.append(leaf(label(t, style: emphasized, color: titleColor, alignment: .trailing))) }
        if let t = node.trailingSubtitle { trailing.append(leaf(label(t, style: regular, color: secondaryColor, alignment: .trailing))) }

        var textRow: [LayoutElement] = [fullWidth(.vstack(spacing: 0, alignment: .leading, children: texts))]
        if !trailing.isEmpty { textRow.append(.vstack(spacing: 0, alignment: .trailing, children: trailing)) }
        var row: LayoutElement = .hstack(spacing: 8, alignment: .top, children: textRow)
        if let leading = node.leading {
            row = .hstack(spacing: 8, alignment: .center, children: [try lower(leading, at: path + ".leading"), row])
        }
        let vertical = node.inset == .compact ? 8.0 : 12.0
        var element: LayoutElement = .padding(LayoutInsets(vertical: vertical, horizontal: 16), child: row)
        if node.isCard {
            let card = box(fill: .solid(try tokenColor("grayscale00", at: path)), radius: 8,
                           border: (width: 1, color: try tokenColor("grayscale20", at: path)))
            element = .padding(LayoutInsets(vertical: 0, horizontal: 16), child: decorate(element, with: card))
        }
        return element
    }
}
