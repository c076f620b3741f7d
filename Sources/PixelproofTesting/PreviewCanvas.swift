import DescriptionFormat
import DescriptionModel
import Layout
import Pixelproof
import PixelproofUICore
import PixelproofUIPreviewing
import Values

/// How a preview or a swift-snapshot-testing image frames its view, as iOS frames it:
/// - `.sizeThatFits`: the view offered no size (SwiftUI's unspecified proposal), so it takes its
///   ideal size; the canvas is exactly that.
/// - `.fixed(width:height:)`: a canvas of that size, the view centred in it.
/// - `.device`: the device's screen (width and height swapped in landscape), offered to the view
///   whole, as Xcode's canvas offers it; the canvas is the screen's width and as tall as the view
///   so offered: the whole screen for a view that fills it (a `Color` or `Spacer` that grows, a
///   `List`, a `frame(maxHeight: .infinity)`), the view's own height for a component that hugs
///   its content, so a component's golden is not a mostly empty screen (iOS would centre it on
///   one), and a view taller than the screen is drawn whole rather than cut.
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
            let height = Double(orientation.isLandscape ? screen.width : screen.height)
            let offered = try renderer.document(of: view, width: width, variant: variant, colorScheme: colorScheme, assets: assets)
            let taken = try renderer.size(of: offered, offered: ProposedSize(width: width, height: height))
            // An empty view still gets a picture: one device pixel tall.
            let canvasHeight = max(1 / Double(renderer.effectiveScale(for: offered)), taken.height)
            var document = try renderer.document(of: view.frame(width: width, height: canvasHeight), width: width, variant: variant,
                                                 colorScheme: colorScheme, assets: assets)
            document.canvas.height = canvasHeight
            return document
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
            let size = try renderer.size(of: document, offered: .unspecified)
            let pixel = 1 / Double(renderer.effectiveScale(for: document))
            document.canvas.width = max(pixel, size.width)
            document.canvas.height = max(pixel, size.height)
            return document
        }
    }
}
