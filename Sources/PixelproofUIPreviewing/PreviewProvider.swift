import PixelproofUICore

/// SwiftUI's older preview form: a type whose `previews` are drawn as Xcode's canvas shows them.
/// Each view of a top-level `Group`, builder block or `ForEach` is a preview of its own, with the
/// traits written on it or around it (`.previewLayout`, `.previewDisplayName`, `.previewDevice`,
/// `.preferredColorScheme`, `.environment(\.…, …)`). `assertPreviews(in:)` (PixelproofTesting)
/// finds every conforming type of a module at run time and checks each preview against a golden.
///
///     struct AppBadge_Previews: PreviewProvider {
///         static var previews: some View {
///             AppBadge("New").previewLayout(.sizeThatFits)
///             AppBadge("New").preferredColorScheme(.dark).previewDisplayName("Dark")
///         }
///     }
public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder static var previews: Previews { get }
}
