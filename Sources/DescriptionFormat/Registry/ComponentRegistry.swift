import DescriptionModel

/// The components a description can use, found by kind and system. `builtIn` (BuiltInComponents)
/// holds Pixelproof's own, in catalog order; adding a component is a file in `Library/` and a line in that list
/// (docs/ARCHITECTURE.md walks through one). A parser can be given another registry
/// (`DescriptionParser(components:)`), which is how tests add a component of their own.
///
/// Components written in the format (`components:` and imported library files) join the same
/// registry (`adding(described:)`): their names are upper-case, offered in every system, and a
/// use expands to its body before layout, so both kinds lay out and draw through one path.
package struct ComponentRegistry: Sendable {
    package let definitions: [any ComponentReading.Type]
    /// Components of one's own, in the order they were defined.
    package let described: [DescribedComponent]
    /// `described` by name, so a use is found at once however many components a library has.
    private let describedIndex: [String: Int]

    package init(_ definitions: [any ComponentReading.Type], described: [DescribedComponent] = []) {
        self.definitions = definitions
        self.described = described
        self.describedIndex = Dictionary(described.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// This registry and `definition` after it.
    package func adding(_ definition: any ComponentReading.Type) -> ComponentRegistry {
        ComponentRegistry(definitions + [definition], described: described)
    }

    /// This registry and components written in the format (names already checked unique).
    package func adding(described more: [DescribedComponent]) -> ComponentRegistry {
        ComponentRegistry(definitions, described: described + more)
    }

    /// The names of the components of one's own.
    package var describedNames: [String] { described.map(\.name) }

    /// The component of one's own called `name`.
    package func described(_ name: String) -> DescribedComponent? {
        describedIndex[name].map { described[$0] }
    }

    /// The component kinds `system` offers, in the order messages list them.
    package func kinds(in system: SystemReference) -> [String] {
        definitions.filter { $0.system == system }.map { $0.kind }
    }

    /// The names of the systems that offer `kind`.
    package func systems(offering kind: String) -> [String] {
        definitions.filter { $0.kind == kind }.map { $0.system.name }
    }

    package func definition(of kind: String, in system: SystemReference) -> (any ComponentReading.Type)? {
        definitions.first { $0.kind == kind && $0.system == system }
    }
}
