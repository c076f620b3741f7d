/// The appearance a colour is drawn for: SwiftUI's colour scheme, which picks the entry of a colour
/// set whose `luminosity` appearance is `light` or `dark` (else its entry for any appearance).
package enum ColorAppearance: String, Hashable, Sendable, CaseIterable {
    case light, dark
}
