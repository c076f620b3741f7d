import Files
import Foundation
import Localization
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What someone can plant where a String Catalog is found by convention (`Localizable.xcstrings`
/// in a folder the run reads): whatever stands there is the catalog, so a pipe, a folder or a
/// huge file is refused when it is read, naming it and what it is — never passed over in
/// silence, waited on, or read whole.
@Suite struct PlantedCatalogTests {
    @Test func aPipeAtTheConventionalNameIsFoundAndRefusedNamingIt() throws {
        let root = try ScratchFolder.make(FilePath.temporaryFolder + "/pixelproof-planted-XXXXXX")
        defer { ScratchFolder.remove(root) }
        let pipe = root + "/" + StringCatalog.conventionalName
        #expect(mkfifo(pipe, 0o600) == 0)
        #expect(StringCatalog.locate(explicit: nil, environment: [:], conventionFolders: [root]) == pipe)
        for path in [pipe, root] {
            let error = #expect(throws: LocalizationError.self) { try StringCatalog.load(at: path) }
            #expect(error?.description.hasPrefix(pipe + ": ") == true && error?.description.contains("it is a pipe, not a regular file") == true,
                    "\(String(describing: error))")
        }
    }

    @Test func aFolderAtTheConventionalNameIsRefusedNamingIt() throws {
        let root = try ScratchFolder.make(FilePath.temporaryFolder + "/pixelproof-planted-XXXXXX")
        defer { ScratchFolder.remove(root) }
        let folder = root + "/" + StringCatalog.conventionalName
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        #expect(StringCatalog.locate(explicit: nil, environment: [:], conventionFolders: [root]) == folder)
        let error = #expect(throws: LocalizationError.self) { try StringCatalog.load(at: folder) }
        #expect(error?.description.hasPrefix(folder + ": cannot read: it is a folder, not a file") == true, "\(String(describing: error))")
    }

    /// A sparse file one byte past the limit: refused by its size before a byte is read.
    @Test func aCatalogPastTheSizeLimitIsRefusedBeforeReading() throws {
        let root = try ScratchFolder.make(FilePath.temporaryFolder + "/pixelproof-planted-XXXXXX")
        defer { ScratchFolder.remove(root) }
        let huge = root + "/" + StringCatalog.conventionalName
        #expect(FileManager.default.createFile(atPath: huge, contents: nil))
        #expect(truncate(huge, off_t(StringCatalog.maxBytes + 1)) == 0)
        #expect(StringCatalog.locate(explicit: nil, environment: [:], conventionFolders: [root]) == huge)
        let error = #expect(throws: LocalizationError.self) { try StringCatalog.cached(at: huge) }
        #expect(error?.description.hasPrefix(huge + ": ") == true && error?.description.contains("\(StringCatalog.maxBytes + 1) bytes") == true,
                "\(String(describing: error))")
    }
}
