import DescriptionFormat
import Values
import SceneBuilding
import Testing
import Typesetting

/// What a styled text adds to its glyphs: pseudo-locales applied to the whole text, not run by run.
struct StyledRunsTests {
    let runs = StyledRuns(spans: [TextSpan("Total: ", style: TextStyle(size: 17, lineHeight: 21)),
                                  TextSpan("$4", style: TextStyle(weight: 700, size: 17, lineHeight: 21))],
                          paints: [nil, .solid(RGBAColor(r: 255, g: 0, b: 0))], underlines: [nil, nil], strikethroughs: [nil, nil])

    @Test func accentedBracketsTheWholeTextOnce() {
        let accented = runs.pseudoLocalized(.accented)
        #expect(accented.spans.map(\.string) == ["[Tótál: ", "$4]"])
        #expect(accented.spans.map(\.style) == runs.spans.map(\.style))
    }

    @Test func doubleLengthRepeatsTheRunsInTheirStyles() {
        let doubled = runs.pseudoLocalized(.doubleLength)
        #expect(doubled.spans.map(\.string) == ["Total: ", "$4", " ", "Total: ", "$4"])
        #expect(doubled.spans.map(\.style.weight) == [400, 700, 700, 400, 700])
        #expect(doubled.paints.count == 5 && doubled.paints[4] == .solid(RGBAColor(r: 255, g: 0, b: 0)))
    }
}
