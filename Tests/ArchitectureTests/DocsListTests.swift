import Foundation
import Testing

/// The README is where a reader finds the docs: every page in docs/ and docs/notes/ (and the
/// schema) is linked from it. A page added without its link fails here, naming it.
@Suite struct DocsListTests {
    @Test func theReadmeLinksEveryDoc() throws {
        let readme = try ModuleTableTests.read("README.md")
        var pages: [String] = []
        for folder in ["docs", "docs/notes"] {
            let names = try FileManager.default.contentsOfDirectory(atPath: ModuleTableTests.root + "/" + folder)
            pages += names.filter { $0.hasSuffix(".md") || $0.hasSuffix(".json") }.map { folder + "/" + $0 }
        }
        #expect(pages.count > 20, "docs/ was not found")
        let unlisted = pages.sorted().filter { !readme.contains("](\($0))") }
        #expect(unlisted.isEmpty, "README.md does not link \(unlisted.joined(separator: ", "))")
        let linksTheChangelog = readme.contains("](CHANGELOG.md)")
        #expect(linksTheChangelog, "README.md does not link CHANGELOG.md")
    }
}
