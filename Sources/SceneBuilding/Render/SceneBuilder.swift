import DescriptionModel
import DescriptionFormat
import DisplayList
import Layout
import Raster
import Values

/// Document → display list: lower the content, lay it out in the canvas minus its padding
/// (top-leading corner; top-right in right-to-left documents), then let every painter draw.
package enum SceneBuilder {
    package static func displayList(for document: Document, context: RenderContext) throws -> DisplayList {
        var lowering = Lowering(context: context)
        let root = try lowering.lower(document.content, at: "content")
        let padding = try context.insets(document.canvas.padding, at: "canvas.padding")
        let width = document.canvas.width
        let inner = ProposedSize(width: max(0, width - padding.horizontal),
                                 height: document.canvas.height.map { max(0, $0 - padding.vertical) })
        let size = Layout.size(of: root, for: inner)
        let x = context.direction == .rightToLeft ? width - padding.leading - size.width : padding.leading
        let placed = Layout.place(root, proposal: inner, origin: Point(x, padding.top), direction: context.direction)
        // No height: the canvas hugs its content (and at least one device pixel).
        let height = document.canvas.height ?? max(1 / context.scale, placed.frame.maxY + padding.bottom)
        let background = try document.canvas.background.map { try context.color($0, at: "canvas.background") }
        var list = DisplayList(width: width, height: height, scale: context.scale, background: background)
        paint(placed, painters: lowering.painters, paths: lowering.painterPaths, scale: context.scale, into: &list)
        return list
    }

    /// Parents before children (a background is under its content); a decoration finishes after them.
    /// What a painter and its children record in the list's semantics is named by the painter's key path.
    static func paint(_ node: PlacedNode, painters: [any Painter], paths: [Int: String], scale: Double, into list: inout DisplayList) {
        let mark = list.semantics.mark
        switch node.kind {
        case let .leaf(tag), let .decoration(tag): painters[tag].draw(in: node.frame, scale: scale, into: &list)
        case .container: break
        }
        for child in drawingOrder(node.children, painters) { paint(child, painters: painters, paths: paths, scale: scale, into: &list) }
        if case let .decoration(tag) = node.kind { painters[tag].finish(in: node.frame, scale: scale, into: &list) }
        if case let .leaf(tag) = node.kind, let path = paths[tag] { list.semantics.name(since: mark, path: path) }
        if case let .decoration(tag) = node.kind, let path = paths[tag] { list.semantics.name(since: mark, path: path) }
    }

    /// Siblings in the order they are drawn: by `.zIndex`, lowest first, equal ones in the order
    /// written (a stable sort). A node's zIndex passes through the wrappers its later modifiers
    /// add (a one-child node), as SwiftUI's does through modifiers.
    static func drawingOrder(_ children: [PlacedNode], _ painters: [any Painter]) -> [PlacedNode] {
        func zIndex(_ node: PlacedNode) -> Double {
            var node = node
            while true {
                if case let .decoration(tag) = node.kind, let z = painters[tag] as? ZIndexPainter { return z.zIndex }
                guard node.children.count == 1 else { return 0 }
                node = node.children[0]
            }
        }
        let z = children.map(zIndex)
        guard z.contains(where: { $0 != 0 }) else { return children }
        return children.indices.sorted { z[$0] != z[$1] ? z[$0] < z[$1] : $0 < $1 }.map { children[$0] }
    }
}
