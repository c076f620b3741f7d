/// Display P3 components (0...1, gamma-encoded) as the nearest sRGB ones, clipped to the sRGB gamut,
/// through CIE XYZ as CSS Color 4 converts them: a P3 colour written in Swift draws as sRGB pixels.
package func sRGBComponents(fromDisplayP3 components: [Double]) -> [Double] {
    SpaceColor(.p3, components).converted(to: .srgb).c.map { min(max($0, 0), 1) }
}
