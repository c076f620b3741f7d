import DescriptionModel
import DescriptionSource

/// The location of every value the parser read, by key path. Kept beside the model so that the
/// later passes (token resolution, missing files, layout limits) can point at the source.
///
/// Where a value came from is not part of the value: two source maps always compare equal, so a
/// YAML and a JSON file describing the same thing give equal `Document`s.
package struct SourceMap: Hashable, Sendable {
    package private(set) var locations: [DescriptionPath: SourceLocation] = [:]
    /// The components of one's own used in the document, by the key path their body took the
    /// place of (outermost first where one body is another component's use).
    private(set) var expansions: [DescriptionPath: [Expansion]] = [:]

    package init() {}

    package subscript(path: DescriptionPath) -> SourceLocation? {
        get { locations[path] }
        set { locations[path] = newValue }
    }

    mutating func record(_ expansion: Expansion) {
        expansions[expansion.prefix, default: []].append(expansion)
    }

    /// A problem at `path`, written at `location`. Inside a component's body it is reported where
    /// the component is used (the place the user can see from the document) and names the
    /// definition's place too:
    /// `screen.yaml:12:7: content.children[2].Chip: in the body of Chip (chips.yaml:14:9: components.Chip.body.hstack.padding): …`.
    package func error(file: String, location: SourceLocation?, path: DescriptionPath, message: String,
                      suggestion: String? = nil) -> DescriptionError {
        let sites = expansions(around: path)
        guard let outer = sites.first, let inner = sites.last else {
            return DescriptionError(file: location?.file ?? file, location: location, path: path, message: message, suggestion: suggestion)
        }
        let inside = DescriptionPath(inner.definitionPath.steps + path.steps.dropFirst(inner.prefix.steps.count))
        // A use written nowhere (`catalog --components` drawing a variant) has no place to point
        // at: the problem is the definition's, reported there.
        guard outer.useLocation != nil else {
            return DescriptionError(file: location?.file ?? file, location: location, path: inside, message: message, suggestion: suggestion)
        }
        let place = location.map { "\($0): " } ?? ""
        let names = sites.map(\.component).joined(separator: " → ")
        return DescriptionError(file: outer.useLocation?.file ?? file, location: outer.useLocation, path: outer.usePath,
                                message: "in the body of \(names) (\(place)\(inside)): \(message)", suggestion: suggestion)
    }

    /// The expansions `path` lies in, outermost first. The props written at a use
    /// (`….Chip.label`) belong to the enclosing body, not to the body they are bound into.
    func expansions(around path: DescriptionPath) -> [Expansion] {
        guard !expansions.isEmpty else { return [] }
        var result: [Expansion] = []
        for length in 0...path.steps.count {
            let prefix = DescriptionPath(Array(path.steps.prefix(length)))
            for expansion in expansions[prefix] ?? [] where length < path.steps.count && path.steps[length] != .key(expansion.component) {
                result.append(expansion)
            }
        }
        return result
    }

    package static func == (lhs: SourceMap, rhs: SourceMap) -> Bool { true }
    package func hash(into hasher: inout Hasher) {}
}

/// One use of a component of one's own: its body stands at `prefix` in the expanded tree.
package struct Expansion: Hashable, Sendable {
    var component: String
    /// Where the use is written, and its key path (`content.children[2].Chip`).
    var useLocation: SourceLocation?
    var usePath: DescriptionPath
    /// Where the body took the use's place.
    var prefix: DescriptionPath
    /// The body's own path in its file (`components.Chip.body`).
    var definitionPath: DescriptionPath
}
