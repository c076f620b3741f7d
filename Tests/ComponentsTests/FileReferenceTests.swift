import Testing
@testable import Components

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
        #expect(document.missingFiles { _ in true }.isEmpty)
        let errors = document.missingFiles { _ in false }
        #expect(errors.map(\.description) == [
            "cards.yaml:4:23: content.imageCard.source: file \"cards/milk.png\" not found (looked for /d/cards/milk.png); paths are relative to the description file",
        ])
    }
}
