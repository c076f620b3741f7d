@testable import BuiltInComponents
@testable import DescriptionFormat
@testable import SceneBuilding
import Pixelproof
import Raster
import Testing
import Values

/// The worked example of docs/ARCHITECTURE.md: a component added in one file is parsed, checked
/// against its key table, drawn, built in Swift and catalogued like the built-in ones.
@Suite struct WorkedExampleTests {
    let parser = DescriptionParser(components: ComponentRegistry.builtIn.adding(TagNode.self))

    func load(_ yaml: String) throws -> Document {
        try DescriptionFile.load(bytes: Array(yaml.utf8), file: "tag.yaml", directory: ".", parser: parser)
    }

    @Test func aDescriptionUsesTheNewComponent() throws {
        let document = try load("system: web\ncanvas: {width: 120, background: \"#ffffff\", padding: 16}\ncontent: {tag: {label: New, tone: accent}}")
        #expect(document.content == TagNode(label: "New", tone: .accent).node)
        let pixmap = try Renderer(scale: 1).pixmap(of: document)
        // 16 px padding above and below the 24 px pill.
        #expect(pixmap.height == 56)
        // The pill's fill (primary-100) in its left cap, before the label; the label's ink inside.
        #expect(pixmap.color(20, 28) == RGBAColor(hex: "#ede9fe"))
        let inked = (16..<40).contains { y in (40..<80).contains { x in pixmap.color(x, y).r < 0x90 } }
        #expect(inked, "the label is drawn in primary-700")
    }

    @Test func itsKeysAreChecked() throws {
        #expect { try load("system: web\ncanvas: {width: 120}\ncontent: {tag: {label: New, tome: accent}}") } throws: { error in
            "\(error)".contains("unknown key \"tome\" in tag") && "\(error)".contains("did you mean \"tone\"?")
        }
        #expect { try load("system: ids\ncanvas: {width: 120}\ncontent: {tag: {label: New}}") } throws: { error in
            "\(error)".contains("\"tag\" is a component of the web system")
        }
    }

    @Test func swiftBuildsTheSameNode() throws {
        let renderer = Renderer(scale: 2)
        let fromSwift = try renderer.pixmap(of: Tag("New", tone: .accent).node, width: 120, system: .web, background: .literal(.white), padding: 16)
        let fromFile = try renderer.pixmap(of: try load("system: web\ncanvas: {width: 120, background: \"#ffffff\", padding: 16}\ncontent: {tag: {label: New, tone: accent}}"))
        #expect(fromSwift.bytes == fromFile.bytes)
    }

    @Test func itsCatalogPicturesAreNamedForFigma() {
        let names = TagNode.catalog.map(\.figmaName.description)
        #expect(names == ["Web.Tag / Neutral - Default", "Web.Tag / Accent - Default"])
    }
}
