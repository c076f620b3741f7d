@testable import DescriptionModel
import Layout
import Raster
import Testing
import Values
@testable import BuiltInComponents
@testable import DescriptionFormat
@testable import SceneBuilding

/// The description model meets the layout engine and the icon set without gaps.
@Suite struct ModelBridgeTests {
    @Test func everyIconNameHasADrawing() {
        #expect(IconName.allCases.map(\.rawValue) == BuiltInIcon.names)
        #expect(IconName.allCases.allSatisfy { $0.builtInIcon != nil })
    }

    /// Each layer's path data is accepted by the parser a description's `d:` goes through, draws
    /// something, and stays inside the 24-point box the icons are scaled from.
    @Test func builtInIconPathDataPassesTheDescriptionCheck() throws {
        let box = Rect(x: 0, y: 0, width: BuiltInIcon.boxSize, height: BuiltInIcon.boxSize)
        for icon in BuiltInIcon.all {
            for layer in icon.layers {
                let bounds = try #require(try Path(svgPathData: layer.pathData).controlBounds, "\(icon.name): an empty path")
                #expect(box.union(bounds) == box, "\(icon.name): \(layer.pathData) reaches \(bounds), outside the 24 x 24 box")
            }
        }
    }

    @Test func alignmentsMapToBothAxes() {
        #expect(ContentAlignment.center.layoutAlignment == .center)
        #expect(ContentAlignment.topLeading.layoutAlignment == .topLeading)
        #expect(ContentAlignment.bottomTrailing.layoutAlignment == LayoutAlignment(horizontal: .trailing, vertical: .bottom))
        #expect(ContentAlignment.leading.layoutAlignment == LayoutAlignment(horizontal: .leading, vertical: .center))
        #expect(Set(ContentAlignment.allCases.map(\.layoutAlignment)).count == 9)
    }

    @Test func directionNamesAreTheFileSpellings() throws {
        #expect(ReadingDirection.allCases.map(\.rawValue) == ["ltr", "rtl"])
        let error = parseError("system: ids\ndirection: rtll\ncanvas: {width: 1}\ncontent: spacer\n")
        #expect(error?.message == "unknown direction \"rtll\"; expected one of ltr, rtl (did you mean \"rtl\"?)")
    }
}
