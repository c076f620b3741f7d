import DescriptionModel
import PixelproofUICore

// The modifiers a preview is described with. They draw nothing: the preview runner
// (`assertPreviews`) reads them off the outside of each preview (`PreviewParts`).
extension View {
    /// How the preview is framed: `.sizeThatFits`, `.fixed(width:height:)` or the `.device`'s screen.
    public func previewLayout(_ layout: PreviewLayout) -> some View { PreviewTraitView(content: self, trait: .layout(layout)) }

    /// The preview's name, and so its golden's (`AppBadge/Dark@2x.png`).
    public func previewDisplayName(_ name: String?) -> some View {
        PreviewTraitView(content: self, trait: name.map(PreviewTraitValue.displayName))
    }

    /// The device whose screen a `.device` layout uses (`PreviewDevice.screens` lists the names).
    public func previewDevice(_ device: PreviewDevice?) -> some View {
        PreviewTraitView(content: self, trait: device.map(PreviewTraitValue.device))
    }

    public func previewInterfaceOrientation(_ orientation: InterfaceOrientation) -> some View {
        PreviewTraitView(content: self, trait: .orientation(orientation))
    }

    /// The appearance of the presentation the view is in: the view and the background behind it
    /// (white, or black in dark) are drawn in this scheme.
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        ModifiedView(self, environment: { if let colorScheme { $0.colorScheme = colorScheme } })
    }
}

/// A view carrying one preview trait: drawn as its content.
struct PreviewTraitView<Content: View>: View, PrimitiveView {
    let content: Content
    let trait: PreviewTraitValue?

    var body: Never { fatalError("a preview trait has no body") }

    package func nodes(in environment: EnvironmentValues) throws -> [Node] { try ViewLowering.nodes(of: content, in: environment) }
}
