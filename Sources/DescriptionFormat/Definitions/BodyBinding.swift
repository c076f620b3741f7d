import DescriptionModel
import DescriptionSource

// Reading a body with its props bound. The reader calls `bound` on every value it takes from a
// mapping or a list, so `$name`, `${name}` and `$switch` mean the same wherever a value stands,
// and `included` on every item of a list, for `when`.
extension DescriptionReader {
    /// What `value` means where it is written: in a body, `$name` is the prop's value (nil when
    /// the prop is unset, which removes the key or the item), `${name}` is interpolated and a
    /// `$switch` is the case it picks; anywhere else, the value itself.
    func bound(_ value: Value) throws(DescriptionError) -> Value? {
        guard value.scope.isBody else { return value }
        switch value.node {
        case let .scalar(scalar):
            if let name = PropReference.whole(scalar.string) {
                switch try binding(name, at: value) {
                case .unset: return nil
                // The prop's value, as written at the use, standing where the body uses it.
                case let .value(written, _): return written.placed(at: value.path)
                }
            }
            let references = PropReference.interpolated(scalar.string)
            guard !references.isEmpty else { return value }
            var text = scalar.string
            for reference in references.reversed() {
                let binding = try binding(reference.name, at: value)
                if case .value = binding, binding.text == nil {
                    throw error(value, "\"${\(reference.name)}\" is a node; only props of scalar types can be written inside text")
                }
                text.replaceSubrange(reference.range, with: binding.text ?? "")
            }
            var interpolated = scalar
            interpolated.string = text
            // Written as text, so `"${count}"` stays a string even when it looks like a number.
            if interpolated.style == .plain { interpolated.style = .doubleQuoted }
            return value.child(.scalar(interpolated), at: value.path)
        case let .mapping(mapping) where mapping["$switch"] != nil:
            return try bound(try picked(mapping, at: value))
        default:
            return value
        }
    }

    /// Whether a list item in a body is kept by its `when` (and the item without it); outside a
    /// body, `when` is refused.
    func included(_ item: Value, writtenIndex: Int) throws(DescriptionError) -> Value? {
        guard case let .mapping(mapping) = item.node, let condition = mapping["when"] else { return item }
        let conditionValue = item.child(condition, at: item.path.appending("when"))
        guard item.scope.isBody else {
            throw error(conditionValue, "`when` is read only inside a component's body (under components: NAME: body:); remove it here")
        }
        let text = try string(conditionValue, what: "a condition (name, \"!name\", \"name == value\" or \"name != value\")")
        guard let when = WhenCondition(text), let component = item.scope.component, let prop = component.prop(when.name) else {
            throw error(conditionValue, "bad condition \"\(text)\"")  // the definition check makes this unreachable
        }
        guard when.holds(for: try binding(when.name, at: conditionValue), kind: prop.kind) else { return nil }
        let rest = mapping.filtered { $0 != "when" }
        return item.child(.mapping(rest), at: item.path)
    }

    /// The binding of `name` in the body `value` is written in.
    private func binding(_ name: String, at value: Value) throws(DescriptionError) -> PropBinding {
        guard let binding = value.scope.bindings[name] else {
            let names = value.scope.component?.props.map(\.name) ?? []
            throw unknownName(value, "$" + name, what: "prop", allowed: names.map { "$" + $0 })
        }
        return binding
    }

    /// The case of `{ $switch: name, cases: {…}, default: … }` that the prop's value picks.
    private func picked(_ mapping: SourceNode.Mapping, at value: Value) throws(DescriptionError) -> Value {
        let nameValue = value.child(mapping["$switch"]!, at: value.path.appending("$switch"))
        let name = try string(nameValue, what: "a prop name")
        let text = try binding(name, at: nameValue).text
        if let text, case let .mapping(cases)? = mapping["cases"] {
            for (key, picked) in cases where key.string == text {
                return value.child(picked, at: value.path)
            }
        }
        if let fallback = mapping["default"] { return value.child(fallback, at: value.path) }
        throw error(nameValue, "no case for \(name) = \(text ?? "unset") and no default; add one")
    }
}
