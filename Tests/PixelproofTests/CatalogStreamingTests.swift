import DisplayList
import Files
import Foundation
import Parallel
import PNGCodec
import Pixelproof
import Raster
import Synchronization
import Testing

/// The catalog draws its items a few at a time and writes each at once (a 4,000-variant library
/// held every picture until its contact sheets were drawn: 2.3 GB), with the same bytes.
@Suite struct CatalogStreamingTests {
    /// With `ahead`, work runs at most that far past the collector: a slow collector (writing
    /// PNGs) holds a bounded number of results, not every one the workers could make meanwhile.
    @Test func streamedWorkRunsAtMostAheadOfTheCollector() {
        let furthest = Mutex<Int>(-1)
        var worst = 0, collected: [Int] = []
        Parallel.stream(200, ahead: 4, { i in
            furthest.withLock { $0 = max($0, i) }
            return i
        }) { i, value in
            collected.append(value)
            worst = max(worst, furthest.withLock { $0 } - i)
            Thread.sleep(forTimeInterval: 0.001)
        }
        #expect(collected == Array(0..<200))
        #expect(worst <= 4, "work ran \(worst) items ahead of the collector")
    }

    /// A collector that throws ends the stream with its error; the work held back is let run.
    @Test func aThrowingCollectorEndsABoundedStream() {
        struct Stop: Error {}
        #expect(throws: Stop.self) {
            try Parallel.stream(100, ahead: 2, { $0 }) { i, _ in if i == 5 { throw Stop() } }
        }
    }

    /// The contact sheet drawn picture by picture onto its page is the bytes of the page drawn
    /// from one list of every picture (in bands on every core, as before the streaming).
    @Test func aSheetComposedPictureByPictureIsTheSheetDrawnWhole() throws {
        let items = Array(try Catalog.items(system: "ids").prefix(14))
        let catalog = CatalogRenderer(renderer: Renderer(), scale: 2)
        let measured = try catalog.measure(items)
        var pictures: [Pixmap] = []
        try catalog.draw(measured) { _, pixmap, _ in pictures.append(pixmap) }
        let pages = try ContactSheet.pages(of: measured, title: "Pixelproof catalog: ids", scale: 2, fonts: Renderer().fonts)
        var composed: [Pixmap] = []
        var sheet = ContactSheet.Composer(pages: pages) { _, pixmap, _ in composed.append(pixmap) }
        for picture in pictures { try sheet.add(picture) }
        try sheet.finish()
        #expect(composed.count == pages.count)
        var next = 0
        for (page, drawn) in zip(pages, composed) {
            var whole = page.list
            for cell in page.cells {
                whole.items += [.image(pictures[next], rect: cell.rect)] + cell.caption
                next += 1
            }
            #expect(whole.deviceWidth * whole.deviceHeight >= RasterBackend.bandedFromPixels, "drawn in bands")
            #expect(try RasterBackend.pixmap(of: whole).bytes == drawn.bytes)
        }
        #expect(next == pictures.count)
    }

    /// `write` leaves the pictures, sheet and manifest a catalog always had: every item's PNG is
    /// the picture drawn alone.
    @Test func writtenPicturesAreTheItemsDrawnAlone() throws {
        let folder = temporaryFolder()
        let items = Array(try Catalog.items(system: "ids").prefix(5))
        let written = try CatalogRenderer(renderer: Renderer(), scale: 2).write(items, systems: ["ids"], to: folder)
        #expect(written.count == 5)
        for (item, entry) in zip(items, written) {
            let alone = try Renderer(scale: 2).png(of: item.document)
            #expect(try AtomicFile.read(folder + "/" + entry.file, maxBytes: 1 << 26) == alone, "\(entry.file)")
        }
        #expect(FilePath.exists(folder + "/ids-contact-sheet.png") && FilePath.exists(folder + "/catalog.json"))
    }
}
