import PixelproofUICore
import DescriptionModel
import Raster

// SwiftUI's colour effects: each filters the colours of the view's composited layer (the view
// and everything in it drawn together first), with the W3C Filter Effects matrices that CSS's
// filter functions use (Raster/ColorMatrix.swift says which).
extension View {
    /// 0 grey, 1 unchanged, more than 1 more saturated.
    public func saturation(_ amount: Double) -> some View { filtered("saturation(\(amount))", amount) { .saturation(amount) } }

    /// `amount` added to each colour channel: 0 unchanged, 1 white, −1 black.
    public func brightness(_ amount: Double) -> some View { filtered("brightness(\(amount))", amount) { .brightness(amount) } }

    /// Colours pushed away from (above 1) or toward (below 1) middle grey; negative inverts too.
    public func contrast(_ amount: Double) -> some View { filtered("contrast(\(amount))", amount) { .contrast(amount) } }

    /// 0 unchanged, 1 entirely grey.
    public func grayscale(_ amount: Double) -> some View { filtered("grayscale(\(amount))", amount) { .grayscale(amount) } }

    /// Hues turned round the colour wheel by `angle`.
    public func hueRotation(_ angle: Angle) -> some View {
        filtered("hueRotation(.degrees(\(angle.degrees)))", angle.radians) { .hueRotation(radians: angle.radians) }
    }

    /// Each colour channel from 1: black becomes white.
    public func colorInvert() -> some View { filtered("colorInvert()", 0) { .inversion } }

    /// Each channel (alpha too) multiplied by `color`'s.
    public func colorMultiply(_ color: Color) -> some View {
        ModifiedView(self) { node, environment in
            let c = try color.resolved(in: environment)
            let matrix = ColorMatrix.multiply(red: Double(c.r) / 255, green: Double(c.g) / 255, blue: Double(c.b) / 255, alpha: Double(c.a) / 255)
            return node.modified { $0.colorMatrix = matrix }
        }
    }

    private func filtered(_ api: String, _ amount: Double, _ matrix: @escaping @Sendable () -> ColorMatrix) -> some View {
        ModifiedView(self) { node, _ in
            guard amount.isFinite else { throw ViewError(api, "the amount must be a finite number") }
            return node.modified { $0.colorMatrix = matrix() }
        }
    }
}
