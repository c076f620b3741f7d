import Files
import Foundation
import Testing

/// The one folder walker: every file under a folder, in name order whatever the file system's
/// order, folders left out, a skipped folder's contents never visited.
@Suite struct FolderWalkTests {
    func folder(with files: [String]) throws -> String {
        let root = try makeTemporaryFolder()
        for file in files {
            try FilePath.createFolder(FilePath.parentFolder(of: root + "/" + file))
            try AtomicFile.write(Array(file.utf8), to: root + "/" + file)
        }
        return root
    }

    @Test func everyFileInNameOrderWithItsStamp() throws {
        let root = try folder(with: ["b.yaml", "a/z.yaml", "a/c.yaml", ".hidden/x.yaml", "c.json"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let found = try FolderWalk.files(in: root)
        #expect(found.map(\.relative) == [".hidden/x.yaml", "a/c.yaml", "a/z.yaml", "b.yaml", "c.json"])
        #expect(found.allSatisfy { $0.isRegular && $0.path == root + "/" + $0.relative && $0.size == $0.relative.utf8.count })
    }

    @Test func skippedFoldersAreNotEntered() throws {
        let root = try folder(with: [".git/config", "a/.build/debug.yaml", "a/b.yaml", "skip/me.yaml"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        var asked: [String] = []
        let found = try FolderWalk.files(in: root) { relative, _, isFolder in
            asked.append(relative)
            return FolderWalk.isHiddenOrBuild(relative) || (isFolder && relative == "skip")
        }
        #expect(found.map(\.relative) == ["a/b.yaml"])
        #expect(!asked.contains(".git/config") && !asked.contains("skip/me.yaml") && !asked.contains("a/.build/debug.yaml"))
    }

    @Test func aFileOrMissingFolderIsAnError() throws {
        let root = try folder(with: ["a.yaml"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(throws: FileError.self) { try FolderWalk.files(in: root + "/a.yaml") }
        #expect(throws: FileError.self) { try FolderWalk.files(in: root + "/nowhere") }
    }
}

/// Where files are, as the process sees them: absolute spellings compare equal, links resolve,
/// `~` is the home folder; copying and removing go through the same atomic writes.
@Suite struct FileSystemPathTests {
    @Test func absoluteSpellingsCompareEqual() {
        #expect(FilePath.absolute("/a/./b/../Snapshots/") == "/a/Snapshots")
        #expect(FilePath.absolute("Snapshots") == FilePath.absolute("./x/../Snapshots"))
        #expect(FilePath.absolute("Snapshots") == FilePath.currentFolder + "/Snapshots")
    }

    @Test func linksResolveAndMissingPathsAreNil() throws {
        let root = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FilePath.createFolder(root + "/real")
        #expect(symlink(root + "/real", root + "/link") == 0)
        #expect(FilePath.resolvingLinks(root + "/link/../link") == FilePath.resolvingLinks(root + "/real"))
        #expect(FilePath.resolvingLinks(root + "/nowhere") == nil)
    }

    @Test func homeIsExpandedOnlyAtTheStart() {
        let home = ProcessInfo.processInfo.environment["HOME"] ?? ""
        #expect(FilePath.expandingHome("~/fonts") == home + "/fonts")
        #expect(FilePath.expandingHome("~") == home)
        #expect(FilePath.expandingHome("a/~/b") == "a/~/b")
        #expect(FilePath.expandingHome("~other/x") == "~other/x")
    }

    @Test func copyAndRemove() throws {
        let root = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try AtomicFile.write(Array("golden".utf8), to: root + "/a.png")
        try AtomicFile.copy(root + "/a.png", to: root + "/b.png", maxBytes: 1 << 26)
        #expect(try AtomicFile.read(root + "/b.png", maxBytes: 1 << 26) == Array("golden".utf8))
        #expect(throws: FileError.self) { try AtomicFile.copy(root + "/a.png", to: root + "/c.png", maxBytes: 3) }
        #expect(!FilePath.exists(root + "/c.png"))
        try AtomicFile.remove(root + "/b.png")
        #expect(!FilePath.exists(root + "/b.png"))
        try AtomicFile.remove(root + "/b.png")  // already gone: no error
    }
}
