import Foundation
import Pixelproof
import PixelproofTesting
import Testing

/// What a user writes with `import Pixelproof` alone (this target depends on nothing else): a tree
/// of description nodes built in Swift, the built-in components as their nodes, rendered; the same
/// screen as a description file gives the same bytes. (SwiftUI's words are PixelproofUI's:
/// ComponentViewTests draws the same screen as views.)
@Suite struct OneImportTests {
    /// The screen's column, as nodes; ComponentViewTests builds the same one from views.
    static var column: Node {
        .vstack(StackNode(spacing: .points(12), alignment: .horizontal(.leading), children: [
            IDSTopNav(title: "Surface title", leadingIcon: .arrowLeft, leadingAction: {}).node,
            SectionTitleNode(title: "Section title", hierarchy: .subtitle, isContained: false,
                             trailing: IDSButton("Action", type: .tertiary, size: .compact).node).node,
            ContentRowNode(title: "Location", subtitle: "123 Main St", leading: .icon(IconNode(glyph: .builtIn(.marker)))).node,
            .hstack(StackNode(spacing: .points(8), alignment: .vertical(.center), children: [
                IDSButton("Continue", type: .primary).node,
                IDSBadge(type: .counter(3), appearance: .critical).node,
            ])),
        ]))
    }

    @Test func aTreeOfNodesRendersLikeItsDescription() throws {
        let screen = Node.vstack(StackNode(alignment: .horizontal(.center), padding: LengthInsets(all: .points(16)),
                                           background: .color(.token("grayscale20")), children: [Self.column]))
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
