import PixelproofUIRendering
import PixelproofUIModifiers
import DescriptionFormat
import DescriptionModel
import Layout
import Pixelproof
import PixelproofUICore
import PixelproofUIPreviewing
import Values

/// How a preview or a swift-snapshot-testing image frames its view, as iOS frames it:
/// - `.sizeThatFits`: a preview's view is offered the device's screen and the canvas fits what it
///   takes (Apple: "fit the container to the size of the preview when offered the size of the
///   device"), so a `frame(maxWidth: .infinity)` button is as wide as the screen and a badge is
///   its own size; swift-snapshot-testing's `.sizeThatFits` (`offersScreenToFit` false) offers
///   nothing, so the view takes its ideal size.
/// - `.fixed(width:height:)`: a canvas of that size, the view centred in it.
/// - `.device`: the device's screen offered whole, as Xcode's canvas offers it; the canvas is the
///   screen's width and as tall as the view so offered: the whole screen for a view that fills it
///   (a `Color` or `Spacer` that grows, a `List`, a `frame(maxHeight: .infinity)`), the view's own
///   height for a component that hugs its content, so a component's golden is not a mostly empty
///   screen (iOS would centre it on one), and a view taller than the screen is drawn whole.
/// The screen is the device's, width and height swapped in landscape. The background is the
/// scheme's system background (white, or black in dark).
package struct PreviewCanvas {
    package var layout: PreviewLayout
    package var device: PreviewDevice
    package var orientation: InterfaceOrientation
    /// Whether `.sizeThatFits` offers the device's screen (a preview's) or nothing (the ideal size).
    package var offersScreenToFit: Bool

    package init(layout: PreviewLayout, device: PreviewDevice = .standard, orientation: InterfaceOrientation = .portrait,
                 offersScreenToFit: Bool = true) {
        self.layout = layout
        self.device = device
        self.orientation = orientation
        self.offersScreenToFit = offersScreenToFit
    }

    /// The document that draws `view` so framed.
    package func document(of view: some PixelproofUICore.View, renderer: Renderer, variant: Variant, colorScheme: ColorScheme,
                          assets: String?) throws -> Document {
        func draw(_ content: some PixelproofUICore.View, width: Double) throws -> Document {
            try renderer.document(of: content, width: width, variant: variant, colorScheme: colorScheme, assets: assets)
        }
        switch layout {
        case .device:
            let screen = try self.screen(), offered = try draw(view, width: screen.width)
            let taken = try renderer.size(of: offered, offered: ProposedSize(width: screen.width, height: screen.height))
            let height = max(pixel(renderer, offered), taken.height)
            var document = try draw(view.frame(width: screen.width, height: height), width: screen.width)
            document.canvas.height = height
            return document
        case let .fixed(width, height):
            guard width > 0, height > 0 else {
                throw RenderError("previewLayout", "a fixed layout needs a positive width and height, not \(width) x \(height)")
            }
            var document = try draw(view.frame(width: width, height: height), width: Double(width))
            document.canvas.height = Double(height)
            return document
        case .sizeThatFits where offersScreenToFit:
            let screen = try self.screen(), offered = try draw(view, width: screen.width)
            let taken = try renderer.size(of: offered, offered: ProposedSize(width: screen.width, height: screen.height))
            let size = Size(width: max(pixel(renderer, offered), taken.width), height: max(pixel(renderer, offered), taken.height))
            var document = try draw(view.frame(width: size.width, height: size.height), width: size.width)
            document.canvas.height = size.height
            return document
        case .sizeThatFits:
            var document = try draw(view, width: 1)
            let size = try renderer.size(of: document, offered: .unspecified)
            document.canvas.width = max(pixel(renderer, document), size.width)
            document.canvas.height = max(pixel(renderer, document), size.height)
            return document
        }
    }

    /// The device's screen in points, as the orientation holds it.
    private func screen() throws -> Size {
        guard let screen = device.screen else {
            throw RenderError("previewDevice", "no screen size for the device \"\(device.rawValue)\"; known devices: "
                              + PreviewDevice.screens.keys.sorted().joined(separator: ", "))
        }
        return orientation.isLandscape ? Size(width: Double(screen.height), height: Double(screen.width))
                                       : Size(width: Double(screen.width), height: Double(screen.height))
    }

    /// One device pixel: the least a canvas is, so an empty view still gets a picture.
    private func pixel(_ renderer: Renderer, _ document: Document) -> Double { 1 / Double(renderer.effectiveScale(for: document)) }
}
