@testable import BuiltInComponents
@testable import DescriptionFormat
@testable import SceneBuilding
import Testing

@Suite struct FigmaNameTests {
    @Test func printsTheSpecConvention() {
        #expect(FigmaName("IDS.Button", ["Standard"], state: "Disabled").description == "IDS.Button / Standard - Disabled")
        #expect(FigmaName("IDS.Badge", ["Counter"], state: "Critical").description == "IDS.Badge / Counter - Critical")
        #expect(FigmaName("IDS.Input", ["IDS.TextField"]).description == "IDS.Input / IDS.TextField")
    }

    @Test func fileStemsAreSafe() {
        #expect(FigmaName("IDS.Button", ["Standard"], state: "Disabled").fileStem == "IDS.Button--Standard-Disabled")
        #expect(FigmaName("IDS.Row", ["Content Row", "Card"], state: "Default").fileStem == "IDS.Row--Content-Row--Card-Default")
        let odd = FigmaName("IDS.Tabs", ["Fixed: 2 tabs / \"x\"*?<>|"], state: "Café ✓").fileStem
        #expect(odd == "IDS.Tabs--Fixed-2-tabs-x-Caf")
        for scalar in odd.unicodeScalars {
            #expect(CharacterClass.isAlphanumeric(scalar) || ".-_".unicodeScalars.contains(scalar))
        }
        // "+" is spelled out, so the file name says what the Figma name says.
        #expect(FigmaName("IDS.Button", ["Standard", "Instacart+"], state: "Default").fileStem == "IDS.Button--Standard--InstacartPlus-Default")
        #expect(FigmaName("con").fileStem == "con_")
        #expect(FigmaName("...").fileStem == "unnamed")
    }

    @Test func stemsAreUniqueIgnoringCase() {
        var stems = UniqueFileStems()
        #expect(stems.claim("IDS.Badge") == "IDS.Badge")
        #expect(stems.claim("ids.badge") == "ids.badge-2")
        #expect(stems.claim("IDS.Badge") == "IDS.Badge-3")
    }
}
