import PixelproofUISymbols
import DescriptionModel
import Files
import PixelproofUI
import Testing

/// `Image(systemName:)`'s lookup: the team's icon folder first, then the built-in table, else an
/// error that names where it looked.
@Suite struct SystemSymbolsTests {
    @Test func everyTableEntryHasABuiltInDrawingAndTheNamesTheIssueAsksFor() {
        for (symbol, icon) in SystemSymbols.table { #expect(icon.builtInIcon != nil, "\(symbol)") }
        let symbols = Set(SystemSymbols.table.map(\.symbol))
        for name in ["plus", "checkmark", "chevron.right", "chevron.left", "chevron.down", "xmark", "magnifyingglass", "heart", "star",
                     "cart", "person", "gearshape", "bell", "trash", "info.circle", "exclamationmark.triangle"] {
            #expect(symbols.contains(name), "\(name)")
        }
        #expect(symbols.count == SystemSymbols.table.count)
    }

    @Test func aTeamsFileWinsOverTheBuiltInAndSVGOverPNG() throws {
        let folder = try ScratchFolder.make(FilePath.temporaryFolder + "/pixelproof-symbols-XXXXXX")
        try AtomicFile.write(Array("<svg viewBox=\"0 0 24 24\"/>".utf8), to: folder + "/plus.svg")
        try AtomicFile.write([0x89], to: folder + "/plus.png")
        try AtomicFile.write([0x89], to: folder + "/flag.png")
        #expect(try SystemSymbols.glyph(systemName: "plus", iconFolder: folder) == .file(FileReference(given: folder + "/plus.svg", relativeTo: nil)))
        #expect(try SystemSymbols.glyph(systemName: "flag", iconFolder: folder) == .file(FileReference(given: folder + "/flag.png", relativeTo: nil)))
        #expect(try SystemSymbols.glyph(systemName: "chevron.right", iconFolder: folder) == .builtIn(.chevronRight))
        #expect(try SystemSymbols.glyph(systemName: "xmark", iconFolder: nil) == .builtIn(.close))
    }

    /// A folder named like an icon (`plus.svg/`) in the icon folder is not passed over for the
    /// built-in plus: the team meant its own drawing. Nor is an icon folder that is a file.
    @Test func aFolderNamedLikeAnIconOrAnIconFolderThatIsAFileIsAnError() throws {
        let folder = try ScratchFolder.make(FilePath.temporaryFolder + "/pixelproof-symbols-XXXXXX")
        try FilePath.createFolder(folder + "/plus.svg")
        let error = try #require(throws: SymbolError.self) { try SystemSymbols.glyph(systemName: "plus", iconFolder: folder) }
        #expect(error.description.hasPrefix("Image(systemName: \"plus\"): \(folder)/plus.svg is a folder, not an icon file (.svg or .png)"), "\(error)")
        try AtomicFile.write(Array("<svg viewBox=\"0 0 24 24\"/>".utf8), to: folder + "/icons.svg")
        let file = try #require(throws: SymbolError.self) { try SystemSymbols.glyph(systemName: "plus", iconFolder: folder + "/icons.svg") }
        #expect(file.description.contains("the icon folder \(folder)/icons.svg is a file, not a folder; give the folder that holds"), "\(file)")
        let none = try #require(throws: SymbolError.self) { try SystemSymbols.glyph(systemName: "plus", iconFolder: folder + "/nowhere") }
        #expect(none.description.contains("the icon folder \(folder)/nowhere does not exist"), "\(none)")
    }

    @Test func anUnmappedNameSaysWhereItLooked() throws {
        let folder = try ScratchFolder.make(FilePath.temporaryFolder + "/pixelproof-symbols-XXXXXX")
        try AtomicFile.write([0x89], to: folder + "/flag.png")
        #expect(throws: SymbolError.self) { try SystemSymbols.glyph(systemName: "flg", iconFolder: folder) }
        do { _ = try SystemSymbols.glyph(systemName: "flg", iconFolder: folder) } catch {
            #expect(error.description.contains("no flg.svg or flg.png in the icon folder \(folder)"))
            #expect(error.description.contains(#"(did you mean "flag"?)"#))
        }
        let misspelt = try #require(throws: SymbolError.self) { try SystemSymbols.glyph(systemName: "hearts.fill", iconFolder: nil) }
        #expect(misspelt.description.contains("no icon folder given (PIXELPROOF_ICONS)"), "\(misspelt)")
        #expect(misspelt.description.contains(#"did you mean "heart.fill""#), "\(misspelt)")
        #expect(SystemSymbols.folderFromEnvironment(["PIXELPROOF_ICONS": "/icons"]) == "/icons")
        #expect(SystemSymbols.folderFromEnvironment([:]) == nil)
    }
}
