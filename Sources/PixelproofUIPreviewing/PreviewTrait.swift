import PixelproofUICore

/// A trait of a `#Preview`: its layout or the device's orientation.
/// `#Preview("Dark", traits: .sizeThatFitsLayout, .landscapeLeft) { … }`.
public struct PreviewTrait<T>: Sendable {
    package let value: PreviewTraitValue

    package init(_ value: PreviewTraitValue) { self.value = value }
}

/// What a trait says, whichever way it is written (a `#Preview` trait or a preview modifier).
package enum PreviewTraitValue: Sendable, Equatable {
    case layout(PreviewLayout)
    case orientation(InterfaceOrientation)
    case displayName(String)
    case device(PreviewDevice)
}

extension PreviewTrait where T == Preview.ViewTraits {
    /// The device's screen, the view centred on it (the default).
    public static var defaultLayout: PreviewTrait<T> { PreviewTrait(.layout(.device)) }
    /// The view at its ideal size.
    public static var sizeThatFitsLayout: PreviewTrait<T> { PreviewTrait(.layout(.sizeThatFits)) }
    /// A box of this size, the view centred in it.
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait<T> {
        PreviewTrait(.layout(.fixed(width: width, height: height)))
    }
    public static var portrait: PreviewTrait<T> { PreviewTrait(.orientation(.portrait)) }
    public static var portraitUpsideDown: PreviewTrait<T> { PreviewTrait(.orientation(.portraitUpsideDown)) }
    public static var landscapeLeft: PreviewTrait<T> { PreviewTrait(.orientation(.landscapeLeft)) }
    public static var landscapeRight: PreviewTrait<T> { PreviewTrait(.orientation(.landscapeRight)) }
}

/// How a preview is framed: the device's screen, the view's ideal size, or a fixed box.
public enum PreviewLayout: Sendable, Equatable {
    case device
    case sizeThatFits
    case fixed(width: CGFloat, height: CGFloat)
}

/// Which way up the device is held: landscape swaps the screen's width and height.
public enum InterfaceOrientation: Sendable, Equatable, CaseIterable {
    case portrait, portraitUpsideDown, landscapeLeft, landscapeRight

    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}
