import DescriptionModel
import DescriptionSource

/// One prop of a component of one's own: `size: { type: enum, values: [small, large], default: small }`.
package struct PropDeclaration: Hashable, Sendable {
    /// What values a prop takes; each is checked where the component is used, by the reader the
    /// same key of a built-in node would use.
    package enum Kind: String, Hashable, Sendable, CaseIterable {
        case string, number, bool, `enum`, color, spacing, typography, icon, image, node
    }

    package var name: String
    package var kind: Kind
    /// The values of an enum prop, in declared order.
    package var values: [String]
    /// How a prop may be left out of a use.
    package var requirement: Requirement

    package enum Requirement: Hashable, Sendable {
        /// No default: every use gives it.
        case required
        /// `default: null`: unset unless given; a key that binds it is removed.
        case optional
        /// The value used when a use does not give one, as written in the definition.
        case defaulted(SourceNode)
    }

    /// The values a variant axis runs over: an enum's values, or false and true.
    package var axisValues: [String]? {
        switch kind {
        case .enum: values
        case .bool: ["false", "true"]
        default: nil
        }
    }

    /// How messages name the type: `an enum (small, large)`, `a colour`.
    var described: String {
        switch kind {
        case .string: "a string"
        case .number: "a number"
        case .bool: "true or false"
        case .enum: "one of \(values.joined(separator: ", "))"
        case .color: "a colour (a token name or \"#rrggbb\")"
        case .spacing: "a spacing (logical px or a token name)"
        case .typography: "a typography token name"
        case .icon: "a built-in icon name"
        case .image: "a PNG path"
        case .node: "a node"
        }
    }
}
