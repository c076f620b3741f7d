import Foundation
import Pixelproof
import Testing
@testable import PixelproofTesting

/// `assertSnapshot(…, variants:)` and `assertSnapshots(…, matrix:)` draw each variant and name its
/// golden as `pixelproof test --variants` does.
@Suite struct SnapshotVariantTests {
    let root = NSTemporaryDirectory() + "pixelproof-variants-\(UUID().uuidString)"

    @Test func eachVariantHasItsOwnGoldenNamedAsTheCLINamesIt() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        let row = ContentRowNode(title: "Location", subtitle: "123 Main St").node
        // The goldens, drawn through a document with each variant and recorded under the CLI's names.
        let recorder = SnapshotAssertion(snapshotsFolder: root, artifactsFolder: root + "/failures", environment: [:])
        let renderer = Renderer(scale: 2)
        for (suffix, variant) in [("", Variant.default), (".rtl", Variant(direction: .rightToLeft)),
                                  (".AX3", Variant(textSize: .AX3)), (".AX3.rtl", Variant(textSize: .AX3, direction: .rightToLeft))] {
            var document = renderer.document(of: row, width: 375)
            document.variant = variant
            _ = recorder.check(try renderer.pixmap(of: document), named: "row" + suffix, scale: 2)
        }
        #expect(FileManager.default.fileExists(atPath: root + "/row.AX3.rtl@2x.png"))
        let checks = assertSnapshots(of: row, width: 375, named: "row",
                                     matrix: SnapshotVariant.matrix(textSizes: [.large, .AX3], directions: [.leftToRight, .rightToLeft]),
                                     snapshotsFolder: root)
        #expect(checks.map(\.name) == ["row", "row.rtl", "row.AX3", "row.AX3.rtl"])
        #expect(checks.allSatisfy { $0.status == .passed }, "\(checks.map(\.status))")
    }
}
