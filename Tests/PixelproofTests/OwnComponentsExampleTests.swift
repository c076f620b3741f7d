import Foundation
import Pixelproof
import Testing

/// The worked example of docs/COMPONENTS.md ("Writing your own components") is real: the files in
/// docs/examples/own-components are what the page shows, the screen renders, and the library's
/// catalog has the variants and Figma names the page describes.
@Suite struct OwnComponentsExampleTests {
    static let folder = #filePath.replacingOccurrences(of: "Tests/PixelproofTests/OwnComponentsExampleTests.swift",
                                                       with: "docs/examples/own-components")
    static let page = #filePath.replacingOccurrences(of: "Tests/PixelproofTests/OwnComponentsExampleTests.swift",
                                                     with: "docs/COMPONENTS.md")

    @Test func thePageShowsTheExampleFilesAsTheyAre() throws {
        let page = try String(contentsOfFile: Self.page, encoding: .utf8)
        for file in ["acme.yaml", "screen.yaml"] {
            let text = try String(contentsOfFile: Self.folder + "/" + file, encoding: .utf8)
            #expect(page.contains("```yaml\n" + text + "```"), "COMPONENTS.md does not show \(file) as it is")
        }
    }

    @Test func theScreenRendersAndTheLibraryHasItsVariants() throws {
        let pixmap = try Renderer(scale: 1).pixmap(of: try DescriptionFile.load(Self.folder + "/screen.yaml"))
        #expect(pixmap.width == 375)
        #expect(pixmap.inkedRows(background: .white).count > 40, "chips and rows are drawn")
        let items = try ComponentLibrary.variants(Self.folder + "/acme.yaml", system: "ids")
        #expect(items.map(\.figmaName.description) == [
            "Acme.Chip / size=small, isSelected=false", "Acme.Chip / size=small, isSelected=true",
            "Acme.Chip / size=large, isSelected=false", "Acme.Chip / size=large, isSelected=true",
            "Acme.ListItem / dense=false", "Acme.ListItem / dense=true",
        ])
        #expect(items.allSatisfy { $0.system == "acme" })
    }
}
