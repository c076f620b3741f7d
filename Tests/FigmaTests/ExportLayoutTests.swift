@testable import Figma
import Testing

/// Where `pull` writes each variant: inside the output folder, one variant per file.
@Suite struct ExportLayoutTests {
    @Test func exportFileNamesStayInsideTheFolder() {
        #expect(ExportLayout.file(set: "Buttons / Chip", variant: "size=small", scale: 2) == "Buttons/Chip/size=small@2x.png")
        #expect(ExportLayout.file(set: "..", variant: "a/b\u{1}", scale: 0.5) == "_/a_b_@0.5x.png")
        #expect(ExportLayout.isInside("Acme.Chip/x@2x.png") && !ExportLayout.isInside("../x.png") && !ExportLayout.isInside("/etc/x.png"))
    }

    @Test func variantsOfOneFileNameAreConflictsAndTheFirstWins() {
        func set(_ id: String, _ name: String, _ variants: [String]) -> ComponentSetLookup.FoundSet {
            ComponentSetLookup.FoundSet(name: name, node: FigmaNode(id: id, name: name, type: FigmaNode.componentSet,
                                                                    children: variants.enumerated().map { FigmaNode(id: "\(id)\($0)", name: $1, type: FigmaNode.component) }))
        }
        let pull = FigmaPull(fileKey: "k", setNames: [], scale: 2, out: "out")
        let (sets, conflicts) = pull.plan([set("1:", "Acme/Chip", ["on=true", "on=true", "on=false"]), set("2:", "Acme / Chip", ["on=false"])])
        #expect(sets.map { $0.variants.map(\.id) } == [["1:0", "1:2"], []])
        #expect(conflicts == ["Acme/Chip / on=true", "Acme / Chip / on=false"])
    }
}
