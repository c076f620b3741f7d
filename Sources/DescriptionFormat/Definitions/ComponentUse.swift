import DescriptionModel
import DescriptionSource

// A use of a component of one's own: `Chip: { label: Fresh, isSelected: true }`. Its props are
// checked against their types here, where the component is used, then its body is read in the
// use's place with the props bound, so it is exactly the body written out by hand.
extension DescriptionReader {
    /// - Parameters:
    ///   - props: the mapping under the component's name (null when no props are given).
    ///   - keyAt: the name as written, where the use is reported.
    ///   - path: the key path of the node the body takes the place of.
    func use(_ component: DescribedComponent, props: Value, keyAt: Value, at path: DescriptionPath,
             depth: Int) throws(DescriptionError) -> Node {
        let least = leastExpansion(of: component)
        if least > limits.maxNodeCount - nodeCount {
            let total = least == Int.max ? "more nodes than can be counted" : "at least \(least) nodes"
            throw error(keyAt, "\(component.name) stands for \(total) (its body and the components it uses, written out), which passes the limit of \(limits.maxNodeCount) nodes of a description; use it fewer times, or nest fewer components in one another")
        }
        let given = try fields(props, allowed: component.props.map(\.name), what: component.name, keyWord: "prop")
        var bindings: [String: PropBinding] = [:]
        for prop in component.props {
            bindings[prop.name] = try binding(of: prop, given[prop.name], in: component, use: given)
        }
        let scope = Scope(file: component.file, directory: component.directory, bindings: bindings, component: component)
        sourceMap.record(Expansion(component: component.name, useLocation: location(of: keyAt), usePath: path.appending(component.name),
                                   prefix: path, definitionPath: component.definitionPath.appending("body")))
        guard let body = try bound(Value(node: component.body, path: path, scope: scope)) else {
            throw error(keyAt, "the body of \(component.name) is an unset prop; give it a value")
        }
        // The body stands at the use's depth: a use adds no level of its own.
        let read = try node(body, depth: depth)
        guard let written = component.accessibility else { return read }
        // The definition's `accessibility:` is the body's, as if written on it, naming the component.
        var described = try accessibility(Value(node: written, path: component.definitionPath.appending("accessibility"), scope: scope))
        described.component = component.name
        return read.described(by: described)
    }

    /// A prop's binding at a use: the given value checked against the prop's type, else its default.
    private func binding(of prop: PropDeclaration, _ given: Value?, in component: DescribedComponent,
                         use: Fields) throws(DescriptionError) -> PropBinding {
        if let given, !isNull(given) { return try checked(given, as: prop) }
        switch prop.requirement {
        case .optional:
            return .unset
        case .required:
            if let given {
                throw error(given, "\(prop.name) is required in \(component.name) (\(prop.described)); give a value instead of null")
            }
            throw use.error("missing required prop \"\(prop.name)\" in \(component.name) (\(prop.described)); \(component.name) is defined at \(component.place)")
        case let .defaulted(written):
            if let given {
                throw error(given, "\(prop.name) of \(component.name) cannot be null (it defaults to \(describe(written))); remove the key for the default")
            }
            let path = component.definitionPath.appending("props").appending(prop.name).appending("default")
            return try checked(Value(node: written, path: path, scope: Scope(file: component.file, directory: component.directory)),
                               as: prop)
        }
    }

    /// `value` read as `prop`'s type, by the same reader a built-in key of that type uses, with
    /// its text for `${}`, `$switch` and `when`.
    func checked(_ value: Value, as prop: PropDeclaration) throws(DescriptionError) -> PropBinding {
        let scalar = value.node.scalar?.string
        switch prop.kind {
        case .string: return .value(value, text: try string(value))
        case .number: _ = try number(value); return .value(value, text: scalar)
        case .bool: return .value(value, text: try bool(value) ? "true" : "false")
        case .enum:
            let text = try string(value, what: prop.described)
            guard prop.values.contains(text) else {
                throw unknownName(value, text, what: "value", allowed: prop.values, context: " for \(prop.name)")
            }
            return .value(value, text: text)
        case .color: _ = try color(value)
        case .spacing: _ = try length(value)
        case .typography: _ = try tokenName(value, what: "a typography token name")
        case .icon: _ = try iconName(value)
        case .image: _ = try fileReference(value, what: "a PNG path")
        case .node:
            // A slot: read in full where the body places it (with this file's places).
            let isNode: Bool
            switch value.node {
            case .mapping: isNode = true
            case let .scalar(s): isNode = s.string == "spacer" || components.described(s.string) != nil
            default: isNode = false
            }
            guard isNode else { throw error(value, "expected a node for \(prop.name) (a mapping with one key, its kind), found \(describe(value.node))") }
            return .value(value, text: nil)
        }
        return .value(value, text: scalar)
    }
}
