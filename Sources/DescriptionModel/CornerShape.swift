/// Per-corner radii as written, each a `Length` (SwiftUI's `RectangleCornerRadii`; Raster's
/// `CornerRadii` holds resolved points): leading and trailing follow the
/// document's direction (they swap in right-to-left). Omitted corners are square.
public struct LengthCornerRadii: Hashable, Sendable {
    public var topLeading: Length
    public var bottomLeading: Length
    public var bottomTrailing: Length
    public var topTrailing: Length

    public init(topLeading: Length = .zero, bottomLeading: Length = .zero, bottomTrailing: Length = .zero,
                topTrailing: Length = .zero) {
        self.topLeading = topLeading
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.topTrailing = topTrailing
    }

    /// The corner keys of a description, in the order messages list them.
    package static let keys = ["topLeading", "topTrailing", "bottomTrailing", "bottomLeading"]
}

/// A rounded rectangle's radius: one for every corner, or one per corner.
public enum CornerRadius: Hashable, Sendable {
    case all(Length)
    case corners(LengthCornerRadii)
}

/// The curve of a rounded corner, as Core Animation's `cornerCurve` names it (SwiftUI's
/// `RoundedCornerStyle`): `circular` quarter circles
/// (CSS's corners), `continuous` iOS's corner (the default of SwiftUI's `RoundedRectangle`).
public enum CornerCurve: String, Hashable, Sendable, CaseIterable {
    case circular, continuous
}

/// The outline a stack or frame clips its content to (`clip`): its own frame, or a shape filling it.
public enum ClipShape: Hashable, Sendable {
    /// The frame, square-cornered (`clip: true`).
    case frame
    /// A shape filling the frame (`clip: {kind: roundedRect, cornerRadius: 16, cornerStyle: continuous}`).
    case shape(ShapeNode.Kind, cornerRadius: CornerRadius? = nil, style: CornerCurve = .circular, smoothing: Double = 0)
}
