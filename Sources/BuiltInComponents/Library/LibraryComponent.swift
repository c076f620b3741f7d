import DescriptionFormat
import SceneBuilding
import DescriptionModel
import DescriptionSource
import Files
import JSON

/// A component of one's own, used from Swift: `try LibraryComponent("Chip", from: "Design/chips.yaml",
/// props: ["label": "Fresh", "size": "large", "isSelected": true])`. It reads the library file
/// (and what it imports) and expands the use exactly as a description would: the same prop
/// checks, the same errors (naming the library's file, line and column), the same pixels. `node` is
/// the expanded use; with PixelproofUI imported it is a view.
public struct LibraryComponent: Sendable {
    public let node: Node

    /// - Parameters:
    ///   - library: a library file, or a description defining components (relative paths start
    ///     at the current folder).
    ///   - system: the system whose built-in kinds the body may use (ids by default).
    public init(_ name: String, from library: String, props: KeyValuePairs<String, PropValue> = [:],
                system: SystemReference = .ids) throws(DescriptionError) {
        let use = SourceNode(props.map { ($0.key, $0.value.node) })
        let description: SourceNode = [
            "system": SourceNode(system.name),
            "import": [SourceNode(FilePath.normalized(library), style: .doubleQuoted)],
            "canvas": ["width": 1],
            "content": SourceNode([(name, use)]),
        ]
        let document = try DescriptionParser().parse(tree: description, file: "LibraryComponent(\"\(name)\", from: \"\(library)\")")
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

    /// As a description holds it: a string quoted (never read as a number), a number and a bool plain.
    var node: SourceNode {
        switch self {
        case let .string(s): SourceNode(s, style: .doubleQuoted)
        case let .number(n): SourceNode(JSONValue.number(n).compact)
        case let .bool(b): SourceNode(b ? "true" : "false")
        }
    }
}
