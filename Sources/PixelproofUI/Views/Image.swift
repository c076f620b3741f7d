import PixelproofUISymbols
import DescriptionModel
import BuiltInComponents
import DescriptionFormat
import SceneBuilding
import Values

/// SwiftUI's `Image`: an SF Symbol by name, drawn as the team's icon of that name (an SVG or PNG
/// in the icon folder, `PIXELPROOF_ICONS`), a built-in icon or the Material Design glyph that
/// stands in for it, in the foreground style at its font's size; or an image set of the asset
/// catalog (`Image("avatar")`).
public struct Image: View, PrimitiveView {
    enum Source: Hashable {
        case systemName(String)
        case named(String)
    }

    let source: Source
    var isResizable = false
    var capInsets: EdgeInsets?
    var renderingMode: TemplateRenderingMode?
    /// `Image(decorative:)`: no element for assistive technology.
    var isDecorative = false

    public init(systemName: String) { source = .systemName(systemName) }
    public init(_ name: String, bundle: Bundle? = nil) { source = .named(name) }

    /// An image of the catalog that VoiceOver passes over (no element for the audit).
    public init(decorative name: String, bundle: Bundle? = nil) {
        source = .named(name)
        isDecorative = true
    }

    public var body: Never { fatalError("Image has no body") }

    /// Stretched to the frame it is offered (the cap insets kept at their size, the middle stretched).
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var copy = self
        copy.isResizable = true
        copy.capInsets = capInsets
        return copy
    }

    /// How an image is resized: stretched (tiling is drawn stretched).
    public enum ResizingMode: Hashable, Sendable { case stretch, tile }

    /// How a template image takes colour; symbols are drawn as templates in the foreground style.
    public enum TemplateRenderingMode: Hashable, Sendable { case template, original }

    public func renderingMode(_ mode: TemplateRenderingMode?) -> Image {
        var copy = self
        copy.renderingMode = mode
        return copy
    }

    package func nodes(in environment: EnvironmentValues) throws -> [Node] {
        let node = switch source {
        case let .systemName(name): try symbolNode(name, in: environment)
        case let .named(name): try assetNode(name, in: environment)
        }
        guard environment.redactsContent else { return [node] }
        // A placeholder is the foreground colour, whatever colours the image has.
        return [node.redactedImage(try ForegroundStyle().paint(in: environment).color(for: "redacted(reason: .placeholder)"))]
    }
}

extension Image {
    /// The glyph of the first of the symbol's variant names (`.symbolVariant`) that is drawn,
    /// else of the name itself. A variant that is missing is passed over, as SwiftUI does; one
    /// that is there and broken (a folder named `heart.fill.svg`) is the error it is.
    func glyph(_ name: String, in environment: EnvironmentValues) throws -> IconNode.Glyph {
        for candidate in environment.symbolVariants.names(for: name) {
            do { return try SystemSymbols.glyph(systemName: candidate, iconFolder: environment.iconFolder) } catch {
                if case .unknown = error.problem, candidate != name { continue }
                throw ViewError("Image(systemName: \"\(name)\")", error.message)
            }
        }
        throw ViewError("Image(systemName: \"\(name)\")", "no name to look up")
    }

    /// The symbol in its layout box (SymbolBox), or resizable in the frame it is offered.
    func symbolNode(_ name: String, in environment: EnvironmentValues) throws -> Node {
        let glyph = try glyph(name, in: environment)
        let font = environment.font ?? .body
        let color = try ForegroundStyle().paint(in: environment).color(for: "Image(systemName:)")
        let size = font.size * environment.imageScale.factor
        // The drawing: the icon's 24-unit grid at 1.2 times the font's size (a 20 pt symbol's
        // grid is 24 pt), growing with the font's text style.
        var icon = IconNode(glyph: glyph, size: size * 1.2, color: color, relativeTo: font.iconTextStyle)
        if isResizable {
            // `.resizable()`: the symbol takes the frame it is offered, its grid fitted into it.
            let box = SymbolBox(ink: glyph.inkBounds, fontSize: size)
            icon.image = ImageBox(width: box.width, height: box.height, isResizable: true)
            return .icon(icon)
        }
        let style = IconNode.TextStyle.allCases.firstIndex(of: font.iconTextStyle)!
        let box = SymbolBox(ink: glyph.inkBounds, fontSize: size * environment.dynamicTypeSize.textSize.factor(forTextStyle: style))
        return .frame(FrameNode(width: box.width, height: box.height, child: .icon(icon)))
    }
}

/// The layout box of a symbol: iOS gives a symbol image a box of its own (the glyph's ink and a
/// margin), not a square of the font's size. `Image(systemName: "plus")` at body size (17 pt)
/// is 18 × 16 pt on iOS; the plus drawn here inks 16 of the grid's 24 units (its stroke
/// included) at 0.05 × the font's size a unit, 13.6 pt, so the margin is 0.13 × the font's size
/// on each side horizontally and 0.07 × vertically (a full circle, 20 units, is 21 × 19 pt at
/// body size). Whole points, so the halves of centring stay exact.
struct SymbolBox {
    var width: Double
    var height: Double

    init(ink: Rect, fontSize: Double) {
        let unit = 1.2 * fontSize / BuiltInIcon.boxSize
        width = max(1, (ink.width * unit + 2 * 0.13 * fontSize).rounded())
        height = max(1, (ink.height * unit + 2 * 0.07 * fontSize).rounded())
    }
}
