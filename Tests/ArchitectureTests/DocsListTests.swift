import Foundation
import Testing

/// The README is where a reader finds the docs: every file in docs/ and docs/notes/ (the pages,
/// the schema, the SwiftUI corpus's list) is linked from it. A file added without its link fails
/// here, naming it.
@Suite struct DocsListTests {
    func isFolder(_ relative: String) -> Bool {
        var folder: ObjCBool = false
        return FileManager.default.fileExists(atPath: ModuleTableTests.root + "/" + relative, isDirectory: &folder) && folder.boolValue
    }

    @Test func theReadmeLinksEveryDoc() throws {
        let readme = try ModuleTableTests.read("README.md")
        var pages: [String] = []
        for folder in ["docs", "docs/notes"] {
            let names = try FileManager.default.contentsOfDirectory(atPath: ModuleTableTests.root + "/" + folder)
            pages += names.filter { !$0.hasPrefix(".") }.map { folder + "/" + $0 }.filter { !isFolder($0) }
        }
        #expect(pages.count > 20, "docs/ was not found")
        let unlisted = pages.sorted().filter { !readme.contains("](\($0))") }
        #expect(unlisted.isEmpty, "README.md does not link \(unlisted.joined(separator: ", "))")
        let linksTheChangelog = readme.contains("](CHANGELOG.md)")
        #expect(linksTheChangelog, "README.md does not link CHANGELOG.md")
    }
}
