import Testing
@testable import PixelDiff

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
