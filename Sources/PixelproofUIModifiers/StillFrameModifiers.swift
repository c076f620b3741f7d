import PixelproofUICore
/// Modifiers whose effect a still frame shows simply: drawn as what they amount to, or accepted
/// where a frame shows nothing of them (touch handling, grouping for assistive technology).
extension View {
    /// Laid out as usual, drawn as nothing and hidden from assistive technology, as in SwiftUI.
    public func hidden() -> some View { opacity(0).accessibilityHidden(true) }

    /// A still frame receives no touches: accepted, drawing unchanged.
    public func allowsHitTesting(_ enabled: Bool) -> some View { ModifiedView(self) }

    /// How assistive technology groups the view's children; a still frame draws nothing of it,
    /// and the audit checks what each child draws.
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { ModifiedView(self) }

    /// The deprecated spelling of `accessibilityHidden(_:)`.
    public func accessibility(hidden: Bool) -> some View { accessibilityHidden(hidden) }

    /// A badge is drawn by list rows and tab bars in SwiftUI; on any other view it shows nothing.
    public func badge(_ count: Int) -> some View { ModifiedView(self) }
    public func badge(_ label: Text?) -> some View { ModifiedView(self) }
    public func badge(_ key: LocalizedStringKey) -> some View { ModifiedView(self) }

    /// A border drawn inside the view's frame, over it: SwiftUI's `.border(_:width:)` is an
    /// overlay of a rectangle's inner stroke.
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        overlay(Rectangle().strokeBorder(content, lineWidth: width))
    }
}

/// How `accessibilityElement(children:)` treats the view's children.
public struct AccessibilityChildBehavior: Hashable, Sendable {
    let name: String
    public static let ignore = AccessibilityChildBehavior(name: "ignore")
    public static let contain = AccessibilityChildBehavior(name: "contain")
    public static let combine = AccessibilityChildBehavior(name: "combine")
}
