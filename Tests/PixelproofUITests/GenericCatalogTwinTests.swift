import Pixelproof
import PixelproofUI
import Testing

/// The generic catalog's pictures are the seed templates' renders: every picture the catalog
/// draws from `Libraries/generic.yaml` is drawn again from its Swift twin (`CatalogTwins`, the
/// verbatim templates with the example asset catalog) and the two PNGs must be the same bytes,
/// and the two must be the same elements for assistive technology (role, label, state, frame),
/// at Large and AX3, left to right and right to left. A change to a template, the asset catalog
/// or the YAML library that the other does not follow fails here, naming the picture. The twin is
/// drawn on the canvas of the system its YAML names (web), so its text styles draw as that
/// system's descriptions do (docs/SWIFTUI.md, "The system font and twins").
@Suite struct GenericCatalogTwinTests {
    static let variants = [Variant(), Variant(textSize: .AX3), Variant(direction: .rightToLeft),
                           Variant(textSize: .AX3, direction: .rightToLeft)]

    @Test func everyPictureIsItsTemplatesRender() throws {
        let items = try Catalog.items(system: "generic")
        #expect(items.count == 9)
        let renderer = Renderer(scale: 2)
        for item in items {
            let stem = item.figmaName.fileStem
            guard let twin = CatalogTwins.view(forFileStem: stem) else {
                Issue.record("\(stem): the catalog draws it and no Swift twin is written (CatalogTwins)")
                continue
            }
            for variant in Self.variants {
                var document = item.document
                document.variant = variant
                let viewDocument = try renderer.document(of: twin, width: 375, variant: variant, canvas: ViewCanvas(system: item.document.system),
                                                         assets: SeedTemplateTests.assets)
                let description = try renderer.pixmap(of: document), view = try renderer.pixmap(of: viewDocument)
                #expect(try renderer.png(of: document) == (try renderer.png(of: viewDocument)),
                        "\(stem) [\(variant)]: \(Self.difference(description, view))")
                let described = try Self.elements(of: document, renderer), viewed = try Self.elements(of: viewDocument, renderer)
                #expect(described == viewed, "\(stem) [\(variant)]: the YAML's elements \(described), the template's \(viewed)")
            }
        }
    }

    /// The picture's elements for assistive technology, as the audit reads them (the component
    /// that says so is left out: the YAML's is its own component, the template's a SwiftUI view).
    static func elements(of document: Document, _ renderer: Renderer) throws -> [String] {
        try renderer.displayList(of: document).semantics.elements.map { e in
            "\(e.role.map { "\($0)" } ?? "-") \"\(e.label ?? "")\"\(e.isDisabled ? " disabled" : "")\(e.isHidden ? " hidden" : "")"
                + " at \(e.frame.x),\(e.frame.y) \(e.frame.width)x\(e.frame.height)"
        }
    }

    /// What differs, for the failure message: the sizes, or how many pixels.
    static func difference(_ description: Pixmap, _ view: Pixmap) -> String {
        guard description.width == view.width, description.height == view.height else {
            return "the YAML draws \(description.width) x \(description.height) px, the template \(view.width) x \(view.height) px"
        }
        var differing = 0
        for y in 0..<view.height {
            for x in 0..<view.width where description[x, y] != view[x, y] { differing += 1 }
        }
        return "\(differing) of \(view.width * view.height) px differ between the YAML and the template"
    }

    /// The check sees a difference: the same picture with the template's card padding the web
    /// token's 24 px instead of Space.l is refused.
    @Test func aTwinThatDriftsIsCaught() throws {
        let card = try #require(try Catalog.items(system: "generic").first)
        let renderer = Renderer(scale: 2)
        let drifted = try renderer.pixmap(of: DriftedCard(), width: 375, canvas: ViewCanvas(system: card.document.system),
                                          assets: SeedTemplateTests.assets)
        #expect(try renderer.pixmap(of: card.document) != drifted)
        #expect(Self.difference(try renderer.pixmap(of: card.document), drifted).contains("px"))
    }
}
