import PixelproofUICore
import DescriptionModel

// Modifiers that change how a view's layer is put together: its drawing order among its
// siblings, a group composited as one, a mask.
extension View {
    /// Among its siblings in a stack (or an overlay's stack), a higher value is drawn on top;
    /// equal values keep the order written. Layout does not change.
    public func zIndex(_ value: Double) -> some View {
        ModifiedView(self) { node, _ in
            guard value.isFinite else { throw ViewError("zIndex(\(value))", "the value must be a finite number") }
            return node.modified { $0.zIndex = value }
        }
    }

    /// The view's content drawn as one layer before the modifiers after it (an opacity fades the
    /// group, not each view in it).
    public func compositingGroup() -> some View {
        ModifiedView(self) { node, _ in node.modified { $0.isolated = true } }
    }

    /// The view drawn only as much as `mask` (laid out in the view's frame at `alignment`) is
    /// opaque: the mask's alpha, not its colours, counts.
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        let mask = mask()
        return ModifiedView(self) { node, environment in
            let shape = try ViewLowering.node(of: mask, in: environment).modified { $0.masksBelow = true }
            // The mask is an overlay of the view, both in one layer that the mask cuts.
            return node.withOverlay(.node(try aligned(shape, alignment, in: "mask"))).modified { $0.isolated = true }
        }
    }

    @available(*, deprecated, renamed: "mask(alignment:_:)")
    public func mask<Mask: View>(_ mask: Mask) -> some View { self.mask { mask } }
}
