/// Modifiers a still frame would show that Pixelproof does not draw yet, each with SwiftUI's own
/// signature so a team's file fails to compile with a message naming the API, not a type error.
extension View {
    @available(*, unavailable, message: "Pixelproof does not draw zIndex yet (a ZStack draws its children in the order written)")
    public func zIndex(_ value: Double) -> Self { fatalError() }
    @available(*, unavailable, message: "Pixelproof does not draw saturation yet")
    public func saturation(_ amount: Double) -> Self { fatalError() }
    @available(*, unavailable, message: "Pixelproof does not draw brightness yet")
    public func brightness(_ amount: Double) -> Self { fatalError() }
    @available(*, unavailable, message: "Pixelproof does not draw grayscale yet")
    public func grayscale(_ amount: Double) -> Self { fatalError() }
    @available(*, unavailable, message: "Pixelproof does not draw redacted yet")
    public func redacted(reason: RedactionReasons) -> Self { fatalError() }
}

/// Why `redacted(reason:)` hides a view's content.
public struct RedactionReasons: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let placeholder = RedactionReasons(rawValue: 1 << 0)
    public static let privacy = RedactionReasons(rawValue: 1 << 1)
    public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}
