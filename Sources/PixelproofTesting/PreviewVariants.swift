import DescriptionFormat
import DescriptionModel
import Pixelproof
import PixelproofUICore
import PixelproofUIPreviewing
import Raster

/// The pictures a preview is drawn in for a list of variants: each variant with the preview's
/// own environment on top, so an axis the preview sets itself is not varied. A variant axis is
/// the preview's when its modifiers give the same value whatever the variant says; such an axis
/// drops out of the golden's suffix, and variants that then name the same picture are drawn once.
package enum PreviewVariants {
    package struct Picture {
        /// `.AX3.dark`: the golden name's suffix, without the axes the preview sets.
        package var suffix: String
        var variant: Variant
        var colorScheme: ColorScheme
    }

    package static func pictures(of part: PreviewPart, variants: [[SnapshotVariant]]) -> [Picture] {
        let setsScheme = fixed(part) { $0.colorScheme = $1 ? .dark : .light } read: { $0.colorScheme }
        let setsSize = fixed(part) { $0.dynamicTypeSize = $1 ? .accessibility3 : .large } read: { $0.dynamicTypeSize }
        let setsDirection = fixed(part) { $0.layoutDirection = $1 ? .rightToLeft : .leftToRight } read: { $0.layoutDirection }
        var seen: Set<String> = []
        return variants.compactMap { values in
            let kept = values.filter { value in
                switch value {
                case .colorScheme: !setsScheme
                case .textSize: !setsSize
                case .direction: !setsDirection
                case .pseudoLocale, .locale: true
                }
            }
            let suffix = SnapshotVariant.fileSuffix(kept)
            guard seen.insert(suffix).inserted else { return nil }
            var variant = SnapshotVariant.variant(values)
            var base = EnvironmentValues()
            base.colorScheme = SnapshotVariant.colorScheme(values)
            base.dynamicTypeSize = DynamicTypeSize(variant.textSize)
            base.layoutDirection = variant.direction == .rightToLeft ? .rightToLeft : .leftToRight
            let inside = part.environment(from: base)
            variant.textSize = inside.dynamicTypeSize.textSize
            variant.direction = inside.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
            return Picture(suffix: suffix, variant: variant, colorScheme: inside.colorScheme)
        }
    }

    /// `part` drawn as `picture` says, on the canvas its traits ask for (`device` where it names none).
    package static func draw(_ part: PreviewPart, _ picture: Picture, device: PreviewDevice, renderer: Renderer,
                             assets: String?) throws -> Pixmap {
        let canvas = PreviewCanvas(layout: part.layout ?? .device, device: part.device ?? device, orientation: part.orientation ?? .portrait)
        return try renderer.pixmap(of: canvas.document(of: part.content, renderer: renderer, variant: picture.variant,
                                                       colorScheme: picture.colorScheme, assets: assets))
    }

    /// Whether the preview's environment gives the same value of an axis from both of its ends.
    private static func fixed<Value: Equatable>(_ part: PreviewPart, set: (inout EnvironmentValues, Bool) -> Void,
                                                read: (EnvironmentValues) -> Value) -> Bool {
        var low = EnvironmentValues(), high = EnvironmentValues()
        set(&low, false)
        set(&high, true)
        return read(part.environment(from: low)) == read(part.environment(from: high))
    }
}
