import Files
import Foundation
import Testing
@testable import PixelproofTesting
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The String Catalog a snapshot test finds by convention beside its package's sources: the
/// package root, `Sources/<Module>/`, `Sources/<Module>/Resources/`. Whatever stands at
/// `Localizable.xcstrings` there is the catalog, so a pipe planted in one of those places is
/// named by the render's error instead of being passed over.
@Suite struct SnapshotStringsTests {
    @Test(arguments: ["", "/Sources/App", "/Sources/App/Resources"])
    func aPipeAtTheConventionalNameIsTheCatalog(place: String) throws {
        let root = try ScratchFolder.make(FilePath.temporaryFolder + "/pixelproof-strings-XXXXXX")
        defer { ScratchFolder.remove(root) }
        try FileManager.default.createDirectory(atPath: root + "/Sources/App/Resources", withIntermediateDirectories: true)
        #expect(FileManager.default.createFile(atPath: root + "/Package.swift", contents: Data("// swift-tools-version:6.0\n".utf8)))
        let pipe = root + place + "/Localizable.xcstrings"
        #expect(mkfifo(pipe, 0o600) == 0)
        #expect(SnapshotStrings.catalogPath(nil, testFile: root + "/Tests/AppTests/CardTests.swift", environment: [:]) == pipe)
    }
}
