import DescriptionModel
import SceneBuilding
import Layout
import Values
import PixelproofUICore

/// A column of a `LazyVGrid` (or a row of a `LazyHGrid`): a fixed length, a flexible one between
/// a minimum and a maximum, or as many adaptive ones of at least `minimum` as fit.
public struct GridItem: Sendable {
    public enum Size: Sendable {
        case fixed(CGFloat)
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    public var size: Size
    /// The space after this item (nil: SwiftUI's standard 8).
    public var spacing: CGFloat?
    /// Where a view sits in its cell (nil: centred).
    public var alignment: Alignment?

    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// How a lazy grid divides its width (a `LazyHGrid`: its height) among its items, as SwiftUI does:
/// the fixed items and the spacings are taken first; each remaining item in order gets an equal
/// share of what is left, clamped to its minimum and maximum; an adaptive item fills its share with
/// as many tracks of at least its minimum as fit (at least one), spaced by its spacing.
struct GridTracks {
    struct Track: Equatable {
        var length: Double
        var spacingAfter: Double
        var alignment: Alignment?
    }

    static let standardSpacing = 8.0

    static func resolve(_ items: [GridItem], in available: Double) -> [Track] {
        let spacings = items.map { Double($0.spacing ?? CGFloat(standardSpacing)) }
        var remaining = available - spacings.dropLast().reduce(0, +)
        for item in items { if case let .fixed(length) = item.size { remaining -= Double(length) } }
        var flexibleLeft = items.filter { if case .fixed = $0.size { return false } else { return true } }.count
        var tracks: [Track] = []
        for (i, item) in items.enumerated() {
            let spacing = spacings[i]
            switch item.size {
            case let .fixed(length):
                tracks.append(Track(length: Double(length), spacingAfter: spacing, alignment: item.alignment))
            case let .flexible(minimum, maximum):
                let share = min(max(remaining / Double(flexibleLeft), Double(minimum)), Double(maximum))
                remaining -= share
                flexibleLeft -= 1
                tracks.append(Track(length: share, spacingAfter: spacing, alignment: item.alignment))
            case let .adaptive(minimum, maximum):
                let share = max(remaining / Double(flexibleLeft), Double(minimum))
                remaining -= share
                flexibleLeft -= 1
                let count = max(1, Int(((share + spacing) / (Double(minimum) + spacing)).rounded(.down)))
                let length = min((share - Double(count - 1) * spacing) / Double(count), Double(maximum))
                for _ in 0..<count { tracks.append(Track(length: length, spacingAfter: spacing, alignment: item.alignment)) }
            }
        }
        return tracks
    }

    /// The length the items want when nothing is offered: fixed lengths, minimums, the spacings.
    static func idealLength(_ items: [GridItem]) -> Double {
        items.enumerated().reduce(0) { sum, pair in
            let (i, item) = pair
            let spacing = i == items.count - 1 ? 0 : Double(item.spacing ?? CGFloat(standardSpacing))
            switch item.size {
            case let .fixed(length): return sum + Double(length) + spacing
            case let .flexible(minimum, _), let .adaptive(minimum, _): return sum + Double(minimum) + spacing
            }
        }
    }
}

/// Views in rows of the grid's columns, filled leading to trailing, then top to bottom.
public struct LazyVGrid<Content: View>: View, PrimitiveView {
    let columns: [GridItem]
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.columns = columns
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public var body: Never { fatalError("LazyVGrid has no body") }

    package func nodes(in environment: EnvironmentValues) throws -> [Node] {
        let across: Double = alignment == .leading ? 0 : alignment == .trailing ? 1 : 0.5
        return [arranged(LazyGridLayout(items: columns, vertical: true, lineSpacing: spacing.map(Double.init) ?? GridTracks.standardSpacing,
                                        alignment: across), children: try ViewLowering.nodes(of: content, in: environment))]
    }
}

/// Views in columns of the grid's rows, filled top to bottom, then leading to trailing.
public struct LazyHGrid<Content: View>: View, PrimitiveView {
    let rows: [GridItem]
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.rows = rows
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public var body: Never { fatalError("LazyHGrid has no body") }

    package func nodes(in environment: EnvironmentValues) throws -> [Node] {
        let across: Double = alignment == .top ? 0 : alignment == .bottom ? 1 : 0.5
        return [arranged(LazyGridLayout(items: rows, vertical: false, lineSpacing: spacing.map(Double.init) ?? GridTracks.standardSpacing,
                                        alignment: across), children: try ViewLowering.nodes(of: content, in: environment))]
    }
}

/// A lazy grid along one axis. For a `LazyVGrid` the tracks are columns across the width offered
/// and lines are rows, each as tall as its tallest view (proposed the column's width); the grid
/// takes the whole width and its columns sit at `alignment` in it. A `LazyHGrid` is the same
/// with the axes swapped.
struct LazyGridLayout: LayoutAlgorithm {
    let items: [GridItem]
    let vertical: Bool
    let lineSpacing: Double
    /// Where the tracks sit across the grid when they take less than it: 0 leading/top … 1.
    let alignment: Double

    private func across(_ p: ProposedSize) -> Double {
        let offered = vertical ? p.width : p.height
        guard let offered, offered.isFinite else { return GridTracks.idealLength(items) }
        return offered
    }

    private func cellProposal(_ track: Double) -> ProposedSize {
        vertical ? ProposedSize(width: track, height: nil) : ProposedSize(width: nil, height: track)
    }

    /// The tracks, and each line's length along the grid (its tallest view's).
    private func lines(_ p: ProposedSize, _ subviews: [LayoutChild]) -> (tracks: [GridTracks.Track], lines: [Double]) {
        let tracks = GridTracks.resolve(items, in: across(p))
        guard !tracks.isEmpty else { return ([], []) }
        var lines: [Double] = []
        for start in stride(from: 0, to: subviews.count, by: tracks.count) {
            let line = (start..<min(start + tracks.count, subviews.count)).map { i -> Double in
                let size = subviews[i].sizeThatFits(cellProposal(tracks[i - start].length))
                return vertical ? size.height : size.width
            }
            lines.append(line.max() ?? 0)
        }
        return (tracks, lines)
    }

    func sizeThatFits(_ p: ProposedSize, subviews: [LayoutChild]) -> Size {
        let (_, lines) = lines(p, subviews)
        let along = lines.reduce(0, +) + Double(max(0, lines.count - 1)) * lineSpacing
        return vertical ? Size(width: across(p), height: along) : Size(width: along, height: across(p))
    }

    func placements(in size: Size, proposal p: ProposedSize, subviews: [LayoutChild]) -> [LayoutPlacement?] {
        let (tracks, lines) = lines(p, subviews)
        guard !tracks.isEmpty else { return subviews.map { _ in nil } }
        let used = tracks.map(\.length).reduce(0, +) + tracks.dropLast().map(\.spacingAfter).reduce(0, +)
        var trackStarts: [Double] = []
        var position = (across(p) - used) * alignment
        for track in tracks { trackStarts.append(position); position += track.length + track.spacingAfter }
        var lineStart = 0.0
        var result: [LayoutPlacement?] = []
        for (i, child) in subviews.enumerated() {
            let (line, t) = (i / tracks.count, i % tracks.count)
            if t == 0, line > 0 { lineStart += lines[line - 1] + lineSpacing }
            let proposal = cellProposal(tracks[t].length)
            let size = child.sizeThatFits(proposal)
            let cellAlignment = tracks[t].alignment ?? .center
            let (ax, ay) = cellAlignment.fractions
            let offset = vertical
                ? Point(trackStarts[t] + (tracks[t].length - size.width) * ax, lineStart + (lines[line] - size.height) * ay)
                : Point(lineStart + (lines[line] - size.width) * ax, trackStarts[t] + (tracks[t].length - size.height) * ay)
            result.append(LayoutPlacement(offset: offset, proposal: proposal))
        }
        return result
    }
}

extension Alignment {
    /// Where a view sits in a box this alignment places it in, as fractions (leading/top 0 … 1).
    var fractions: (x: Double, y: Double) {
        let x: Double = horizontal == .leading ? 0 : horizontal == .trailing ? 1 : 0.5
        let y: Double = vertical == .top || vertical == .firstTextBaseline ? 0 : vertical == .center ? 0.5 : 1
        return (x, y)
    }
}
