import DescriptionModel
import DescriptionSource

/// A component written in the format itself (under `components:` in a description or a library
/// file): typed props and a body, the one node it stands for with the props bound. Using it means
/// exactly its body: the reader expands each use in place (`DescriptionReader.use`), so it lays out
/// and draws through the same path as the body written out by hand.
package struct DescribedComponent: Hashable, Sendable {
    /// `Chip`: an upper-case letter, then letters and digits (built-in kinds are lower-case).
    package var name: String
    /// The Figma component set it mirrors (`DS.Chip`); the name when not given.
    package var figmaName: String
    /// In declared order, which is the order of variant axes and of variant names.
    package var props: [PropDeclaration]
    /// The body as written, read again at every use with the props bound.
    var body: SourceNode
    package var preview: ComponentPreview
    /// The file that defines it and where its definition starts.
    package var file: String
    var directory: String?
    package var location: SourceLocation?
    /// `accessibility:` as written, read at every use (its label may name props) and set on the
    /// body there as on any node.
    var accessibility: SourceNode?

    package func prop(_ name: String) -> PropDeclaration? { props.first { $0.name == name } }

    /// The key path of its definition (`components.Chip`).
    var definitionPath: DescriptionPath { DescriptionPath.root.appending("components").appending(name) }

    /// Where it is defined, for messages: `chips.yaml:3:3`.
    var place: String { location?.description ?? file }
}

/// How `catalog --components` shows a component: the canvas, values for the props without a
/// default, and the props whose every value gets a picture.
package struct ComponentPreview: Hashable, Sendable {
    /// The `canvas` mapping as written (read like a description's).
    var canvas: SourceNode?
    /// Values for props, as written.
    var props: [(name: String, value: SourceNode)]
    /// Enum and bool props, each value of which is a variant (default: all of them, in declared order).
    package var axes: [String]

    package static func == (lhs: ComponentPreview, rhs: ComponentPreview) -> Bool {
        lhs.canvas == rhs.canvas && lhs.axes == rhs.axes
            && lhs.props.map(\.name) == rhs.props.map(\.name) && lhs.props.map(\.value) == rhs.props.map(\.value)
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(canvas); hasher.combine(axes); hasher.combine(props.map(\.name))
    }
}
