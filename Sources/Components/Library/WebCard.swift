import Raster
import Typesetting

/// The web system's components (seed 004, RESOLVED 12-16).
extension Lowering {
    /// White, radius 24, lg shadow, padding 24 (small 16, large 32), children stacked with 8 px gaps; full width.
    mutating func webCard(_ node: CardNode, at path: String) throws -> LayoutElement {
        let padding = ["small": 16.0, "medium": 24.0, "large": 32.0][node.padding.rawValue]!
        var children: [LayoutElement] = []
        for (i, child) in node.children.enumerated() { children.append(try lower(child, at: "\(path).children[\(i)]")) }
        let content = fullWidth(.padding(LayoutInsets(all: padding), child: .vstack(spacing: 8, alignment: .leading, children: children)))
        let card = box(fill: .solid(.white), radius: 24, shadows: try context.shadows([.token("lg")], at: path))
        return decorate(content, with: card)
    }
}
