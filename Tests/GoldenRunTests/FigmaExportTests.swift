import Testing
@testable import GoldenRun
import PixelDiff

/// Figma export names: "/" became folders, "@2x" appended; scale from pHYs or size.
@Suite struct FigmaExportTests {
    @Test func parsesFolderNamesAndScaleSuffix() {
        #expect(FigmaExportMatcher.parse("Buttons/Primary/Large@2x.png")! == ("Buttons/Primary/Large", 2))
        #expect(FigmaExportMatcher.parse("Badge.png")! == ("Badge", 1))
        #expect(FigmaExportMatcher.parse("Tabs @3x/Bar@3x.png")! == ("Tabs @3x/Bar", 3))
        #expect(FigmaExportMatcher.parse("notes.txt") == nil)
    }

    @Test func matchesAndListsNamesFoundOnOneSideOnly() {
        let components = [
            FigmaExportMatcher.Component(name: "ids/button-primary", figmaName: "Buttons / Primary"),
            FigmaExportMatcher.Component(name: "ids/badge", figmaName: "Badge"),
            FigmaExportMatcher.Component(name: "ids/tabs", figmaName: "Tabs/Fixed"),
        ]
        let files = ["Buttons/Primary@2x.png", "Badge@2x.png", "Badge@3x.png", "Old/Thing@2x.png"]
        let result = FigmaExportMatcher.match(files: files, components: components)
        #expect(result.pairs.map(\.file) == ["Badge@2x.png", "Badge@3x.png", "Buttons/Primary@2x.png"])
        #expect(result.pairs.map(\.component.name) == ["ids/badge", "ids/badge", "ids/button-primary"])
        #expect(result.onlyInExport == ["Old/Thing@2x.png"])
        #expect(result.onlyInCatalog.map(\.name) == ["ids/tabs"])
    }

    /// Variants of a component set, named by their properties: in a folder named after the set,
    /// or flat when only one set has that variant; properties in any order.
    @Test func matchesVariantsOfComponentSets() {
        let components = [
            FigmaExportMatcher.Component(name: "chips/small-off", figmaName: "DS.Chip / size=small, isSelected=false"),
            FigmaExportMatcher.Component(name: "chips/large-on", figmaName: "DS.Chip / size=large, isSelected=true"),
            FigmaExportMatcher.Component(name: "tags/small", figmaName: "DS.Tag / size=small"),
            FigmaExportMatcher.Component(name: "pills/small", figmaName: "DS.Pill / size=small"),
        ]
        let files = ["DS.Chip/isSelected=false,size=small@2x.png", "size=large, isSelected=true@2x.png",
                     "size=small@2x.png", "DS.Tag/size=small@2x.png", "DS.Chip/size=medium, isSelected=true@2x.png"]
        let result = FigmaExportMatcher.match(files: files, components: components)
        #expect(result.pairs.map(\.file) == ["DS.Chip/isSelected=false,size=small@2x.png", "DS.Tag/size=small@2x.png",
                                             "size=large, isSelected=true@2x.png"])
        #expect(result.pairs.map(\.component.name) == ["chips/small-off", "tags/small", "chips/large-on"])
        // "size=small" alone could be DS.Tag's or DS.Pill's: it needs its set's folder.
        #expect(result.onlyInExport == ["DS.Chip/size=medium, isSelected=true@2x.png", "size=small@2x.png"])
        #expect(result.onlyInCatalog.map(\.name) == ["pills/small"])
    }

    @Test func scaleComesFromPHYsFirstThenFromSize() {
        #expect(ExportScale.detect(pHYsScale: 3, width: 750, height: 112) == 3)
        #expect(ExportScale.detect(pHYsScale: nil, width: 750, height: 112) == nil)
        #expect(ExportScale.detect(pHYsScale: nil, width: 686, height: 112, logicalWidth: 343, logicalHeight: 56) == 2)
        #expect(ExportScale.detect(pHYsScale: nil, width: 1029, height: 168, logicalWidth: 343, logicalHeight: 56) == 3)
        #expect(ExportScale.detect(pHYsScale: nil, width: 500, height: 168, logicalWidth: 343, logicalHeight: 56) == nil)
    }

    @Test func manifestGivesComponentsWithFigmaNames() throws {
        let json = #"{"components": [{"name": "ids/a", "figma": "A/B"}, {"name": "ids/b"}, {"name": "ids/c", "figmaName": "C"}]}"#
        let components = try CatalogManifest.components(fromJSON: Array(json.utf8), file: "m.json")
        #expect(components == [.init(name: "ids/a", figmaName: "A/B"), .init(name: "ids/c", figmaName: "C")])
        #expect(throws: ReportError.self) { _ = try CatalogManifest.components(fromJSON: Array("{".utf8), file: "m.json") }
    }
}
