import DescriptionModel
import SceneBuilding
import Layout
import Values
import PixelproofUICore

/// A grid of rows: each `GridRow`'s views are cells in its columns (a cell spans
/// `gridCellColumns(_:)` of them); any other view is a row of its own across every column. A
/// column is as wide as its widest one-column cell's ideal width, a row as tall as its tallest
/// cell; cells sit at `alignment` in their cell.
public struct Grid<Content: View>: View, PrimitiveView {
    let alignment: Alignment
    let horizontalSpacing: CGFloat?
    let verticalSpacing: CGFloat?
    let content: Content

    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.content = content()
    }

    public var body: Never { fatalError("Grid has no body") }

    package func nodes(in environment: EnvironmentValues) throws -> [Node] {
        var rows: [[GridTableLayout.Cell]] = []
        var cells: [Node] = []
        for node in try ViewLowering.nodes(of: content, in: environment) {
            if case let .component(component) = node, let row = component.as(ArrangedNode.self), row.algorithm.algorithm is GridRowLayout {
                rows.append(row.children.map { cell in
                    cells.append(cell)
                    return GridTableLayout.Cell(index: cells.count - 1, span: GridTableLayout.span(of: cell))
                })
            } else {
                cells.append(node)
                rows.append([GridTableLayout.Cell(index: cells.count - 1, span: nil)])
            }
        }
        return [arranged(GridTableLayout(rows: rows, alignment: alignment.fractions,
                                    horizontalSpacing: horizontalSpacing.map(Double.init) ?? 8,
                                    verticalSpacing: verticalSpacing.map(Double.init) ?? 8), children: cells)]
    }
}

/// One row of a `Grid`; outside a grid its views are laid out side by side.
public struct GridRow<Content: View>: View, PrimitiveView {
    let content: Content

    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) { self.content = content() }

    public var body: Never { fatalError("GridRow has no body") }

    package func nodes(in environment: EnvironmentValues) throws -> [Node] {
        [arranged(GridRowLayout(), children: try ViewLowering.nodes(of: content, in: environment))]
    }
}

/// A grid row outside a grid: its cells side by side, 8 apart, centred on each other.
struct GridRowLayout: LayoutAlgorithm {
    func sizeThatFits(_ p: ProposedSize, subviews: [LayoutChild]) -> Size {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return Size(width: sizes.map(\.width).reduce(0, +) + Double(max(0, sizes.count - 1)) * 8, height: sizes.map(\.height).max() ?? 0)
    }

    func placements(in size: Size, proposal: ProposedSize, subviews: [LayoutChild]) -> [LayoutPlacement?] {
        var x = 0.0
        return subviews.map { child in
            let s = child.sizeThatFits(.unspecified)
            defer { x += s.width + 8 }
            return LayoutPlacement(offset: Point(x, (size.height - s.height) / 2), proposal: .unspecified)
        }
    }
}

private struct GridCellColumnsKey: LayoutValueKey {
    static var defaultValue: Int { 1 }
}

extension View {
    /// The number of a grid's columns this cell spans.
    public func gridCellColumns(_ count: Int) -> some View {
        layoutValue(key: GridCellColumnsKey.self, value: max(1, count))
    }
}

struct GridTableLayout: LayoutAlgorithm {
    struct Cell {
        var index: Int
        /// Columns spanned; nil: a view outside any row, across every column.
        var span: Int?
    }

    let rows: [[Cell]]
    let alignment: (x: Double, y: Double)
    let horizontalSpacing: Double
    let verticalSpacing: Double

    static func span(of node: Node) -> Int {
        if case let .component(component) = node, let carrier = component.as(ArrangedNode.self),
           let values = carrier.algorithm.algorithm as? LayoutValues, let span = values.values[ObjectIdentifier(GridCellColumnsKey.self)] as? Int {
            return span
        }
        return 1
    }

    private var columnCount: Int { rows.map { $0.reduce(0) { $0 + ($1.span ?? 0) } }.max() ?? 0 }

    private func columns(_ subviews: [LayoutChild]) -> [Double] {
        var widths = Array(repeating: 0.0, count: columnCount)
        for row in rows {
            var column = 0
            for cell in row {
                guard let span = cell.span else { continue }
                if span == 1 { widths[column] = max(widths[column], subviews[cell.index].sizeThatFits(.unspecified).width) }
                column += span
            }
        }
        return widths
    }

    private func width(of span: Range<Int>, _ columns: [Double]) -> Double {
        columns[span].reduce(0, +) + Double(max(0, span.count - 1)) * horizontalSpacing
    }

    private func layout(_ subviews: [LayoutChild]) -> (columns: [Double], heights: [Double], total: Double) {
        let columns = columns(subviews)
        let total = width(of: 0..<columns.count, columns)
        let heights = rows.map { row -> Double in
            var column = 0
            return row.map { cell -> Double in
                let span = cell.span ?? columns.count
                defer { column += span }
                let w = cell.span == nil ? total : width(of: column..<min(column + span, columns.count), columns)
                return subviews[cell.index].sizeThatFits(ProposedSize(width: w, height: nil)).height
            }.max() ?? 0
        }
        return (columns, heights, total)
    }

    func sizeThatFits(_ p: ProposedSize, subviews: [LayoutChild]) -> Size {
        let (_, heights, total) = layout(subviews)
        return Size(width: total, height: heights.reduce(0, +) + Double(max(0, heights.count - 1)) * verticalSpacing)
    }

    func placements(in size: Size, proposal: ProposedSize, subviews: [LayoutChild]) -> [LayoutPlacement?] {
        let (columns, heights, total) = layout(subviews)
        var result = [LayoutPlacement?](repeating: nil, count: subviews.count)
        var y = 0.0
        for (r, row) in rows.enumerated() {
            var column = 0
            for cell in row {
                let span = cell.span ?? columns.count
                let x = width(of: 0..<column, columns) + (column > 0 ? horizontalSpacing : 0)
                let w = cell.span == nil ? total : width(of: column..<min(column + span, columns.count), columns)
                let proposal = ProposedSize(width: w, height: heights[r])
                let s = subviews[cell.index].sizeThatFits(proposal)
                result[cell.index] = LayoutPlacement(offset: Point(x + (w - s.width) * alignment.x, y + (heights[r] - s.height) * alignment.y),
                                                     proposal: proposal)
                column += span
            }
            y += heights[r] + verticalSpacing
        }
        return result
    }
}
