@testable import DescriptionModel
import Layout
import Raster
import Testing
@testable import BuiltInComponents
@testable import DescriptionFormat
@testable import SceneBuilding

/// The description model meets the layout engine and the icon set without gaps.
@Suite struct ModelBridgeTests {
    @Test func everyIconNameHasADrawing() {
        #expect(IconName.allCases.map(\.rawValue) == BuiltInIcon.names)
        #expect(IconName.allCases.allSatisfy { $0.builtInIcon != nil })
    }

    @Test func builtInIconPathDataPassesTheDescriptionCheck() throws {
        for icon in BuiltInIcon.all {
            for layer in icon.layers { _ = try Path(svgPathData: layer.pathData) }
        }
    }

    @Test func alignmentsMapToBothAxes() {
        #expect(Alignment.center.layoutAlignment == .center)
        #expect(Alignment.topLeading.layoutAlignment == .topLeading)
        #expect(Alignment.bottomTrailing.layoutAlignment == LayoutAlignment(horizontal: .trailing, vertical: .bottom))
        #expect(Alignment.leading.layoutAlignment == LayoutAlignment(horizontal: .leading, vertical: .center))
        #expect(Set(Alignment.allCases.map(\.layoutAlignment)).count == 9)
    }

    @Test func directionNamesAreTheFileSpellings() throws {
        #expect(LayoutDirection.allCases.map(\.rawValue) == ["ltr", "rtl"])
        let error = parseError("system: ids\ndirection: rtll\ncanvas: {width: 1}\ncontent: spacer\n")
        #expect(error?.message == "unknown direction \"rtll\"; expected one of ltr, rtl (did you mean \"rtl\"?)")
    }
}
