import Foundation
import Testing
@testable import BuiltInComponents
@testable import DescriptionFormat
@testable import SceneBuilding
import Layout
import Pixelproof
import Values

/// Icons grow in a Dynamic Type variant with their `relativeTo` text style (default body), as an
/// SF Symbol grows with its font: body is 17 pt at Large and 40 pt at AX3, caption2 11 and 29.
struct IconDynamicTypeTests {
    static func iconWidth(_ icon: String, textSize: String) throws -> Double {
        let yaml = "system: ids\ntextSize: \(textSize)\ncanvas: { width: 200 }\ncontent: { icon: \(icon) }\n"
        let document = try DescriptionFile.load(descriptionFile(yaml), scale: 1)
        var lowering = Lowering(context: try Renderer(scale: 1).context(for: document))
        return Layout.place(try lowering.lower(document.content, at: "content"), proposal: ProposedSize(width: 200, height: nil)).frame.width
    }

    @Test func iconsScaleWithTheirTextStyle() throws {
        #expect(try Self.iconWidth("{ name: home }", textSize: "large") == 24)
        #expect(try abs(Self.iconWidth("{ name: home }", textSize: "AX3") - 24 * 40 / 17) < 1e-9)
        #expect(try abs(Self.iconWidth("{ name: home, size: 16, relativeTo: caption2 }", textSize: "AX3") - 16 * 29 / 11) < 1e-9)
        #expect(try abs(Self.iconWidth("{ name: home, relativeTo: largeTitle }", textSize: "xSmall") - 24 * 31 / 34) < 1e-9)
    }
}
