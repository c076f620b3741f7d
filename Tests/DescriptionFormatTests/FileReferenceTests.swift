@testable import DescriptionModel
import Testing
@testable import BuiltInComponents
@testable import DescriptionFormat
@testable import SceneBuilding

/// Image and token-file paths are kept as written and resolved against the description's directory;
/// missing files are reported with their place by a helper that never touches the disk itself.
@Suite struct FileReferenceTests {
    @Test func resolution() {
        #expect(FileReference(given: "a.png", relativeTo: "/designs").resolved == "/designs/a.png")
        #expect(FileReference(given: "a.png", relativeTo: "/designs/").resolved == "/designs/a.png")
        #expect(FileReference(given: "/abs/a.png", relativeTo: "/designs").resolved == "/abs/a.png")
        #expect(FileReference(given: "img/a.png", relativeTo: nil).resolved == "img/a.png")
        #expect(FileReference(given: "a.png", relativeTo: "").resolved == "a.png")
    }

    @Test func everyNamedFileIsListed() throws {
        let document = try parse("""
            system: brand/tokens.json
            canvas: {width: 375}
            content:
              vstack:
                children:
                  - image: {source: photos/a.png}
                  - frame: {child: {image: {source: /tmp/b.png}}}
            """, directory: "/work/designs")
        #expect(document.fileReferences.map(\.path.description) == [
            "system", "content.vstack.children[0].image.source", "content.vstack.children[1].frame.child.image.source",
        ])
        #expect(document.fileReferences.map(\.file.resolved) == ["/work/designs/brand/tokens.json", "/work/designs/photos/a.png", "/tmp/b.png"])
    }

    @Test func missingFilesHaveTheirPlace() throws {
        let document = try parse(idsDocument("imageCard: {source: cards/milk.png}"), file: "cards.yaml", directory: "/d")
        #expect(document.unusableFiles { _ in .regularFile }.isEmpty)
        let errors = document.unusableFiles { _ in .missing }
        #expect(errors.map(\.description) == [
            "cards.yaml:4:23: content.imageCard.source: file \"cards/milk.png\" not found (looked for /d/cards/milk.png); paths are relative to the description file",
        ])
    }

    /// A folder named like the file (`icons.svg/`) is not "not found": it is there, and the fix is
    /// to name a file inside it. Each key says what it takes.
    @Test func aFolderWhereAFileIsNamedIsSaidToBeAFolder() throws {
        let document = try parse("""
            system: web
            canvas: {width: 375}
            content:
              vstack:
                children:
                  - icon: {file: icons.svg}
                  - image: {source: photos}
            """, file: "screen.yaml", directory: "/d")
        #expect(document.unusableFiles { _ in .folder }.map(\.description) == [
            "screen.yaml:6:22: content.vstack.children[0].icon.file: \"icons.svg\" is a folder (/d/icons.svg), not an icon file (.svg or .png); name an icon file (.svg or .png) inside it, relative to the description file",
            "screen.yaml:7:25: content.vstack.children[1].image.source: \"photos\" is a folder (/d/photos), not a PNG file; name a PNG file inside it, relative to the description file",
        ])
        let pipe = try #require(document.unusableFiles { _ in .pipe }.first)
        #expect(pipe.description.contains("\"icons.svg\" is a pipe (/d/icons.svg), not an icon file (.svg or .png); name a regular file"))
    }
}
