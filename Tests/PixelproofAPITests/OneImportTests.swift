import Foundation
import Pixelproof
import PixelproofTesting
import Testing

/// What a user writes, with `import Pixelproof` alone (this target depends on nothing else): a
/// tree in SwiftUI's own words (initialiser order, trailing closures, modifiers), rendered, and the
/// same screen as a description file gives the same bytes.
@Suite struct OneImportTests {
    @Test func aSwiftUIShapedTreeRendersLikeItsDescription() throws {
        let screen = VStack(alignment: .leading, spacing: 12) {
            IDSTopNav(title: "Surface title", leadingIcon: .arrowLeft, leadingAction: {})
            IDSSectionTitle("Section title", hierarchy: .subtitle, isContained: false) {
                IDSButton("Action", type: .tertiary, size: .compact) {}
            }
            IDSContentRow(title: "Location", subtitle: "123 Main St") {
                Icon(.marker)
            }
            HStack(spacing: 8) {
                IDSButton("Continue", type: .primary) {}
                IDSBadge(type: .counter(3), appearance: .critical)
            }
        }
        .padding(16)
        .background("grayscale20")
        let fromSwift = try Renderer(scale: 2).png(of: screen, width: 375)

        let yaml = """
            system: ids
            canvas: { width: 375 }
            content:
              vstack:
                padding: 16
                background: grayscale20
                children:
                  - vstack:
                      alignment: leading
                      spacing: 12
                      children:
                        - topNav: { title: Surface title, leadingIcon: arrowLeft }
                        - sectionTitle:
                            title: Section title
                            hierarchy: subtitle
                            isContained: false
                            trailing: { button: { label: Action, type: tertiary, size: compact } }
                        - contentRow: { title: Location, subtitle: 123 Main St, leading: { icon: { name: marker } } }
                        - hstack:
                            spacing: 8
                            children:
                              - button: { label: Continue, type: primary }
                              - badge: { type: counter, count: 3, appearance: critical }
            """
        let folder = FileManager.default.temporaryDirectory.path + "/pixelproof-api-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try yaml.write(toFile: folder + "/screen.yaml", atomically: true, encoding: .utf8)
        let fromFile = try Renderer(scale: 2).png(of: try DescriptionFile.load(folder + "/screen.yaml"))
        #expect(fromSwift == fromFile)
    }
}
