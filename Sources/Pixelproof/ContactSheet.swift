import DisplayList
import BuiltInComponents
import DescriptionFormat
import SceneBuilding
import Raster
import Typesetting
import Values

/// All of a system's catalog images on one sheet, in catalog order, each with its Figma name
/// underneath, drawn with our own text. Items are grouped as a designer reads a component set:
/// a group (component and first variant: `IDS.Button / Standard`, `IDS.Badge / Counter`) starts a
/// new row; a group of up to five fits on one row, a larger one wraps at three columns (a button
/// size's type × state grid). A component of one's own shows its variants as a grid: a row per
/// value of its first axis, the other axes across.
enum ContactSheet {
    static let columns = 3, widestRow = 5, gutter = 24.0, captionGap = 6.0, margin = 32.0, minimumCell = 180.0

    /// Consecutive items of one group, split into the rows the sheet draws.
    static func rows(_ items: [CatalogRenderer.RenderedItem], scale s: Double) -> [[CatalogRenderer.RenderedItem]] {
        var groups: [[CatalogRenderer.RenderedItem]] = []
        func key(_ item: CatalogRenderer.RenderedItem) -> [String] {
            item.item.sheetRow.map { [$0] } ?? [item.item.figmaName.category] + item.item.figmaName.variants.prefix(1)
        }
        for item in items {
            if let last = groups.last?.last, key(last) == key(item) {
                groups[groups.count - 1].append(item)
            } else {
                groups.append([item])
            }
        }
        // A short group shares one row when it fits in the width of three of the sheet's widest cells.
        func cell(_ item: CatalogRenderer.RenderedItem) -> Double { max(minimumCell, Double(item.pixmap.width) / s) }
        let sheetWidth = Double(columns) * (items.map(cell).max() ?? minimumCell) + Double(columns - 1) * gutter
        return groups.flatMap { group -> [[CatalogRenderer.RenderedItem]] in
            let widest = group.map(cell).max() ?? minimumCell
            let fitting = max(1, Int((sheetWidth + gutter) / (widest + gutter)))
            // A row the items chose (a component's variants) is kept whole.
            if group.first?.item.sheetRow != nil { return [group] }
            let perRow = group.count <= widestRow ? min(group.count, fitting) : columns
            return stride(from: 0, to: group.count, by: perRow).map { Array(group[$0..<min(group.count, $0 + perRow)]) }
        }
    }

    /// The sheets of `items`: one picture at the catalog's scale when it fits the pixmap limits,
    /// else at a lower scale, else split into pages at row boundaries (a catalog of every
    /// component in four variants is taller than 16,384 px). Nothing is drawn until the size of
    /// each page is known to fit.
    static func pages(of items: [CatalogRenderer.RenderedItem], title: String, scale: Int, fonts: FontRegistry,
                      limits: PixmapLimits = .default) throws -> [(pixmap: Pixmap, scale: Int)] {
        for sheetScale in stride(from: scale, through: 1, by: -1) {
            let list = try displayList(of: items, title: title, imageScale: Double(scale), sheetScale: Double(sheetScale), fonts: fonts)
            if fits(list, limits) { return [(try RasterBackend.pixmap(of: list), sheetScale)] }
        }
        let rows = rows(items, scale: Double(scale))
        guard rows.count > 1 else {
            throw RenderError("", "the contact sheet of \(title) does not fit in \(limits.maxSide) px even for one row at 1x")
        }
        let half = rows.count / 2
        // The file names number the pages (ids-contact-sheet-1.png, …); each page keeps the title.
        return try pages(of: rows[..<half].flatMap { $0 }, title: title, scale: scale, fonts: fonts, limits: limits)
            + pages(of: rows[half...].flatMap { $0 }, title: title, scale: scale, fonts: fonts, limits: limits)
    }

    private static func fits(_ list: DisplayList, _ limits: PixmapLimits) -> Bool {
        let w = Int((list.width * list.scale).rounded(.up)), h = Int((list.height * list.scale).rounded(.up))
        return (try? limits.check(width: w, height: h)) != nil
    }

    /// The sheet as a display list: `imageScale` is the items' pixels per logical px, `sheetScale` the sheet's.
    static func displayList(of items: [CatalogRenderer.RenderedItem], title: String, imageScale: Double, sheetScale: Double,
                            fonts: FontRegistry) throws -> DisplayList {
        let s = imageScale
        let typesetter = Typesetter(registry: fonts)
        let captionStyle = TextStyle(weight: 400, size: 12, lineHeight: 16)
        let titleStyle = TextStyle(weight: 600, size: 20, lineHeight: 28)
        let rows = rows(items, scale: s)
        // Each row's cells are as wide as its widest picture; the sheet as wide as its widest row.
        // (at least 180 px, so the caption of a small badge has room).
        let cellWidths = rows.map { row in max(minimumCell, row.map { Double($0.pixmap.width) / s }.max() ?? 0) }
        let rowWidths = zip(rows, cellWidths).map { row, cell in Double(row.count) * cell + Double(row.count - 1) * gutter }
        let width = margin * 2 + (rowWidths.max() ?? 0)
        var list = DisplayList(width: width, height: 0, scale: sheetScale, background: .white)
        var y = margin
        let heading = try typesetter.layout(title, style: titleStyle, scale: sheetScale)
        list.append(heading, at: Point(margin, y), paint: .solid(RGBAColor(hex: "#242529")!))
        y += titleStyle.lineHeight + gutter
        for (row, cellWidth) in zip(rows, cellWidths) {
            var rowHeight = 0.0
            for (column, item) in row.enumerated() {
                let x = margin + Double(column) * (cellWidth + gutter)
                let w = Double(item.pixmap.width) / s, h = Double(item.pixmap.height) / s
                list.append(.image(item.pixmap, rect: Rect(x: x, y: y, width: w, height: h)))
                let caption = try typesetter.layout(item.item.figmaName.description, style: captionStyle,
                                                    options: TextLayoutOptions(maxWidth: cellWidth, wraps: true, maxLines: 2), scale: sheetScale)
                list.append(caption, at: Point(x, y + h + captionGap), paint: .solid(RGBAColor(hex: "#56595e")!))
                rowHeight = max(rowHeight, h + captionGap + caption.height)
            }
            y += rowHeight + gutter
        }
        list.height = y + margin - gutter
        return list
    }
}
