import DescriptionModel
import DisplayList
import DescriptionSource

// Reading `components:` (in a description or a library file) into `DescribedComponent`s. What can
// be checked without a use is checked here: names, prop types and defaults, the preview.
extension DescriptionReader {
    /// The components defined under `value` (the `components:` mapping), in written order.
    func definitions(_ value: Value) throws(DescriptionError) -> [DescribedComponent] {
        record(value)
        guard case let .mapping(mapping) = value.node else {
            throw error(value, "expected a mapping of components by name (Chip: {props, body}), found \(describe(value.node))")
        }
        var result: [DescribedComponent] = []
        for (keyNode, definitionNode) in mapping {
            let name = keyNode.string ?? ""
            let nameValue = value.child(keyNode, at: value.path.appending(name))
            guard Self.isComponentName(name) else {
                let fixed = name.prefix(1).uppercased() + name.dropFirst().filter { $0.isASCII && ($0.isLetter || $0.isNumber) }
                throw error(nameValue, "component name \"\(name)\" must start with an upper-case letter and hold only letters and digits (write \"\(fixed)\"); lower-case names are the built-in kinds")
            }
            result.append(try definition(name, value.child(definitionNode, at: value.path.appending(name)), nameAt: nameValue))
        }
        return result
    }

    /// `Chip`, `ListItem2`: `[A-Z][A-Za-z0-9]*`.
    static func isComponentName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, ("A"..."Z").contains(first) else { return false }
        return name.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) }
    }

    private func definition(_ name: String, _ value: Value, nameAt: Value) throws(DescriptionError) -> DescribedComponent {
        let f = try fields(value, keys: KeyTables.componentDefinition, what: "component definition")
        let props = try f.optional("props") { v throws(DescriptionError) in try propDeclarations(v) } ?? []
        let body = try f.required("body", "the one node it stands for")
        guard case .mapping = body.node else {
            throw error(body, "expected one node as the body (a mapping with one key, its kind), found \(describe(body.node))")
        }
        var component = DescribedComponent(
            name: name, figmaName: try f.optional("figmaName") { v throws(DescriptionError) in try string(v, what: "a Figma component set name") } ?? name,
            props: props, body: body.node, preview: ComponentPreview(canvas: nil, props: [], axes: []),
            file: value.scope.file, directory: value.scope.directory, location: location(of: nameAt))
        if let written = f["accessibility"] {
            // Checked here, read again at every use (its label may name props).
            _ = try accessibility(written)
            component.accessibility = written.node
        }
        component.preview = try f.optional("preview") { v throws(DescriptionError) in try preview(v, of: component) }
            ?? ComponentPreview(canvas: nil, props: [], axes: props.filter { $0.axisValues != nil }.map(\.name))
        return component
    }

    private func propDeclarations(_ value: Value) throws(DescriptionError) -> [PropDeclaration] {
        guard case let .mapping(mapping) = value.node else {
            throw error(value, "expected a mapping of props by name (label: {type: string}), found \(describe(value.node))")
        }
        var props: [PropDeclaration] = []
        for (keyNode, declaration) in mapping {
            let name = keyNode.string ?? ""
            let path = value.path.appending(name)
            guard PropReference.isName(name) else {
                throw error(value.child(keyNode, at: path), "prop name \"\(name)\" must be a letter or _ followed by letters, digits and _")
            }
            let f = try fields(value.child(declaration, at: path), keys: KeyTables.prop, what: "prop")
            let kind = try enumeration(f.required("type", PropDeclaration.Kind.allCases.map(\.rawValue).joined(separator: ", ")),
                                       PropDeclaration.Kind.self, what: "prop type")
            var values: [String] = []
            if let list = f["values"] {
                guard kind == .enum else { throw error(list, "values apply to enum props only; \(name) is a \(kind.rawValue)") }
                for item in try elements(list, what: "values") {
                    let text = try string(item, what: "a value")
                    if values.contains(text) { throw error(item, "value \"\(text)\" is listed twice") }
                    values.append(text)
                }
            }
            if kind == .enum && values.isEmpty { throw f.error("an enum prop lists its values: values: [small, large]") }
            var prop = PropDeclaration(name: name, kind: kind, values: values, requirement: .required)
            if let fallback = f["default"] {
                if isNull(fallback) {
                    prop.requirement = .optional
                } else {
                    _ = try checked(fallback, as: prop)
                    prop.requirement = .defaulted(fallback.node)
                }
            }
            props.append(prop)
        }
        return props
    }

    private func preview(_ value: Value, of component: DescribedComponent) throws(DescriptionError) -> ComponentPreview {
        let f = try fields(value, keys: KeyTables.preview, what: "preview")
        if let canvas = f["canvas"] { _ = try canvasSpec(canvas) }
        var props: [(name: String, value: SourceNode)] = []
        if let given = f["props"] {
            let p = try fields(given, allowed: component.props.map(\.name), what: "\(component.name) props")
            for (name, written) in p.entries {
                _ = try checked(written, as: component.prop(name)!)
                props.append((name, written.node))
            }
        }
        let choices = component.props.filter { $0.axisValues != nil }.map(\.name)
        var axes = choices
        if let list = f["axes"] {
            axes = []
            for item in try elements(list, what: "prop names") {
                let name = try string(item, what: "an enum or bool prop")
                guard !choices.isEmpty else {
                    throw error(item, "\(component.name) has no enum or bool props, so no axes; remove axes (or declare an enum or bool prop)")
                }
                guard choices.contains(name) else {
                    throw unknownName(item, name, what: "axis", allowed: choices, context: " (axes are enum and bool props)")
                }
                axes.append(name)
            }
        }
        return ComponentPreview(canvas: f["canvas"].map { $0.node }, props: props, axes: axes)
    }
}
