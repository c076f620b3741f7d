// What a team's component file imports in place of SwiftUI: the views (PixelproofUICore, their
// modifiers in PixelproofUIModifiers, `Renderer`'s drawing of them in PixelproofUIRendering, the
// built-in controls, styles and containers of PixelproofUIControls), the previews (PreviewProvider,
// the preview traits and modifiers of PixelproofUIPreviewing) and the `#Preview` macro, declared
// here because a module that declares a macro needs its plugin built,
// and the renderer and the command line, which use the views, should not build swift-syntax.
@_exported import PixelproofUICore
@_exported import PixelproofUIModifiers
@_exported import PixelproofUIRendering
@_exported import PixelproofUIControls
@_exported import PixelproofUIPreviewing

/// A preview of a view, as SwiftUI's `#Preview`: `assertPreviews(in:)` (PixelproofTesting) draws
/// each one as a golden. The traits are the layout (`.sizeThatFitsLayout`, `.fixedLayout(width:height:)`,
/// `.defaultLayout`) and the orientation (`.portrait`, `.landscapeLeft` …).
///
///     #Preview("Dark", traits: .sizeThatFitsLayout) {
///         AppBadge("New").preferredColorScheme(.dark)
///     }
@freestanding(declaration)
public macro Preview(_ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>...,
                     @ViewBuilder body: @escaping () -> any View)
    = #externalMacro(module: "PixelproofUIMacros", type: "PreviewMacro")
