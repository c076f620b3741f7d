import Foundation
import Pixelproof
import PixelproofTesting
import PixelproofUI
import Testing

// This file imports Pixelproof and PixelproofTesting too: SwiftUI's names are PixelproofUI's alone,
// so a team's view is written as in SwiftUI, without a module prefix (SwiftUINamesTogetherTests).
private struct Chip: View {
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        Text("New")
            .font(.caption)
            .padding(.horizontal, 8)
            .background(colorScheme == .dark ? Color.blue : .indigo)
    }
}

/// A SwiftUI view through the products alone: drawn by `Renderer` in a colour scheme and
/// checked by `assertSnapshot` in every variant of `.matrix`, one golden each.
@Suite struct SwiftUIViewTests {
    @Test func aViewRendersInEachColourScheme() throws {
        let renderer = Renderer(scale: 2)
        let light = try renderer.pixmap(of: Chip(), width: 80)
        let dark = try renderer.pixmap(of: Chip(), width: 80, variant: .default, colorScheme: .dark, assets: nil)
        #expect(light.width == 160 && light != dark)
        let document = try renderer.document(of: Chip(), width: 80, variant: Variant(textSize: .AX3), colorScheme: .light)
        #expect(try renderer.png(of: document) == (try renderer.png(of: Chip(), width: 80, variant: Variant(textSize: .AX3))))
    }

    @Test func assertSnapshotChecksOneGoldenPerVariant() throws {
        // The goldens are written here, under the names the variants give (a missing golden
        // fails under CI=true, by design).
        let folder = FileManager.default.temporaryDirectory.path + "/pixelproof-api-swiftui-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let renderer = Renderer(scale: 2)
        for (suffix, size, scheme) in [("", TextSize.large, ColorScheme.light), (".AX3", .AX3, .light),
                                       (".dark", .large, .dark), (".AX3.dark", .AX3, .dark)] {
            let png = try renderer.png(of: Chip(), width: 80, variant: Variant(textSize: size), colorScheme: scheme)
            try Data(png).write(to: URL(fileURLWithPath: folder + "/chip\(suffix)@2x.png"))
        }
        let checks = assertSnapshot(of: Chip(), width: 80, named: "chip", variants: .matrix, snapshotsFolder: folder)
        #expect(checks.map(\.name) == ["chip", "chip.AX3", "chip.dark", "chip.AX3.dark"])
        #expect(checks.allSatisfy { $0.status == .passed })
        #expect(SnapshotVariant.fileSuffix([.colorScheme(.dark), .textSize(.AX3)]) == ".AX3.dark")
        #expect(SnapshotVariant.colorScheme([.colorScheme(.dark)]) == .dark)
        withKnownIssue("the dark picture is not the light golden") {
            try Data(try renderer.png(of: Chip(), width: 80)).write(to: URL(fileURLWithPath: folder + "/mixed.dark@2x.png"))
            #expect(assertSnapshot(of: Chip(), width: 80, named: "mixed", variants: [[.colorScheme(.dark)]],
                                   snapshotsFolder: folder, artifactsFolder: folder + "/failures")[0].status == .failed)
        }
        // The failure's pictures go where the test said, not into the package's failures folder.
        #expect(FileManager.default.fileExists(atPath: folder + "/failures/report/mixed.dark@2x/images/mixed.dark@2x.diff.png"))
    }

    @Test func aViewThatCannotBeDrawnNamesWhere() {
        struct Unread: View {
            var body: some View { Color("appSurface") }
        }
        do {
            _ = try Renderer(scale: 1).document(of: Unread(), width: 10)
            Issue.record("a named colour without a catalog was drawn")
        } catch let error as ViewError {
            #expect(error.path == ["Unread", "Color(\"appSurface\")"])
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func aViewIsAuditedWithTheProductsAlone() {
        let named = PixelproofUI.Button {} label: { PixelproofUI.Image(systemName: "xmark").frame(width: 44, height: 44) }
            .foregroundStyle(Color.black)
            .accessibilityLabel("Close")
        #expect(assertAccessible(of: named, width: 100, variants: [[]], assets: nil, level: AccessibilityLevel.AA,
                                 minimumTargetSize: 44).isEmpty)
    }
}
