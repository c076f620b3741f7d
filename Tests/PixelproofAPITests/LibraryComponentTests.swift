import Foundation
import Pixelproof
import Testing

/// A team's own components from Swift, with `import Pixelproof` alone: `LibraryComponent` reads a
/// library file and draws exactly what a description using it draws; a wrong prop is refused
/// with the description's own message.
@Suite struct LibraryComponentTests {
    static let chips = """
        components:
          Chip:
            figmaName: DS.Chip
            props:
              label:      { type: string }
              size:       { type: enum, values: [small, large], default: small }
              isSelected: { type: bool, default: false }
            body:
              hstack:
                padding: { $switch: size, cases: { small: 8, large: 12 } }
                background:
                  shape: { kind: pill, fill: { $switch: isSelected, cases: { true: buttonPrimaryBg, false: grayscale20 } } }
                children:
                  - text: { string: "${label}", style: { $switch: size, cases: { small: accentRegular, large: bodyRegular } } }

        """

    func folder() throws -> String {
        let folder = NSTemporaryDirectory() + "pixelproof-library-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder + "/Design", withIntermediateDirectories: true)
        try Self.chips.write(toFile: folder + "/Design/chips.yaml", atomically: true, encoding: .utf8)
        return folder
    }

    @Test func aLibraryComponentInSwiftDrawsLikeTheDescriptionUsingIt() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let chip = try LibraryComponent("Chip", from: folder + "/Design/chips.yaml",
                                        props: ["label": "Fresh", "size": "large", "isSelected": true])
        let fromSwift = try Renderer(scale: 2).png(of: .vstack(StackNode(alignment: .horizontal(.center), padding: LengthInsets(all: .points(16)),
                                                                             children: [.hstack(StackNode(alignment: .vertical(.center), children: [chip.node]))])),
                                                  width: 200, background: .literal(r: 255, g: 255, b: 255))

        let yaml = """
            system: ids
            import: [Design/chips.yaml]
            canvas: { width: 200, background: "#ffffff" }
            content:
              hstack:
                padding: 16
                children:
                  - Chip: { label: Fresh, size: large, isSelected: true }

            """
        try yaml.write(toFile: folder + "/screen.yaml", atomically: true, encoding: .utf8)
        let fromFile = try Renderer(scale: 2).png(of: try DescriptionFile.load(folder + "/screen.yaml"))
        #expect(fromSwift == fromFile)
    }

    @Test func aWrongPropIsRefusedWithTheDescriptionsMessage() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect {
            _ = try LibraryComponent("Chip", from: folder + "/Design/chips.yaml", props: ["label": "Fresh", "size": "medium"])
        } throws: { error in
            "\(error)".contains("unknown value \"medium\" for size; expected one of small, large")
        }
        #expect {
            _ = try LibraryComponent("Chp", from: folder + "/Design/chips.yaml")
        } throws: { error in
            "\(error)".contains("did you mean \"Chip\"?")
        }
    }
}
