import Components
import PixelproofKit
import Raster
import Testing

/// A tree built in Swift and the same description in YAML render through one path to the same bytes.
@Suite struct SwiftTreeTests {
    @Test func swiftTreeEqualsTheDescriptionFile() throws {
        let tree = VStack(spacing: 12, alignment: .leading) {
            IDSButton("Continue", type: .primary)
            IDSButton("Continue", type: .detrimental, isLoading: true)
            HStack(spacing: 8) {
                IDSButton("Details", type: .tertiary, size: .small)
                IDSBadge(type: .counter(3), appearance: .critical)
            }
            Text("Delivered", style: "bodyRegular", color: "contentSecondary")
        }
        let fromSwift = try Renderer(scale: 2).png(of: tree, width: 375, padding: 16)
        let yaml = """
            system: ids
            canvas: { width: 375, padding: 16 }
            content:
              vstack:
                spacing: 12
                alignment: leading
                children:
                  - button: { label: Continue, type: primary }
                  - button: { label: Continue, type: detrimental, isLoading: true }
                  - hstack:
                      spacing: 8
                      children:
                        - button: { label: Details, type: tertiary, size: small }
                        - badge: { type: counter, count: 3, appearance: critical, isOutlined: true }
                  - text: { string: Delivered, style: bodyRegular, color: contentSecondary }
            """
        let fromFile = try Renderer(scale: 2).png(of: try DescriptionFile.load(descriptionFile(yaml)))
        #expect(fromSwift == fromFile)
    }

    @Test func standardButtonTakesTheOfferedWidth() throws {
        let pixmap = try Renderer(scale: 1).pixmap(of: IDSButton("Continue"), width: 375, padding: 16)
        #expect(pixmap.width == 375 && pixmap.height == 88)  // 16 + 56 + 16
        let green = Color(hex: "#108910")!
        #expect(pixmap.color(40, 44) == green && pixmap.color(334, 44) == green)  // 343 wide from x = 16
        #expect(pixmap.color(8, 44).a == 0 && pixmap.color(366, 44).a == 0)
    }
}
