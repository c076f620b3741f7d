import Raster

/// IDS.SectionTitle (seed 000 §7.3, RESOLVED 8): title in the hierarchy's style (headline 24/28,
/// title 18/22, subtitle 14/20) in grayscale80, optional secondary text (bodyRegular,
/// contentSecondary) with no gap, leading and trailing slots centred with 8 px gaps; contained =
/// 16 across and 8 down, not contained = no padding; at least 240 wide; full width.
extension Lowering {
    mutating func sectionTitle(_ node: SectionTitleNode, at path: String) throws -> LayoutElement {
        let title = label(node.title, style: try tokenStyle(node.hierarchy.rawValue, at: path),
                          color: try tokenColor("grayscale80", at: path), lineLimit: nil)
        var texts = [leaf(title)]
        if let secondary = node.secondaryText {
            texts.append(leaf(label(secondary, style: try tokenStyle("bodyRegular", at: path),
                                    color: try tokenColor("contentSecondary", at: path), lineLimit: nil)))
        }
        var row: [LayoutElement] = []
        if let leading = node.leading { row.append(try lower(leading, at: path + ".leading")) }
        row.append(fullWidth(.vstack(spacing: 0, alignment: .leading, children: texts), alignment: LayoutAlignment(horizontal: .leading, vertical: .center)))
        if let trailing = node.trailing { row.append(try lower(trailing, at: path + ".trailing")) }
        var element: LayoutElement = .hstack(spacing: 8, alignment: .center, children: row)
        if node.isContained { element = .padding(LayoutInsets(vertical: 8, horizontal: 16), child: element) }
        return .frame(FrameSpec(minWidth: 240, maxWidth: .infinity, alignment: .topLeading), child: element)
    }
}
