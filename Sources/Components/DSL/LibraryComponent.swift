import Files
import JSON

/// A component of one's own, used from Swift: `try LibraryComponent("Chip", from: "Design/chips.yaml",
/// props: ["label": "Fresh", "size": "large", "isSelected": true])`. It reads the library file
/// (and what it imports) and expands the use exactly as a description would: the same prop
/// checks, the same errors (naming the library's file, line and column), the same pixels.
public struct LibraryComponent: NodeConvertible {
    public let node: Node

    /// - Parameters:
    ///   - library: a library file, or a description defining components (relative paths start
    ///     at the current folder).
    ///   - system: the system whose built-in kinds the body may use (ids by default).
    public init(_ name: String, from library: String, props: KeyValuePairs<String, PropValue> = [:],
                system: SystemReference = .ids) throws(DescriptionError) {
        let written = props.map { "\(JSONValue.string($0.key).compact): \($0.value.yaml)" }.joined(separator: ", ")
        let path = JSONValue.string(FilePath.normalized(library)).compact
        let text = "system: \(system.name)\nimport: [\(path)]\ncanvas: { width: 1 }\ncontent: { \(JSONValue.string(name).compact): { \(written) } }\n"
        let document = try DescriptionParser().parse(text, file: "LibraryComponent(\"\(name)\", from: \"\(library)\")", directory: nil)
        node = document.content
    }
}

/// A value for a prop of a `LibraryComponent`: a string (also a colour, token, icon, enum value or image
/// path), a number or a bool, checked against the prop's declared type.
public enum PropValue: Hashable, Sendable, ExpressibleByStringLiteral, ExpressibleByFloatLiteral,
    ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral {
    case string(String)
    case number(Double)
    case bool(Bool)

    public init(stringLiteral value: String) { self = .string(value) }
    public init(floatLiteral value: Double) { self = .number(value) }
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }

    /// As YAML flow text (JSON's quoting, which YAML reads the same).
    var yaml: String {
        switch self {
        case let .string(s): JSONValue.string(s).compact
        case let .number(n): JSONValue.number(n).compact
        case let .bool(b): b ? "true" : "false"
        }
    }
}
