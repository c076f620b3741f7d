import DescriptionModel
import SceneBuilding
import Layout
import Values

/// A container that takes the whole space offered (10 × 10 when offered nothing, SwiftUI's
/// default) and shows its content at its top-leading corner, the content built from a proxy that
/// knows that size. The size is known only after layout, so a view with geometry readers is laid
/// out, measured and lowered again until the sizes stop changing (`GeometrySizes`).
public struct GeometryReader<Content: View>: View, PrimitiveView {
    public var content: (GeometryProxy) -> Content

    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }

    public var body: Never { fatalError("GeometryReader has no body") }

    package func nodes(in environment: EnvironmentValues) throws -> [Node] {
        let sizes = environment.geometrySizes ?? GeometrySizes()
        let index = sizes.nextIndex()
        let frame = sizes.measured[index] ?? Rect(x: 0, y: 0, width: 0, height: 0)
        let proxy = GeometryProxy(size: CGSize(width: frame.width, height: frame.height),
                                  globalFrame: CGRect(x: frame.x, y: frame.y, width: frame.width, height: frame.height))
        var inner = environment
        inner.stackAxis = nil
        let children = try ViewLowering.nodes(of: content(proxy), in: inner)
        return [arranged(GeometryLayout(index: index, sizes: sizes), children: children)]
    }
}

/// What a geometry reader's content knows of it: its size and where it is.
public struct GeometryProxy {
    public let size: CGSize
    let globalFrame: CGRect

    /// The reader's frame: in the canvas for `.global`, its own bounds for `.local` (a named space
    /// is not tracked, so it is the canvas too).
    public func frame(in space: CoordinateSpace) -> CGRect {
        space == .local ? CGRect(origin: .zero, size: size) : globalFrame
    }

    /// A snapshot has no safe area.
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }
}

/// Where a frame is measured from.
public enum CoordinateSpace: Hashable {
    case global, local
    case named(AnyHashable)
}

/// The frames the geometry readers of one render were placed at, by their order in the view;
/// shared by the passes of that render.
package final class GeometrySizes: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    /// From the previous pass's layout (empty in the first pass: the readers see zero).
    package internal(set) var measured: [Int: Rect] = [:]
    private var placed: [Int: Rect] = [:]

    package init() {}

    func nextIndex() -> Int {
        lock.lock(); defer { lock.unlock() }
        count += 1
        return count - 1
    }

    func record(_ frame: Rect, for index: Int) {
        lock.lock(); defer { lock.unlock() }
        placed[index] = frame
    }

    /// Whether the view has geometry readers at all.
    package var isUsed: Bool { count > 0 }

    /// Takes the frames the last layout placed as the next pass's; false when nothing changed.
    package func advance() -> Bool {
        lock.lock(); defer { lock.unlock() }
        defer { count = 0; placed = [:] }
        guard placed != measured else { return false }
        measured = placed
        return true
    }
}

struct GeometryLayout: LayoutAlgorithm {
    let index: Int
    let sizes: GeometrySizes

    func sizeThatFits(_ p: ProposedSize, subviews: [LayoutChild]) -> Size {
        func length(_ offered: Double?) -> Double { offered.flatMap { $0.isFinite ? $0 : nil } ?? 10 }
        return Size(width: length(p.width), height: length(p.height))
    }

    func placements(in size: Size, proposal: ProposedSize, subviews: [LayoutChild]) -> [LayoutPlacement?] {
        subviews.map { _ in LayoutPlacement(offset: .zero, proposal: ProposedSize(width: size.width, height: size.height)) }
    }

    func didPlace(in frame: Rect) { sizes.record(frame, for: index) }
}

private struct GeometrySizesKey: EnvironmentKey {
    static var defaultValue: GeometrySizes? { nil }
}

extension EnvironmentValues {
    /// The render's geometry reader sizes (set by `ViewDocument`).
    package var geometrySizes: GeometrySizes? {
        get { self[GeometrySizesKey.self] }
        set { self[GeometrySizesKey.self] = newValue }
    }
}
