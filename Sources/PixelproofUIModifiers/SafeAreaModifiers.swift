import PixelproofUICore
/// The safe area's regions (SwiftUI's `SafeAreaRegions`).
public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let container = SafeAreaRegions(rawValue: 1)
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

// A snapshot's canvas has no safe area (no notch, home indicator or keyboard), so a view that
// ignores it is drawn as it is: accepted, changing nothing.
extension View {
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View { self }
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { self }
}

// Scroll indicators show only while scrolling, so a still frame has none; a named coordinate
// space is not tracked (a `GeometryProxy` measures in the canvas for it).
extension View {
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View { self }
    public func coordinateSpace<T: Hashable>(name: T) -> some View { self }
}

/// Whether a scroll view shows its indicators.
public struct ScrollIndicatorVisibility: Hashable, Sendable {
    let name: String
    public static let automatic = ScrollIndicatorVisibility(name: "automatic")
    public static let visible = ScrollIndicatorVisibility(name: "visible")
    public static let hidden = ScrollIndicatorVisibility(name: "hidden")
    public static let never = ScrollIndicatorVisibility(name: "never")
}
