import Files
import Foundation
import Testing

/// `FilePath.removeFolder`: a report folder made for a review, or a case's report written again,
/// goes whole; a link inside goes as a link, and what it points at stays.
@Suite struct FolderRemovalTests {
    @Test func aFolderGoesWithEverythingInItButNotWhatItsLinksPointAt() throws {
        let root = try makeTemporaryFolder()
        let folder = root + "/report", kept = root + "/golden.png"
        try FilePath.createFolder(folder + "/cases/a")
        try AtomicFile.write([1, 2, 3], to: folder + "/cases/a/actual.png")
        try AtomicFile.write([4, 5, 6], to: kept)
        try FileManager.default.createSymbolicLink(atPath: folder + "/golden.png", withDestinationPath: kept)
        try FilePath.removeFolder(folder)
        #expect(FileKind.at(folder) == .missing)
        #expect(try AtomicFile.read(kept, maxBytes: 10) == [4, 5, 6], "the link's target was removed with the folder")
    }

    @Test func nothingThereIsNoError() throws {
        let root = try makeTemporaryFolder()
        try FilePath.removeFolder(root + "/never-made")
        #expect(FileKind.at(root) == .folder)
    }
}
