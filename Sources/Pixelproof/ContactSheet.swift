import Components
import Raster
import Typesetting

/// All of a system's catalog images on one sheet, in catalog order, in rows of up to three,
/// each with its Figma name underneath, drawn with our own text.
enum ContactSheet {
    static let columns = 3, gutter = 24.0, captionGap = 6.0, margin = 32.0

    static func pixmap(of items: [CatalogRenderer.RenderedItem], title: String, scale: Int, fonts: FontRegistry) throws -> Pixmap {
        let s = Double(scale)
        let typesetter = Typesetter(registry: fonts)
        let captionStyle = TextStyle(weight: 400, size: 12, lineHeight: 16)
        let titleStyle = TextStyle(weight: 600, size: 20, lineHeight: 28)
        let cellWidth = items.map { Double($0.pixmap.width) / s }.max() ?? 100
        let width = margin * 2 + Double(columns) * cellWidth + Double(columns - 1) * gutter
        var list = DisplayList(width: width, height: 0, scale: s, background: .white)
        var y = margin
        let heading = try typesetter.layout(title, style: titleStyle, scale: s)
        list.append(.text(heading, origin: Point(margin, y), .solid(Color(hex: "#242529")!)))
        y += titleStyle.lineHeight + gutter
        for start in stride(from: 0, to: items.count, by: columns) {
            let row = items[start..<min(items.count, start + columns)]
            var rowHeight = 0.0
            for (column, item) in row.enumerated() {
                let x = margin + Double(column) * (cellWidth + gutter)
                let w = Double(item.pixmap.width) / s, h = Double(item.pixmap.height) / s
                list.append(.image(item.pixmap, rect: Rect(x: x, y: y, width: w, height: h), cornerRadii: .zero))
                let caption = try typesetter.layout(item.item.figmaName.description, style: captionStyle,
                                                    options: TextLayoutOptions(maxWidth: cellWidth, wraps: true, maxLines: 2), scale: s)
                list.append(.text(caption, origin: Point(x, y + h + captionGap), .solid(Color(hex: "#56595e")!)))
                rowHeight = max(rowHeight, h + captionGap + caption.height)
            }
            y += rowHeight + gutter
        }
        list.height = y + margin - gutter
        return try RasterBackend.pixmap(of: list)
    }
}
