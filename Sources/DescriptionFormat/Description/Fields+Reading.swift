import DescriptionModel

// The reads every component's keys are made of, so a component's `read` is a list of its keys.
extension Fields {
    /// A required string: `label`, `title`.
    package func string(_ key: String, required expected: String) throws(DescriptionError) -> String {
        try reader.string(required(key, expected))
    }

    /// An optional string.
    package func text(_ key: String) throws(DescriptionError) -> String? {
        try optional(key) { v throws(DescriptionError) in try reader.string(v) }
    }

    /// `true` / `false`, `fallback` when absent.
    package func flag(_ key: String, default fallback: Bool) throws(DescriptionError) -> Bool {
        try optional(key) { v throws(DescriptionError) in try reader.bool(v) } ?? fallback
    }

    /// One of an enum's raw values, `fallback` when absent; `what` names it in messages.
    package func choice<E: RawRepresentable & CaseIterable>(_ key: String, _ type: E.Type, what: String, default fallback: E)
        throws(DescriptionError) -> E where E.RawValue == String {
        try optional(key) { v throws(DescriptionError) in try reader.enumeration(v, type, what: what) } ?? fallback
    }

    /// An optional node (a slot).
    package func node(_ key: String, depth: Int) throws(DescriptionError) -> Node? {
        try optional(key) { v throws(DescriptionError) in try reader.node(v, depth: depth) }
    }

    /// An optional list of nodes, empty when absent.
    package func children(_ key: String, depth: Int) throws(DescriptionError) -> [Node] {
        try optional(key) { v throws(DescriptionError) in try reader.children(v, depth: depth) } ?? []
    }

    /// An error at this mapping.
    package func error(_ message: String) -> DescriptionError { reader.error(owner, message) }
}
