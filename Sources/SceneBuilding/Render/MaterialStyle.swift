import DescriptionFormat
import DescriptionModel
import Raster
import Values

/// A material's numbers: the backdrop blur (σ = blur / 2, logical px), the saturation of the
/// blurred backdrop (CSS `saturate()`) and the tint laid over it.
///
/// Apple publishes no numbers for SwiftUI's materials; these presets are ours, chosen by eye to
/// look like iOS's: each step thicker blurs more and lets less of the backdrop through. Light
/// tints are near-white, dark ones iOS's dark grouped background (#1C1C1E); saturation lifts the
/// colour the blur washes out, as iOS's vibrancy does. docs/FORMAT.md pictures them.
///
/// | preset | blur | saturation | light tint | dark tint |
/// |---|---|---|---|---|
/// | ultraThin | 16 | 1.6 | #FFFFFF 30 % | #1C1C1E 35 % |
/// | thin | 24 | 1.7 | #FFFFFF 45 % | #1C1C1E 50 % |
/// | regular | 32 | 1.8 | #F8F8F8 60 % | #1C1C1E 65 % |
/// | thick | 40 | 1.8 | #F2F2F2 75 % | #1C1C1E 78 % |
/// | ultraThick | 48 | 1.8 | #EEEEEE 88 % | #1C1C1E 90 % |
package struct MaterialStyle: Hashable, Sendable {
    package var blur: Double
    package var saturation: Double
    package var tint: RGBAColor

    package init(blur: Double, saturation: Double, tint: RGBAColor) { self.blur = blur; self.saturation = saturation; self.tint = tint }

    package var backdrop: BackdropFilter { BackdropFilter(blur: blur, saturation: saturation) }

    /// The preset's numbers; `dark` under a dark appearance.
    package static func preset(_ preset: MaterialPreset, dark: Bool) -> MaterialStyle {
        func tint(_ light: UInt32, _ lightOpacity: Double, _ darkOpacity: Double) -> RGBAColor {
            let rgb = dark ? 0x1C1C1E : light
            let opacity = dark ? darkOpacity : lightOpacity
            return RGBAColor(r: UInt8(rgb >> 16 & 0xFF), g: UInt8(rgb >> 8 & 0xFF), b: UInt8(rgb & 0xFF), a: UInt8((opacity * 255).rounded()))
        }
        switch preset {
        case .ultraThin: return MaterialStyle(blur: 16, saturation: 1.6, tint: tint(0xFFFFFF, 0.30, 0.35))
        case .thin: return MaterialStyle(blur: 24, saturation: 1.7, tint: tint(0xFFFFFF, 0.45, 0.50))
        case .regular: return MaterialStyle(blur: 32, saturation: 1.8, tint: tint(0xF8F8F8, 0.60, 0.65))
        case .thick: return MaterialStyle(blur: 40, saturation: 1.8, tint: tint(0xF2F2F2, 0.75, 0.78))
        case .ultraThick: return MaterialStyle(blur: 48, saturation: 1.8, tint: tint(0xEEEEEE, 0.88, 0.90))
        }
    }
}
