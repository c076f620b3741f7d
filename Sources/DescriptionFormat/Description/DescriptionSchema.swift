import DescriptionModel
import JSON
import DesignTokens

/// The JSON Schema (draft 2020-12) of description files, generated from the parser's key tables
/// (`KeyTables` and each component's `keys`), so editors can complete and check files
/// (`# yaml-language-server: $schema=…`). It is written to docs/pixelproof.schema.json by
/// `pixelproof schema`; a test checks the file is current and that every description in the
/// repository passes it. The schema knows keys and value shapes; the parser also checks what a
/// schema cannot say (token names exist, images exist, limits, a component belongs to the system).
package enum DescriptionSchema {
    package static let id = "https://pixelproof.dev/schema/description.json"

    /// The schema of descriptions that may use `components`, pretty-printed with a final newline.
    package static func text(components: ComponentRegistry) -> String { json(components: components).pretty }

    package static func json(components: ComponentRegistry) -> JSONValue {
        var writer = SchemaWriter(components: components)
        let description = writer.members(of: KeyTables.document, exactlyOneOf: [])
        let library = writer.members(of: KeyTables.library, exactlyOneOf: [])
        let node = writer.node()
        return .object([
            ("$schema", .string("https://json-schema.org/draft/2020-12/schema")),
            ("$id", .string(id)),
            ("title", .string("Pixelproof description")),
            ("description", .string("A component picture for pixelproof render / test (a system, a canvas and a node tree), or a library file of components (import and components only).")),
            ("type", .string("object")),
            ("anyOf", .array([.object(description), .object(library)])),
        ] + [("$defs", .object([("node", node)] + writer.definitions))])
    }
}

/// Turns key tables into schema objects, defining each named value (`color`, `paint`) once
/// under `$defs` and referring to it everywhere else.
package struct SchemaWriter {
    /// The built-in components whose keys the schema lists.
    let components: ComponentRegistry
    private(set) var definitions: [(String, JSONValue)] = []

    /// A node: a bare `spacer`, or a mapping with exactly one key, its kind. A component kind two
    /// systems share (`button`) accepts either system's keys; the parser checks the one in use.
    mutating func node() -> JSONValue {
        var kinds: [(kind: String, body: JSONValue)] = []
        for primitive in KeyTables.primitives {
            kinds.append((primitive.kind, body(primitive.keys + KeyTables.modifiers(of: primitive.kind), exactlyOneOf: primitive.exactlyOneOf)))
        }
        var seen = Set<String>()
        for kind in components.definitions.map({ $0.kind }) where seen.insert(kind).inserted {
            var bodies: [JSONValue] = []
            for definition in components.definitions where definition.kind == kind {
                bodies.append(body(definition.keys + KeyTables.modifiers(of: kind), exactlyOneOf: []))
            }
            kinds.append((kind, bodies.count == 1 ? bodies[0] : .object([("anyOf", .array(bodies))])))
        }
        var alternatives: [JSONValue] = [.object([("const", .string("spacer"))])] + kinds.map { kind, body in
            .object([("type", .string("object")), ("properties", .object([(kind, body)])),
                     ("required", .array([.string(kind)])), ("additionalProperties", .bool(false))])
        }
        // A component of one's own: its upper-case name and its props (checked by the parser
        // against the definition), or the bare name when every prop has a default.
        let ownName = JSONValue.string("^[A-Z][A-Za-z0-9]*$")
        alternatives.append(.object([("type", .string("string")), ("pattern", ownName)]))
        alternatives.append(.object([("type", .string("object")), ("minProperties", .number(1)), ("maxProperties", .number(1)),
                                     ("patternProperties", .object([("^[A-Z][A-Za-z0-9]*$", .object([("type", .array([.string("object"), .string("null")]))]))])),
                                     ("additionalProperties", .bool(false))]))
        return .object([("anyOf", .array(alternatives))])
    }

    /// A node's mapping; a body with no required key may also be empty (`spacer:`).
    mutating func body(_ keys: [KeySpec], exactlyOneOf: [[String]]) -> JSONValue {
        let mapping = schema(of: .mapping(keys, exactlyOneOf: exactlyOneOf))
        guard !keys.contains(where: \.isRequired), exactlyOneOf.isEmpty else { return mapping }
        return .object([("anyOf", .array([mapping, .object([("type", .string("null"))])]))])
    }

    mutating func members(of keys: [KeySpec], exactlyOneOf: [[String]]) -> [(String, JSONValue)] {
        var properties: [(String, JSONValue)] = []
        for key in keys { properties.append((key.name, described(schema(of: key.value), key.summary))) }
        var out: [(String, JSONValue)] = [("properties", .object(properties))]
        let required = keys.filter(\.isRequired).map { JSONValue.string($0.name) }
        if !required.isEmpty { out.append(("required", .array(required))) }
        out.append(("additionalProperties", .bool(false)))
        let groups = exactlyOneOf.map { group in
            JSONValue.object([("oneOf", .array(group.map { .object([("required", .array([.string($0)]))]) }))])
        }
        if groups.count == 1, case let .object(members) = groups[0] { out += members }
        if groups.count > 1 { out.append(("allOf", .array(groups))) }
        return out
    }

    /// `schema` with a description in front; a reference is wrapped, as `$ref` takes no siblings
    /// in older drafts that editors still use.
    func described(_ schema: JSONValue, _ summary: String) -> JSONValue {
        guard case let .object(members) = schema else { return schema }
        if members.contains(where: { $0.0 == "$ref" }) {
            return .object([("description", .string(summary)), ("allOf", .array([schema]))])
        }
        return .object([("description", .string(summary))] + members)
    }

    mutating func schema(of value: ValueKind) -> JSONValue {
        switch value {
        case .string: return type("string")
        case .bool: return type("boolean")
        case let .integer(range):
            var members: [(String, JSONValue)] = [("type", .string("integer")), ("minimum", .number(Double(range.lowerBound)))]
            if range.upperBound != Int.max { members.append(("maximum", .number(Double(range.upperBound)))) }
            return .object(members)
        case let .number(range):
            var members: [(String, JSONValue)] = [("type", .string("number"))]
            if let range {
                members.append(("minimum", .number(range.lowerBound)))
                if range.upperBound < .greatestFiniteMagnitude { members.append(("maximum", .number(range.upperBound))) }
            }
            return .object(members)
        case let .word(word): return .object([("const", .string(word))])
        case let .choice(words): return .object([("enum", .array(words.map(JSONValue.string)))])
        case .tokenName:
            return .object([("type", .string("string")), ("pattern", .string("^[A-Za-z0-9_-][A-Za-z0-9_.-]*$"))])
        case .colorLiteral:
            return .object([("type", .string("string")), ("pattern", .string("^#([0-9a-fA-F]{6}|[0-9a-fA-F]{8})$"))])
        case .file: return .object([("type", .string("string")), ("minLength", .number(1))])
        case .pathData: return type("string")
        case .node: return reference("node")
        case let .list(element): return .object([("type", .string("array")), ("items", schema(of: element))])
        case let .mapping(keys, exactlyOneOf):
            return .object([("type", .string("object"))] + members(of: keys, exactlyOneOf: exactlyOneOf))
        case let .oneKeyOf(keys):
            return .object([("type", .string("object"))] + members(of: keys, exactlyOneOf: [])
                           + [("minProperties", .number(1)), ("maxProperties", .number(1))])
        case let .anyOf(values):
            var alternatives: [JSONValue] = []
            for value in values { alternatives.append(schema(of: value)) }
            return .object([("anyOf", .array(alternatives))])
        case let .entries(element):
            return .object([("type", .string("object")), ("additionalProperties", schema(of: element))])
        case .any:
            return .object([])
        case let .named(name, definition):
            if !definitions.contains(where: { $0.0 == name }) {
                definitions.append((name, .null))
                let index = definitions.count - 1
                definitions[index].1 = schema(of: definition)
            }
            return reference(name)
        }
    }

    func reference(_ name: String) -> JSONValue { .object([("$ref", .string("#/$defs/\(name)"))]) }
    func type(_ name: String) -> JSONValue { .object([("type", .string(name))]) }
}
