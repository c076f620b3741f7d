import DescriptionModel
import Layout

/// Children laid out by a layout algorithm of their own (SwiftUI's `Layout` protocol, grids,
/// scroll views, `ViewThatFits`): what PixelproofUI lowers those containers to. It holds code, not
/// data, so a description file cannot write it (no reader knows its kind); it is a node so the
/// tree, the audit and the painters treat its children as any container's.
package struct ArrangedNode: ComponentDrawing {
    /// The algorithm, equal only to itself (two containers are the same node only when they are
    /// the same value).
    package struct Algorithm: Hashable, @unchecked Sendable {
        private final class Box: @unchecked Sendable {
            let algorithm: any LayoutAlgorithm
            init(_ algorithm: any LayoutAlgorithm) { self.algorithm = algorithm }
        }
        private let box: Box
        package init(_ algorithm: any LayoutAlgorithm) { box = Box(algorithm) }
        package var algorithm: any LayoutAlgorithm { box.algorithm }
        package static func == (a: Algorithm, b: Algorithm) -> Bool { a.box === b.box }
        package func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(box)) }
    }

    package var algorithm: Algorithm
    package var children: [Node]

    package init(_ algorithm: any LayoutAlgorithm, children: [Node]) {
        self.algorithm = Algorithm(algorithm)
        self.children = children
    }

    package static let kind = "arranged"
    package static let system = SystemReference.web
    package var node: Node { .component(ComponentNode(self)) }

    package var slots: [ComponentSlot] { children.enumerated().map { ComponentSlot(key: "children", index: $0, node: $1) } }

    package func lower(_ l: inout Lowering, at path: String) throws -> LayoutElement {
        var lowered: [LayoutElement] = []
        for (i, child) in children.enumerated() { lowered.append(try l.lower(child, at: "\(path).children[\(i)]")) }
        if let carrier = algorithm.algorithm as? AlignmentGuideCarrier, lowered.count == 1 {
            return .alignmentGuides(carrier.guides, child: lowered[0])
        }
        return .custom(algorithm.algorithm, children: lowered)
    }
}
