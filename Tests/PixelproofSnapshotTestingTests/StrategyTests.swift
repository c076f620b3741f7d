import Foundation
import PNGCodec
import PixelproofSnapshotTesting
import SnapshotTesting
import Testing

/// The `.image` strategy records a reference, verifies against it and fails when the view
/// changes, through Pixelproof's renderer and differ; its layouts and traits frame the view as
/// swift-snapshot-testing does on iOS.
@Suite struct StrategyTests {
    let folder = NSTemporaryDirectory() + "pixelproof-snapshot-testing-\(UUID().uuidString)"

    /// The recorded reference's size in device pixels and its top-left pixel (RGBA).
    func reference(_ name: String) throws -> (width: Int, height: Int, corner: [UInt8]) {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: folder + "/strategy.\(name).linux.png")))
        let (rgba, info) = try PNGDecoder().decodeStraight(bytes)
        return (info.width, info.height, Array(rgba[0..<4]))
    }

    @Test func recordsThenVerifiesThenFailsOnAChange() throws {
        // A failure also writes the actual picture to swift-snapshot-testing's artifacts folder,
        // the temporary folder named after this file: removed with the references.
        defer {
            try? FileManager.default.removeItem(atPath: folder)
            try? FileManager.default.removeItem(atPath: NSTemporaryDirectory() + "StrategyTests")
        }
        let box = Snapshotting<StatusBadge, Pixmap>.image(layout: .fixed(width: 200, height: 80))
        func verify(_ title: String, as strategy: Snapshotting<StatusBadge, Pixmap>) -> String? {
            verifySnapshot(of: StatusBadge(title: title), as: strategy, named: "badge", snapshotDirectory: folder, testName: "strategy")
        }
        let first = verify("Shipped", as: box)
        #expect(first?.contains("recorded") == true, "\(first ?? "passed")")
        #expect(FileManager.default.fileExists(atPath: folder + "/strategy.badge.linux.png"))
        #expect(verify("Shipped", as: box) == nil)
        let changed = verify("Shipper", as: box)
        #expect(changed?.contains("pixels differ") == true, "\(changed ?? "passed")")
        // precision: the share of pixels that must match; a one-letter change passes at 95%.
        #expect(verify("Shipper", as: .image(precision: 0.95, layout: .fixed(width: 200, height: 80))) == nil)
        // A change of size fails whatever the precision.
        #expect(verify("Shipped", as: .image(precision: 0.5))?.contains("size") == true)
    }

    @Test func layoutsFrameTheViewAsOnIOS() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let badge = StatusBadge(title: "Shipped")
        func record(_ name: String, _ strategy: Snapshotting<StatusBadge, some Any>) {
            _ = verifySnapshot(of: badge, as: strategy, named: name, snapshotDirectory: folder, testName: "strategy")
        }
        record("fits", .image)
        record("box", .image(layout: .fixed(width: 200, height: 80), traits: .init(userInterfaceStyle: .dark)))
        record("phone", .image(layout: .device(config: .iPhoneSe)))
        record("large", .image(traits: .init(preferredContentSizeCategory: .accessibilityLarge)))
        let fits = try reference("fits"), large = try reference("large")
        // .sizeThatFits: the badge's ideal size (a short capsule), at 2x.
        #expect(fits.width > 100 && fits.width < 300 && fits.height > 40 && fits.height < 80, "\(fits)")
        #expect(large.height > fits.height && large.width > fits.width)
        // .fixed: the box, dark on black as iOS's system background; light on white.
        let box = try reference("box")
        #expect(box.width == 400 && box.height == 160 && box.corner == [0, 0, 0, 255])
        #expect(fits.corner == [255, 255, 255, 255])
        // .device: the whole screen of the iPhone SE at 2x.
        let phone = try reference("phone")
        #expect(phone.width == 750 && phone.height == 1334)
    }

    /// swift-snapshot-testing's devices draw text at Medium, so a `.device(config:)` reference
    /// from the simulator has 16 pt body text: the same picture as asking for Medium, not Large;
    /// a test's own `traits:` still choose the size.
    @Test func aDeviceLayoutDrawsTextAtMediumAsTheLibrarysDevicesDo() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let badge = StatusBadge(title: "Shipped")
        func bytes(_ name: String, _ traits: UITraitCollection) throws -> Data {
            _ = verifySnapshot(of: badge, as: .image(layout: .device(config: .iPhoneSe), traits: traits),
                               named: name, snapshotDirectory: folder, testName: "strategy")
            return try Data(contentsOf: URL(fileURLWithPath: folder + "/strategy.\(name).linux.png"))
        }
        let device = try bytes("device", .init())
        #expect(device == (try bytes("medium", .init(preferredContentSizeCategory: .medium))))
        #expect(device != (try bytes("large", .init(preferredContentSizeCategory: .large))))
    }

    @Test func aViewThatCannotRenderFailsAndRecordsNothing() {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        withKnownIssue {
            let message = verifySnapshot(of: Image(systemName: "no.such.symbol"), as: .image, named: "broken",
                                         snapshotDirectory: folder, timeout: 0.2, testName: "strategy")
            #expect(message != nil)
        } matching: { issue in "\(issue)".contains("no.such.symbol") }
        #expect(!FileManager.default.fileExists(atPath: folder + "/strategy.broken.linux.png"))
    }

    /// A display scale is a whole number 1 to 4 (`Scale.range`): 2.5 was cut to 2 and drawn, 5 drawn
    /// at 5x; both are refused by name and nothing is recorded. 4 is drawn four pixels a point.
    @Test func aDisplayScaleOutsideOneToFourIsRefused() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for scale: CGFloat in [2.5, 5] {
            withKnownIssue {
                let message = verifySnapshot(of: StatusBadge(title: "Shipped"), as: .image(traits: .init(displayScale: scale)),
                                             named: "scale", snapshotDirectory: folder, timeout: 0.2, testName: "strategy")
                #expect(message != nil)
            } matching: { issue in "\(issue)".contains("traits.displayScale \(scale == 5 ? "5" : "2.5") is not a scale Pixelproof draws at: give 1, 2, 3 or 4") }
            #expect(!FileManager.default.fileExists(atPath: folder + "/strategy.scale.linux.png"))
        }
        let four = verifySnapshot(of: StatusBadge(title: "Shipped"), as: .image(traits: .init(displayScale: 4)),
                                  named: "four", snapshotDirectory: folder, testName: "strategy")
        #expect(four?.contains("recorded") == true)
        let two = verifySnapshot(of: StatusBadge(title: "Shipped"), as: .image(traits: .init(displayScale: 2)),
                                 named: "two", snapshotDirectory: folder, testName: "strategy")
        #expect(two?.contains("recorded") == true)
        func width(_ name: String) throws -> Int {
            let png = try Data(contentsOf: URL(fileURLWithPath: folder + "/strategy.\(name).linux.png"))
            return png[16..<20].reduce(0) { $0 << 8 | Int($1) }
        }
        #expect(try width("four") == 2 * width("two"))
    }
}
