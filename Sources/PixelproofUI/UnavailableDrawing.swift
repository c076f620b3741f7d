/// Modifiers a still frame would show that Pixelproof does not draw yet, each with SwiftUI's own
/// signature so a team's file fails to compile with a message naming the API, not a type error.
extension View {
    @available(*, unavailable, message: "Pixelproof does not draw redacted yet")
    public func redacted(reason: RedactionReasons) -> Self { fatalError() }
    @available(*, unavailable, message: "Pixelproof does not draw unredacted yet (nor redacted)")
    public func unredacted() -> Self { fatalError() }
    @available(*, unavailable, message: "Pixelproof does not draw alignmentGuide yet (a stack aligns its children by their frames)")
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> Self { fatalError() }
    @available(*, unavailable, message: "Pixelproof does not draw alignmentGuide yet (a stack aligns its children by their frames)")
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> Self { fatalError() }
}

/// Why `redacted(reason:)` hides a view's content.
public struct RedactionReasons: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let placeholder = RedactionReasons(rawValue: 1 << 0)
    public static let privacy = RedactionReasons(rawValue: 1 << 1)
    public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}
