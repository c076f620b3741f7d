import Foundation
import Synchronization
import Files
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A fresh folder under /tmp, removed when the test process exits.
func makeTemporaryFolder() throws -> String { madeFolder("/tmp/pixelproof-files-XXXXXX") }

/// A new folder from `template` (ending in XXXXXX), removed when the test process exits.
func madeFolder(_ template: String) -> String { try! ScratchFolder.make(template) }

/// Path arithmetic on plain strings, the way descriptions and the command line write paths.
@Suite struct FilePathTests {
    @Test func parentFolderFileNameAndStem() {
        #expect(FilePath.parentFolder(of: "a/b/c.png") == "a/b")
        #expect(FilePath.parentFolder(of: "c.png") == ".")
        #expect(FilePath.parentFolder(of: "/c.png") == "/")
        #expect(FilePath.fileName(of: "a/b/c.test.png") == "c.test.png")
        #expect(FilePath.stem(of: "a/b/c.test.png") == "c.test")
        #expect(FilePath.stem(of: ".hidden") == ".hidden")
    }

    @Test func joinKeepsAbsolutePaths() {
        #expect(FilePath.join("docs", "a.png") == "docs/a.png")
        #expect(FilePath.join("docs/", "a.png") == "docs/a.png")
        #expect(FilePath.join(".", "a.png") == "a.png")
        #expect(FilePath.join("docs", "/abs/a.png") == "/abs/a.png")
    }

    @Test func createFolderMakesTheMissingParentsAndNamesAFailure() throws {
        let root = try makeTemporaryFolder()
        try FilePath.createFolder(root + "/x/y/z")
        #expect(FilePath.isFolder(root + "/x/y/z"))
        try FilePath.createFolder(root + "/x/y/z")  // again: nothing to do
        try AtomicFile.write([1], to: root + "/file")
        #expect(FilePath.isFile(root + "/file") && !FilePath.isFile(root + "/x"))
        let error = try #require(throws: FileError.self) { try FilePath.createFolder(root + "/file/sub") }
        #expect(error.path == root + "/file/sub" && error.reason == "Not a directory")
    }
}
