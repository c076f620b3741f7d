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
package enum ContactSheet {
    static let columns = 3, widestRow = 5, gutter = 24.0, captionGap = 6.0, margin = 32.0, minimumCell = 180.0

    /// What the layout needs of an item: its name and row, and its picture's size.
    package typealias Entry = CatalogRenderer.WrittenItem

    /// Consecutive items of one group, split into the rows the sheet draws.
    static func rows(_ items: [Entry], scale s: Double) -> [[Entry]] {
        var groups: [[Entry]] = []
        func key(_ item: Entry) -> [String] {
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
        func cell(_ item: Entry) -> Double { max(minimumCell, Double(item.width) / s) }
        let sheetWidth = Double(columns) * (items.map(cell).max() ?? minimumCell) + Double(columns - 1) * gutter
        return groups.flatMap { group -> [[Entry]] in
            let widest = group.map(cell).max() ?? minimumCell
            let fitting = max(1, Int((sheetWidth + gutter) / (widest + gutter)))
            // A row the items chose (a component's variants) is kept whole.
            if group.first?.item.sheetRow != nil { return [group] }
            let perRow = group.count <= widestRow ? min(group.count, fitting) : columns
            return stride(from: 0, to: group.count, by: perRow).map { Array(group[$0..<min(group.count, $0 + perRow)]) }
        }
    }

    /// One page of a sheet laid out: everything but the pictures, which are drawn onto it as
    /// they come (`Composer`), so a sheet never needs all of its pictures at once.
    package struct Page {
        /// The page's size and scale, white, with its title.
        package var list: DisplayList
        package var scale: Int
        /// The items' places in catalog order: each picture's rectangle and its caption.
        package var cells: [Cell]
    }

    package struct Cell {
        package var rect: Rect
        package var caption: [DisplayItem]
    }

    /// The pages of `items`: one page at the catalog's scale when it fits the pixmap limits,
    /// else at a lower scale, else split into pages at row boundaries (a catalog of every
    /// component in four variants is taller than 16,384 px). Only sizes are needed, so a sheet
    /// that cannot fit fails before any picture is drawn or written.
    package static func pages(of items: [Entry], title: String, scale: Int, fonts: FontRegistry,
                      limits: PixmapLimits = .default) throws -> [Page] {
        for sheetScale in stride(from: scale, through: 1, by: -1) {
            let page = try layout(of: items, title: title, imageScale: Double(scale), sheetScale: sheetScale, fonts: fonts)
            if fits(page.list, limits) { return [page] }
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

    /// The page of `items`: `imageScale` is the items' pixels per logical px, `sheetScale` the sheet's.
    static func layout(of items: [Entry], title: String, imageScale: Double, sheetScale: Int, fonts: FontRegistry) throws -> Page {
        let s = imageScale
        let typesetter = Typesetter(registry: fonts)
        let captionStyle = TextStyle(weight: 400, size: 12, lineHeight: 16)
        let titleStyle = TextStyle(weight: 600, size: 20, lineHeight: 28)
        let rows = rows(items, scale: s)
        // Each row's cells are as wide as its widest picture; the sheet as wide as its widest row.
        // (at least 180 px, so the caption of a small badge has room).
        let cellWidths = rows.map { row in max(minimumCell, row.map { Double($0.width) / s }.max() ?? 0) }
        let rowWidths = zip(rows, cellWidths).map { row, cell in Double(row.count) * cell + Double(row.count - 1) * gutter }
        let width = margin * 2 + (rowWidths.max() ?? 0)
        var list = DisplayList(width: width, height: 0, scale: Double(sheetScale), background: .white)
        var cells: [Cell] = []
        var y = margin
        let heading = try typesetter.layout(title, style: titleStyle, scale: Double(sheetScale))
        list.append(heading, at: Point(margin, y), paint: .solid(RGBAColor(hex: "#242529")!))
        y += titleStyle.lineHeight + gutter
        for (row, cellWidth) in zip(rows, cellWidths) {
            var rowHeight = 0.0
            for (column, item) in row.enumerated() {
                let x = margin + Double(column) * (cellWidth + gutter)
                let w = Double(item.width) / s, h = Double(item.height) / s
                let caption = try typesetter.layout(item.item.figmaName.description, style: captionStyle,
                                                    options: TextLayoutOptions(maxWidth: cellWidth, wraps: true, maxLines: 2), scale: Double(sheetScale))
                var captionList = DisplayList(width: 0, height: 0, scale: Double(sheetScale))
                captionList.append(caption, at: Point(x, y + h + captionGap), paint: .solid(RGBAColor(hex: "#56595e")!))
                cells.append(Cell(rect: Rect(x: x, y: y, width: w, height: h), caption: captionList.items))
                rowHeight = max(rowHeight, h + captionGap + caption.height)
            }
            y += rowHeight + gutter
        }
        list.height = y + margin - gutter
        return Page(list: list, scale: sheetScale, cells: cells)
    }

    /// Draws a sheet's pages as its pictures arrive in catalog order and hands each page on
    /// (`finished`: its number, pixels and scale) as soon as its last picture is on it: at most
    /// one page's pixels are held, whatever the number of items. Each picture is drawn where
    /// the whole page's list would draw it, in the same order (`RasterBackend.drawOver`).
    package struct Composer {
        let pages: [Page]
        let limits: PixmapLimits
        let finished: (Int, Pixmap, Int) throws -> Void
        private var page = 0, cell = 0
        private var canvas: Canvas?

        package init(pages: [Page], limits: PixmapLimits = .default, finished: @escaping (Int, Pixmap, Int) throws -> Void) {
            self.pages = pages; self.limits = limits; self.finished = finished
        }

        /// The next item's picture, drawn onto its page with its caption.
        package mutating func add(_ picture: Pixmap) throws {
            while pages[page].cells.isEmpty { try close(try current()) }
            let canvas = try current()
            let place = pages[page].cells[cell]
            var piece = pages[page].list
            piece.items = [.image(picture, rect: place.rect)] + place.caption
            RasterBackend.drawOver(piece, on: canvas)
            cell += 1
            if cell == pages[page].cells.count { try close(canvas) }
        }

        /// Hands on the pages no picture was drawn onto (the sheet of a system without items).
        package mutating func finish() throws {
            while page < pages.count { try close(try current()) }
        }

        /// The current page's canvas; opened (white, with its title) for its first picture.
        private mutating func current() throws -> Canvas {
            if let canvas { return canvas }
            let list = pages[page].list
            let canvas = try Canvas(width: list.deviceWidth, height: list.deviceHeight, background: list.background ?? .transparent, limits: limits)
            RasterBackend.drawOver(list, on: canvas)
            self.canvas = canvas
            return canvas
        }

        private mutating func close(_ canvas: Canvas) throws {
            try finished(page, canvas.pixmap, pages[page].scale)
            self.canvas = nil
            page += 1; cell = 0
        }
    }
}
