import DescriptionModel
import Diagnostics
import DescriptionSource

// What a definition promises, checked where it is written rather than when some variant happens
// to reach it: every `$name`, `${name}`, `when` and `$switch` names a prop; a `$switch` over an
// enum or a bool has a case for every value or a default; components do not contain themselves.
extension DescriptionReader {
    func checkDefinitions(_ components: [DescribedComponent]) throws(DescriptionError) {
        var uses: [String: [String]] = [:]
        let known = Set(components.map(\.name))
        for component in components {
            let body = Value(node: component.body, path: component.definitionPath.appending("body"),
                             scope: Scope(file: component.file, directory: component.directory))
            var used: [String] = []
            try checkBody(body, of: component, known: known, uses: &used)
            uses[component.name] = used
        }
        try checkCycles(components, uses: uses)
    }

    private func checkBody(_ value: Value, of component: DescribedComponent, known: Set<String>,
                           uses: inout [String]) throws(DescriptionError) {
        switch value.node {
        case let .scalar(scalar):
            if let name = PropReference.whole(scalar.string) { _ = try prop(name, at: value, of: component) }
            for reference in PropReference.interpolated(scalar.string) {
                let prop = try prop(reference.name, at: value, of: component)
                if prop.kind == .node {
                    throw error(value, "\"${\(prop.name)}\" is a node; only props of scalar types can be written inside text (use $\(prop.name) as a node)")
                }
            }
        case let .sequence(sequence):
            for (index, item) in sequence.enumerated() {
                // A list item written as a bare name (`- Divider`) is a use.
                if let name = item.scalar?.string, Self.isComponentName(name), known.contains(name) { uses.append(name) }
                try checkBody(value.child(item, at: value.path.appending(index: index)), of: component, known: known, uses: &uses)
            }
        case let .mapping(mapping):
            if mapping["$switch"] != nil {
                try checkSwitch(mapping, at: value, of: component, known: known, uses: &uses)
                return
            }
            for (key, entry) in mapping {
                let name = key.string ?? ""
                let entryValue = value.child(entry, at: value.path.appending(name))
                if name == "when" {
                    try checkCondition(entryValue, of: component)
                    continue
                }
                try checkBindingTypes(entryValue, ofPrimitive: name, in: component)
                if Self.isComponentName(name) {
                    guard known.contains(name) else {
                        throw unknownName(value.child(key, at: entryValue.path), name, what: "component", allowed: known.sorted())
                    }
                    uses.append(name)
                }
                try checkBody(entryValue, of: component, known: known, uses: &uses)
            }
        }
    }

    /// A prop bound to a colour key of a primitive (`shape: { fill: $isSelected }`) must be able to
    /// hold a colour: a colour prop, a string or an enum (whose values may be token names). Refused here, where the component
    /// is defined, rather than as an unknown colour token "false" when some use draws it.
    private func checkBindingTypes(_ value: Value, ofPrimitive kind: String, in component: DescribedComponent) throws(DescriptionError) {
        guard case let .mapping(mapping) = value.node, let keys = KeyTables.primitives.first(where: { $0.kind == kind })?.keys else { return }
        for (key, entry) in mapping {
            guard let keyName = key.string, let spec = keys.first(where: { $0.name == keyName }), case let .named(valueName, _) = spec.value,
                  ["color", "paint", "backdrop"].contains(valueName),
                  let propName = entry.scalar.flatMap({ PropReference.whole($0.string) }), let prop = component.prop(propName),
                  ![.color, .string, .enum].contains(prop.kind), !(valueName == "backdrop" && prop.kind == .node) else { continue }
            let takes = valueName == "color" ? "a colour" : valueName == "paint" ? "a colour or a gradient" : "a colour or a node"
            let cases = prop.kind == .bool ? "{ $switch: \(prop.name), cases: { true: …, false: … } }"
                                           : "{ $switch: \(prop.name), cases: { …: … }, default: … }"
            let article = [.icon, .image].contains(prop.kind) ? "an" : "a"
            throw error(value.child(entry, at: value.path.appending(keyName)),
                        "\(prop.name) is \(article) \(prop.kind.rawValue); \(keyName) takes \(takes): declare \(prop.name) with type: color, or pick the colour by it with \(cases)")
        }
    }

    /// The prop `name` of `component`, or an error naming the props it has.
    private func prop(_ name: String, at value: Value, of component: DescribedComponent) throws(DescriptionError) -> PropDeclaration {
        guard let prop = component.prop(name) else {
            let names = component.props.map(\.name)
            let hint = DidYouMean.clause(for: name, among: names)
            let list = names.isEmpty ? "\(component.name) has no props" : "its props are \(names.joined(separator: ", "))"
            throw error(value, "\"\(name)\" is not a prop of \(component.name); \(list)\(hint)", suggestion: DidYouMean.nearest(to: name, among: names))
        }
        return prop
    }

    private func checkCondition(_ value: Value, of component: DescribedComponent) throws(DescriptionError) {
        let forms = "name, \"!name\", \"name == value\" or \"name != value\""
        let text = try string(value, what: "a condition (\(forms))")
        guard let condition = WhenCondition(text) else {
            // `$name` is how a body binds a prop; a condition names it bare.
            let bare = text.replacingOccurrences(of: "$", with: "")
            if text.contains("$"), let meant = WhenCondition(bare) {
                let hint = component.prop(meant.name) == nil ? DidYouMean.clause(for: meant.name, among: component.props.map(\.name))
                                                             : " (did you mean \"\(bare)\"?)"
                throw error(value, "bad condition \"\(text)\": a condition names the prop without `$`\(hint); write \(forms)",
                            suggestion: component.prop(meant.name) == nil ? DidYouMean.nearest(to: meant.name, among: component.props.map(\.name)) : bare)
            }
            throw error(value, "bad condition \"\(text)\"; write \(forms)")
        }
        let prop = try prop(condition.name, at: value, of: component)
        switch condition.test {
        case let .equals(written), let .differs(written):
            if let values = prop.axisValues, !values.contains(written) {
                throw unknownName(value, written, what: "value", allowed: values, context: " for \(prop.name)")
            }
        case .holds, .doesNotHold:
            if prop.kind != .bool && prop.requirement != .optional {
                throw error(value, "\"\(text)\" tests whether \(prop.name) is true or set, but \(prop.name) is \(prop.described) and always set; compare it: \"\(prop.name) == value\"")
            }
        }
    }

    private func checkSwitch(_ mapping: SourceNode.Mapping, at value: Value, of component: DescribedComponent, known: Set<String>,
                             uses: inout [String]) throws(DescriptionError) {
        let f = try fields(value, allowed: ["$switch", "cases", "default"], what: "$switch")
        let nameValue = f["$switch"]!
        let prop = try prop(try string(nameValue, what: "a prop name"), at: nameValue, of: component)
        if prop.kind == .node { throw error(nameValue, "$switch picks by a prop's value as text; \(prop.name) is a node") }
        let casesValue = try f.required("cases", "{value: X, …}")
        guard case let .mapping(cases) = casesValue.node else {
            throw error(casesValue, "expected a mapping of cases ({small: 8, large: 12}), found \(describe(casesValue.node))")
        }
        let written = cases.keys.map { $0.string ?? "" }
        let hasDefault = f.has("default")
        if let values = prop.axisValues {
            for (key, _) in cases where !values.contains(key.string ?? "") {
                throw unknownName(casesValue.child(key, at: casesValue.path.appending(key.string ?? "")), key.string ?? "",
                                  what: "case", allowed: values, context: " for \(prop.name)")
            }
            let missing = values.filter { !written.contains($0) }
            if !missing.isEmpty && !hasDefault {
                throw error(nameValue, "$switch over \(prop.name) has no case for \(missing.joined(separator: ", ")) and no default; add \(missing.map { "`\($0):`" }.joined(separator: ", ")) under cases, or a default")
            }
        } else if !hasDefault {
            throw error(nameValue, "$switch over \(prop.name) (\(prop.described)) needs a default: its values cannot all be listed")
        }
        if prop.requirement == .optional && !hasDefault {
            throw error(nameValue, "$switch over \(prop.name) needs a default: \(prop.name) is optional and may be unset")
        }
        for (key, entry) in cases {
            try checkBody(casesValue.child(entry, at: casesValue.path.appending(key.string ?? "")), of: component, known: known, uses: &uses)
        }
        if let fallback = f["default"] { try checkBody(fallback, of: component, known: known, uses: &uses) }
    }

    /// A component that reaches itself through the components its body uses.
    private func checkCycles(_ components: [DescribedComponent], uses: [String: [String]]) throws(DescriptionError) {
        var done: Set<String> = []
        func visit(_ name: String, chain: [String]) throws(DescriptionError) {
            if let start = chain.firstIndex(of: name) {
                let cycle = chain[start...] + [name]
                let first = components.first { $0.name == cycle.first! }!
                throw sourceMap.error(file: file, location: first.location, path: first.definitionPath,
                                      message: "components use each other in a cycle: \(cycle.joined(separator: " → ")); a component cannot contain itself")
            }
            guard !done.contains(name) else { return }
            // Uses nest like nodes: a chain longer than the nesting limit could never be drawn,
            // and following it further would only exhaust the stack.
            if chain.count >= limits.maxNodeDepth {
                let first = components.first { $0.name == chain[0] }!
                let shown = chain.prefix(4).joined(separator: " → ") + " → … → " + name
                throw sourceMap.error(file: file, location: first.location, path: first.definitionPath,
                                      message: "components use each other more than \(limits.maxNodeDepth) deep (\(shown)); flatten them")
            }
            for used in uses[name] ?? [] { try visit(used, chain: chain + [name]) }
            done.insert(name)
        }
        for component in components { try visit(component.name, chain: []) }
    }
}
