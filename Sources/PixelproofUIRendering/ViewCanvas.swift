import PixelproofUICore
import DescriptionModel
import DescriptionFormat
import Values

/// What a view is drawn on: the design system whose tokens its components and token colours read,
/// the canvas background and the padding around the view. The default is an app screen: no design
/// system (token names read the web tokens; a SwiftUI view's own colours are literal or from the
/// asset catalog), text styles in iOS's system font, on the colour scheme's system background. A
/// canvas that names a system draws text styles as that system's descriptions do, so a view and
/// its YAML twin are one picture (docs/SWIFTUI.md, "The system font and twins"). A picture of IDS
/// components draws in `.ids`, on a transparent canvas as a description without `background:`
/// does: `ViewCanvas(system: .ids, background: nil)`.
public struct ViewCanvas: Hashable, Sendable {
    /// Nil: an app screen with no design system.
    public var system: SystemReference?
    /// The canvas colour; `nil` is transparent. `ViewCanvas.screen` uses the scheme's background.
    public var background: Background?
    /// Logical px around the view on every side.
    public var padding: Double

    /// A canvas colour: the colour scheme's system background (white, black in dark) or a colour.
    public enum Background: Hashable, Sendable {
        case systemBackground
        case color(ColorValue)
    }

    public init(system: SystemReference? = nil, background: Background? = .systemBackground, padding: Double = 0) {
        self.system = system
        self.background = background
        self.padding = padding
    }

    /// An app screen: no design system, over the scheme's system background.
    public static let screen = ViewCanvas()

    /// The canvas background a colour scheme draws on.
    func backgroundValue(_ colorScheme: ColorScheme) -> ColorValue? {
        switch background {
        case .none: nil
        case .systemBackground?: .literal(colorScheme == .dark ? Values.RGBAColor.black : Values.RGBAColor.white)
        case let .color(value)?: value
        }
    }
}
