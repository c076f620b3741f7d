import Diagnostics

/// `pixelproof figma check`: a library component against the Figma component set of its
/// `figmaName`. Figma's VARIANT properties and their values stand for the component's enum props
/// (or a bool prop when the values are `true`/`false` or `True`/`False`), its BOOLEAN properties
/// for bool props; TEXT and INSTANCE_SWAP properties stand for string and node props, which have
/// no values to compare, and are left alone. Each difference is one line.
package enum VariantCheck {
    /// What a bool prop's values may be called in Figma.
    static let boolSpellings: Set<String> = ["true", "false", "True", "False"]

    /// The drift lines of `component` (empty when it matches), each
    /// `chips.yaml:3:3: Chip (Acme.Chip): …`. `set` is nil when the file has no set of that name;
    /// `suggestions` are then the closest names it has.
    package static func drifts(_ component: LibraryComponent, against set: FigmaNode?, suggestions: [String] = []) -> [String] {
        let head = "\(component.place): \(component.name) (\(component.figmaName)): "
        guard let set else {
            let hint = suggestions.first.map { " (did you mean \"\($0)\"?)" } ?? ""
            return [head + "no component set named \"\(component.figmaName)\" in the file\(hint)"]
        }
        var lines: [String] = []
        var matched: Set<String> = []
        let properties = comparedProperties(of: set)
        for (name, definition) in properties where !matched.contains(name) {
            matched.insert(name)
            guard let prop = component.props.first(where: { $0.name == name }) else {
                let hint = DidYouMean.clause(for: name, among: component.props.map(\.name))
                lines.append("Figma's \(definition.type) property \"\(name)\" has no enum or bool prop in the component\(hint)")
                continue
            }
            lines += compare(prop, with: definition, named: name)
        }
        for prop in component.props where !matched.contains(prop.name) {
            let hint = DidYouMean.clause(for: prop.name, among: properties.map { $0.name })
            lines.append("the component's prop \"\(prop.name)\" has no Figma property\(hint)")
        }
        return lines.map { head + $0 }
    }

    /// The set's VARIANT and BOOLEAN properties by their normalized names, in name order.
    static func comparedProperties(of set: FigmaNode) -> [(name: String, definition: ComponentPropertyDefinition)] {
        var properties: [(name: String, definition: ComponentPropertyDefinition)] = []
        for (key, definition) in set.componentPropertyDefinitions ?? [:] where definition.type == .variant || definition.type == .boolean {
            properties.append((FigmaPropertyName.normalized(key, type: definition.type), definition))
        }
        return properties.sorted { $0.name < $1.name }
    }

    /// The differences between one prop and the Figma property of its name.
    static func compare(_ prop: LibraryComponent.Prop, with definition: ComponentPropertyDefinition, named name: String) -> [String] {
        let options = definition.variantOptions ?? []
        switch (definition.type, prop.values) {
        case (.boolean, nil):
            return []
        case (.boolean, .some):
            return ["Figma's \(name) is a BOOLEAN property, the component's prop is an enum; make it a bool prop or the Figma property a VARIANT"]
        case (_, nil):
            var lines = options.filter { !boolSpellings.contains($0) }
                .map { "Figma's \(name) has \"\($0)\", the component's bool has not (a bool matches true/false or True/False)" }
            for value in ["true", "false"] where !options.contains(where: { $0.lowercased() == value && boolSpellings.contains($0) }) {
                lines.append("the component's bool \(name) has \(value), Figma's \(name) has not")
            }
            return lines
        case let (_, .some(values)):
            return options.filter { !values.contains($0) }.map { "Figma's \(name) has \"\($0)\", the component's enum has not" }
                + values.filter { !options.contains($0) }.map { "the component's enum \(name) has \"\($0)\", Figma's \(name) has not" }
        }
    }
}

extension VariantCheck {
    /// Every component's drift lines against the file `lookup` reads, in the library's order.
    package static func run(_ components: [LibraryComponent], lookup: ComponentSetLookup) async throws(FigmaError) -> [String] {
        var names: [String] = []
        for component in components where !names.contains(component.figmaName) { names.append(component.figmaName) }
        let found = try await lookup.find(names, in: try await lookup.overview())
        return components.flatMap { component in
            let name = ComponentSetLookup.trimmed(component.figmaName)
            return drifts(component, against: found.sets.first { $0.name == name }?.node,
                          suggestions: found.missing.first { $0.name == name }?.suggestions ?? [])
        }
    }
}
