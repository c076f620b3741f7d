import BuiltInComponents
import DescriptionFormat
import SceneBuilding
import Files
@testable import PixelproofCLI
import Testing

/// `pixelproof render` adds "(while rendering FILE)" to an error that does not say which file it
/// is about. The decision is taken on the error's type and fields, never on its text.
@Suite struct RenderFailureNamingTests {
    let file = RenderJob(input: "cards/a.yaml", output: "a.png")
    let stdin = RenderJob(input: "-", output: "out.png", stdinFormat: .json)

    @Test func aDescriptionErrorNamesItsOwnFile() {
        let own = DescriptionError(file: "cards/a.yaml", location: nil, path: .root, message: "bad")
        let imported = DescriptionError(file: "lib/cards.yaml", location: nil, path: .root, message: "bad")
        #expect(file.isNamed(by: own))
        #expect(!file.isNamed(by: imported))
        #expect(file.isNamed(by: DescriptionErrors([own, own])) && !file.isNamed(by: DescriptionErrors([own, imported])))
    }

    @Test func standardInputIsNamedAsItsErrorsNameIt() {
        #expect(stdin.sourceName == "stdin.json")
        #expect(stdin.isNamed(by: DescriptionError(file: "stdin.json", location: nil, path: .root, message: "trailing comma")))
    }

    @Test func aMessageThatMentionsTheFileDoesNotCount() {
        #expect(!file.isNamed(by: RenderError("content.image", "cannot draw cards/a.yaml's image")))
        #expect(file.isNamed(by: FileError(path: "cards/a.yaml", action: "cannot open", reason: "No such file or directory")))
        #expect(!file.isNamed(by: FileError(path: "a.png", action: "cannot write", reason: "cards/a.yaml")))
    }
}
