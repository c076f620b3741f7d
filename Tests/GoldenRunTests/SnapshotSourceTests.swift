import BuiltInComponents
import DescriptionFormat
import SceneBuilding
import Foundation
@testable import GoldenRun
import Pixelproof
import Testing

/// Planning a run's sources: a description gives one case per variant, named as its golden and
/// titled as the file; a library that cannot be read is one case carrying its error, so the live
/// catalog shows it and a run reports it, instead of dropping the file.
@Suite struct SnapshotSourceTests {
    let root = NSTemporaryDirectory() + "pixelproof-sources-\(UUID().uuidString)"

    func write(_ text: String, to relative: String) throws {
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        try text.write(toFile: root + "/" + relative, atomically: true, encoding: .utf8)
    }

    func run(_ sources: [SnapshotSource], variants: [VariantAssignment]) -> SnapshotRun {
        SnapshotRun(store: GoldenStore(folder: root + "/Snapshots"), sources: sources, renderer: Renderer(), variants: variants)
    }

    @Test func aDescriptionIsOneCasePerVariantNamedAsItsGolden() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        try write("system: ids\ncanvas: { width: 120 }\ncontent: { spacer: {} }\n", to: "row.yaml")
        let variants = [VariantAssignment(values: [])] + (try VariantAxis.assignments([(axis: "textSize", values: ["AX3"])]))
        let cases = try run([.descriptions(folders: [root])], variants: variants).plan()
        #expect(cases.map(\.name) == ["row", "row.AX3"])
        #expect(cases.map(\.title) == ["row", "row"])
        #expect(cases.allSatisfy { $0.file == root + "/row.yaml" })
        #expect(try cases[1].render().scale == 2)
    }

    @Test func aLibraryThatCannotBeReadIsOneCaseWithItsError() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        try write("components:\n  Chip:\n    props: { size: { type: nope } }\n    body: { spacer: {} }\n", to: "chips.yaml")
        let cases = try run([.libraries(folders: [root], system: "ids")], variants: [VariantAssignment(values: [])]).plan()
        #expect(cases.map(\.name) == ["chips"])
        #expect(cases.first?.library == "chips")
        #expect(throws: (any Error).self) { _ = try cases.first?.render() }
    }

    @Test func aFolderThatDoesNotExistIsThrownByThePlan() {
        #expect(throws: ReportError.self) {
            _ = try run([.descriptions(folders: [root + "/nowhere"])], variants: [VariantAssignment(values: [])]).plan()
        }
    }
}
