import Files
import Testing

/// Scratch folders: fresh and empty each time, refused with the reason when they cannot be made.
@Suite struct ScratchFolderTests {
    @Test func eachFolderIsNewAndEmpty() throws {
        let first = try ScratchFolder.make("/tmp/pixelproof-scratch-XXXXXX")
        let second = try ScratchFolder.make("/tmp/pixelproof-scratch-XXXXXX")
        #expect(first != second)
        #expect(first.hasPrefix("/tmp/pixelproof-scratch-") && !first.hasSuffix("XXXXXX"))
        #expect(FilePath.isFolder(first) && FilePath.isFolder(second))
        #expect(try FolderWalk.files(in: first).isEmpty)
    }

    @Test func aFolderThatCannotBeMadeIsAnErrorNamingIt() {
        let error = try? #require(throws: FileError.self) { try ScratchFolder.make("/nonexistent-pixelproof/x-XXXXXX") }
        #expect(error?.description == "/nonexistent-pixelproof/x-XXXXXX: cannot create a temporary folder: No such file or directory")
    }
}
