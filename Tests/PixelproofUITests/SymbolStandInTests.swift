import PixelproofUISymbols
import Foundation
import Pixelproof
import PixelproofUI
import SVGIcons
import Testing

/// SF Symbol names drawn from the Material Design Icons set (Debian's
/// fonts-materialdesignicons-webfont, which scripts/setup installs), their variants, scale and
/// layout box.
@Suite struct SymbolStandInTests {
    static func content(_ view: some View) throws -> Node { try Renderer(scale: 2).document(of: view, width: 200).content }

    /// The layout box and drawing of a symbol: the frame around its icon.
    static func symbol(_ view: some View) throws -> (box: FrameNode, icon: IconNode)? {
        guard case let .frame(frame) = try content(view), case let .icon(icon) = frame.child else { return nil }
        return (frame, icon)
    }

    @Test func theNamesRealFilesUseAreDrawnFromTheSet() throws {
        for name in ["star.fill", "checkmark.circle.fill", "clock", "person.3", "tray", "archivebox", "person.fill"] {
            let found = try #require(try Self.symbol(Image(systemName: name)), "\(name)")
            guard case let .path(d) = found.icon.glyph else { Issue.record("\(name) is not the set's glyph: \(found.icon.glyph)"); continue }
            #expect(d.hasPrefix("M") && d.count > 20, "\(name)")
        }
        #expect(SFSymbolTable.entries.count >= 300)
    }

    /// Every glyph the table names is in the installed set, and no symbol is listed twice.
    @Test func everyGlyphOfTheTableIsInTheSet() throws {
        let font = try StandInSymbolFont.glyphs.get()
        for entry in SFSymbolTable.entries { #expect(font.pathData[entry.glyph] != nil, "\(entry.symbol) → \(entry.glyph)") }
        #expect(Set(SFSymbolTable.entries.map(\.symbol)).count == SFSymbolTable.entries.count)
        #expect(Set(SFSymbolTable.entries.map(\.symbol)).isDisjoint(with: SystemSymbols.table.map(\.symbol)))
    }

    /// docs/ASSETS.md lists the table as it is.
    @Test func theDocsListTheTable() throws {
        let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("docs/ASSETS.md")
        let text = try String(contentsOf: docs, encoding: .utf8)
        let rows = text.split(separator: "\n").filter { $0.hasPrefix("| `") && $0.contains("` | `mdi:") }
        let listed = rows.map { row -> String in
            let cells = row.split(separator: "`")
            return "\(cells[1]) \(cells[3].dropFirst(4))"
        }
        #expect(listed == SFSymbolTable.entries.map { "\($0.symbol) \($0.glyph)" })
    }

    /// iOS's plus at body size is 18 × 16 pt; the box grows with the image scale and Dynamic Type.
    @Test func theLayoutBoxIsTheInkAndAMargin() throws {
        let plus = try #require(try Self.symbol(Image(systemName: "plus")))
        #expect(plus.box.width == 18 && plus.box.height == 16)
        let large = try #require(try Self.symbol(Image(systemName: "plus").imageScale(.large)))
        #expect(large.box.width == 23 && large.box.height == 21 && abs(large.icon.size - 1.2 * 17 * 1.3) < 1e-9)
        let small = try #require(try Self.symbol(Image(systemName: "plus").imageScale(.small)))
        #expect(small.box.width == 14 && small.box.height == 13)
    }

    /// A resizable symbol takes its frame: the plus's bar reaches far past where the body-size
    /// plus ends, in a 40-point frame.
    @Test func aResizableSymbolFillsItsFrame() throws {
        let renderer = Renderer(scale: 1)
        let ink = PremultipliedColor(r: 0, g: 0, b: 0, a: 255)
        let resized = try renderer.pixmap(of: Image(systemName: "plus").resizable().frame(width: 40, height: 40).foregroundStyle(Color.black), width: 40)
        #expect(resized[20, 10] == ink && resized[20, 30] == ink)
        let fixed = try renderer.pixmap(of: Image(systemName: "plus").frame(width: 40, height: 40).foregroundStyle(Color.black), width: 40)
        #expect(fixed[20, 10] != ink && fixed[20, 20] == ink)
    }

    @Test func aVariantIsTheSymbolOfThatNameElseTheSymbol() throws {
        let heart = try #require(try Self.symbol(Image(systemName: "heart").symbolVariant(.fill)))
        #expect(heart.icon.glyph == (try #require(try Self.symbol(Image(systemName: "heart.fill")))).icon.glyph)
        let check = try #require(try Self.symbol(Image(systemName: "checkmark").symbolVariant(.circle.fill)))
        #expect(check.icon.glyph == (try #require(try Self.symbol(Image(systemName: "checkmark.circle.fill")))).icon.glyph)
        let plus = try #require(try Self.symbol(Image(systemName: "plus").symbolVariant(.slash).symbolRenderingMode(.hierarchical)))
        #expect(plus.icon.glyph == .builtIn(.plus))
        #expect(SymbolVariants.circle.fill.contains(.fill) && !SymbolVariants.fill.contains(.circle))
    }

    /// A team's own drawing of a name the set stands in for wins over the set.
    @Test func aTeamsSVGWinsOverTheSet() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pixelproof-symbols-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data("<svg viewBox=\"0 0 24 24\"/>".utf8).write(to: URL(fileURLWithPath: folder + "/tray.svg"))
        #expect(try SystemSymbols.glyph(systemName: "tray", iconFolder: folder) == .file(FileReference(given: folder + "/tray.svg", relativeTo: nil)))
        guard case .path? = try? SystemSymbols.glyph(systemName: "tray", iconFolder: nil) else { Issue.record("tray is not the set's glyph"); return }
    }
}
