import PixelproofUIRendering
import PixelproofUIModifiers
import DescriptionFormat
import DescriptionModel
import Pixelproof
import PixelproofUICore
import PixelproofUIPreviewing
import Values

/// How a preview or a swift-snapshot-testing image frames its view, as iOS frames it:
/// - `.sizeThatFits`: the view offered no size (SwiftUI's unspecified proposal), so it takes its
///   ideal size; the canvas is exactly that.
/// - `.fixed(width:height:)`: a canvas of that size, the view centred in it.
/// - `.device`: the device screen's width (its height in landscape), the view offered that width
///   and centred across it; the canvas is as tall as the view, so a component's golden is not a
///   mostly empty screen.
/// The background is the scheme's system background (white, or black in dark).
package struct PreviewCanvas {
    package var layout: PreviewLayout
    package var device: PreviewDevice
    package var orientation: InterfaceOrientation

    package init(layout: PreviewLayout, device: PreviewDevice = .standard, orientation: InterfaceOrientation = .portrait) {
        self.layout = layout
        self.device = device
        self.orientation = orientation
    }

    /// The document that draws `view` so framed.
    package func document(of view: some PixelproofUICore.View, renderer: Renderer, variant: Variant, colorScheme: ColorScheme,
                          assets: String?) throws -> Document {
        switch layout {
        case .device:
            guard let screen = device.screen else {
                throw RenderError("previewDevice", "no screen size for the device \"\(device.rawValue)\"; known devices: "
                                  + PreviewDevice.screens.keys.sorted().joined(separator: ", "))
            }
            let width = Double(orientation.isLandscape ? screen.height : screen.width)
            return try renderer.document(of: view.frame(maxWidth: .infinity), width: width, variant: variant,
                                         colorScheme: colorScheme, assets: assets)
        case let .fixed(width, height):
            guard width > 0, height > 0 else {
                throw RenderError("previewLayout", "a fixed layout needs a positive width and height, not \(width) x \(height)")
            }
            var document = try renderer.document(of: view.frame(width: width, height: height), width: Double(width), variant: variant,
                                                 colorScheme: colorScheme, assets: assets)
            document.canvas.height = Double(height)
            return document
        case .sizeThatFits:
            var document = try renderer.document(of: view, width: 1, variant: variant, colorScheme: colorScheme, assets: assets)
            let size = try renderer.idealSize(of: document)
            let pixel = 1 / Double(renderer.effectiveScale(for: document))
            document.canvas.width = max(pixel, size.width)
            document.canvas.height = max(pixel, size.height)
            return document
        }
    }
}
