import Foundation
import PixelDiff
import Pixelproof
import PixelproofTesting
import PixelproofUICore
import PixelproofUIPreviewing
import PNGCodec
import Raster
import SnapshotTesting
import Testing
import Values
import XCTest

extension Snapshotting where Value: PixelproofUICore.View, Format == Pixmap {
    /// A PixelproofUI view as swift-snapshot-testing's `.image` draws a SwiftUI view on iOS, drawn
    /// by Pixelproof's renderer and compared by its differ.
    public static var image: Snapshotting { .image() }

    /// - `precision`: the fraction of pixels that must match (1: all).
    /// - `perceptualPrecision`: how close a pixel must be to match: 1 is exact; below it, the
    ///   differ's colour threshold is `1 - perceptualPrecision` (pixelmatch's YIQ distance, so 0.98
    ///   lets through differences the eye barely sees) and anti-aliased pixels are forgiven.
    /// - `layout`: `.sizeThatFits` (the view's ideal size), `.fixed(width:height:)` (centred in the
    ///   box), `.device(config:)` (centred on the screen).
    /// - `traits`: appearance (light on white, dark on black, as iOS's system background), text
    ///   size, direction and scale.
    ///
    /// References are PNG files named `<test>.<n>.linux.png` in the test file's `__Snapshots__/`
    /// folder, so the `.png` references recorded on a Mac stay as they are beside them.
    public static func image(drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1,
                             layout: SwiftUISnapshotLayout = .sizeThatFits, traits: UITraitCollection = .init()) -> Snapshotting {
        let config: ViewImageConfig = switch layout {
        case let .device(config): ViewImageConfig(size: config.size, traits: UITraitCollection(traitsFrom: [config.traits, traits]))
        case let .fixed(width, height): ViewImageConfig(size: CGSize(width: width, height: height), traits: traits)
        case .sizeThatFits: ViewImageConfig(size: nil, traits: traits)
        }
        // A display scale is a whole number of `Scale.range` (1 to 4); 2.5 is refused, not cut to 2.
        let displayScale = config.traits.displayScale > 0 ? Double(config.traits.displayScale) : Double(Scale.golden)
        let scale = Int(exactly: displayScale).flatMap { Scale.isValid($0) ? $0 : nil }
        return Snapshotting<Value, Pixmap>(pathExtension: "linux.png",
                                           diffing: .pixelproof(precision: precision, perceptualPrecision: perceptualPrecision,
                                                                scale: scale ?? Scale.golden)) { view in
            Async(run: { deliver in
                do {
                    guard let scale else {
                        let shown = displayScale.rounded() == displayScale && abs(displayScale) < 1e9 ? "\(Int(displayScale))" : "\(displayScale)"
                        reportRenderFailure("traits.displayScale \(shown) is not a scale Pixelproof draws at: give \(Scale.choices)")
                        return
                    }
                    deliver(try ViewSnapshot(config: config, scale: scale).pixmap(of: view))
                } catch {
                    // Nothing is delivered, so nothing is recorded: the assertion fails on its timeout,
                    // after this failure says why.
                    reportRenderFailure("the view did not render: \(error)")
                }
            })
        }
    }
}

/// A view drawn in a `ViewImageConfig`.
struct ViewSnapshot {
    var config: ViewImageConfig
    var scale: Int

    func pixmap(of view: some PixelproofUICore.View) throws -> Pixmap {
        let traits = config.traits
        var variant = Variant()
        variant.textSize = traits.preferredContentSizeCategory.dynamicTypeSize.textSize
        variant.direction = traits.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        let layout: PreviewLayout = config.size.map { .fixed(width: $0.width, height: $0.height) } ?? .sizeThatFits
        let renderer = Renderer(scale: scale)
        // swift-snapshot-testing's `.sizeThatFits` is the view's ideal size, not a preview's fit to the screen.
        return try renderer.pixmap(of: PreviewCanvas(layout: layout, offersScreenToFit: false).document(
            of: view, renderer: renderer, variant: variant, colorScheme: traits.userInterfaceStyle == .dark ? .dark : .light,
            assets: nil))
    }
}

extension Diffing where Value == Pixmap {
    /// PNG on disk; Pixelproof's differ (pixelmatch's) in memory.
    static func pixelproof(precision: Float, perceptualPrecision: Float, scale: Int) -> Diffing {
        let differ = PixelDiffer(options: perceptualPrecision >= 1 ? .exact
                                 : DiffOptions(threshold: Double(1 - perceptualPrecision), includeAA: false))
        let tolerance = Tolerance.ratio(Double(1 - precision))
        let png = { (pixmap: Pixmap) in Data((try? PNGEncoder.default.encode(pixmap, scale: Double(scale))) ?? []) }
        return .diff(toData: png, fromData: { data in
            // A reference that is not a PNG compares as a 1×1 picture: the size mismatch fails and says so.
            (try? PNGDecoder().decode([UInt8](data)).pixmap) ?? (try! Pixmap(width: 1, height: 1))
        }, diffV2: { reference, actual in
            let comparison = differ.compare(reference, actual)
            if tolerance.accepts(comparison) { return nil }
            let message: String
            switch comparison {
            case let .sizesDiffer(mismatch): message = "the picture's size changed: \(mismatch)"
            case let .compared(metrics, _):
                message = "\(metrics.mismatched) of \(metrics.width * metrics.height) pixels differ"
                    + " (\(String(format: "%.2f", metrics.ratio * 100))%; precision \(precision) allows \(String(format: "%.2f", Double(1 - precision) * 100))%)"
            }
            return (message, [.data(png(reference), name: "reference.png"), .data(png(actual), name: "failure.png")])
        })
    }
}

/// A render failure, to whichever framework runs the test (the strategy has no call site).
private func reportRenderFailure(_ message: String) {
    if Test.current != nil { Issue.record(Comment(rawValue: message)) } else { XCTFail(message) }
}
