import DescriptionModel
import DescriptionFormat
import DisplayList
import Raster
import Values

/// The numbers of the Liquid Glass approximation (iOS 26's `.glassEffect(.regular, in:)`): Apple
/// publishes none, so these are ours, chosen by eye against iOS 26 screenshots of glass buttons
/// over busy content.
///
/// - frost: a backdrop blur of 4 (σ 2 logical px) — glass stays clear, far less than a material;
/// - saturation 1.5 of the frosted backdrop (glass lifts colour);
/// - refraction 8 logical px: in the outer 35 % of the radius of the ellipse inscribed in the
///   shape's box, the backdrop is sampled further out along the radius, by 8 · u² px (u going
///   0 → 1 across that band): content bends toward the rim as through a lens's edge;
/// - tint: white at 18 % (light), #1C1C1E at 25 % (dark);
/// - specular rim: a 1.5 px stroke inside the outline, a conic gradient around the box centre,
///   white at `rim` (0.8) opacity toward the top-left (315°), at half that toward the bottom-right
///   (135°), fading to nothing at 45° and 225° between.
package struct GlassStyle: Hashable, Sendable {
    package var blur: Double
    package var saturation: Double
    package var tint: RGBAColor
    package var refraction: Double
    package var rim: Double
    package static let rimWidth = 1.5

    package static func regular(dark: Bool) -> GlassStyle {
        GlassStyle(blur: 4, saturation: 1.5,
                   tint: dark ? RGBAColor(r: 0x1C, g: 0x1C, b: 0x1E, a: 64) : RGBAColor(r: 255, g: 255, b: 255, a: 46),
                   refraction: 8, rim: 0.8)
    }

    package var backdrop: BackdropFilter { BackdropFilter(blur: blur, saturation: saturation, refraction: refraction) }

    /// The specular rim around `path` (laid out in `box`).
    package func rimStroke(_ path: Path, in box: Rect) -> DisplayItem {
        func white(_ opacity: Double) -> RGBAColor { RGBAColor(r: 255, g: 255, b: 255, a: UInt8((min(max(opacity, 0), 1) * 255).rounded())) }
        let stops = [GradientStop(0, white(rim / 2)), GradientStop(0.125, white(0)), GradientStop(0.375, white(0)),
                     GradientStop(0.5, white(rim)), GradientStop(0.625, white(0)), GradientStop(0.875, white(0)), GradientStop(1, white(rim / 2))]
        // `from` 135°: offset 0 (and 1) at the bottom-right, 0.5 at the top-left.
        let light = ConicGradient(center: box.center, from: 135, stops: stops)
        return .stroke(path, Raster.StrokeStyle(width: GlassStyle.rimWidth, alignment: .inside), .conicGradient(light))
    }
}
