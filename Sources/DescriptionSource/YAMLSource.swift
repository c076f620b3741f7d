import Yams

/// YAML text to the tree, through Yams' composer (after `YAMLStructureCheck` has refused what
/// the composer cannot be trusted with).
enum YAMLSource {
    static func tree(_ text: String, file: String) throws(SourceError) -> SourceNode? {
        let root: Yams.Node?
        do { root = try Yams.compose(yaml: text) } catch { throw describe(error, file: file) }
        return root.map { node(of: $0, file: file) }
    }

    private static func node(of node: Yams.Node, file: String) -> SourceNode {
        func at(_ mark: Yams.Mark?) -> SourceLocation? { mark.map { SourceLocation(file: file, line: $0.line, column: $0.column) } }
        switch node {
        case let .scalar(scalar):
            return .scalar(SourceNode.Scalar(scalar.string, style: style(of: scalar.style), location: at(scalar.mark)))
        case let .mapping(mapping):
            let entries = mapping.map { SourceNode.Mapping.Entry(key: self.node(of: $0.key, file: file), value: self.node(of: $0.value, file: file)) }
            return .mapping(SourceNode.Mapping(entries, location: at(mapping.mark)))
        case let .sequence(sequence):
            return .sequence(SourceNode.Sequence(sequence.map { self.node(of: $0, file: file) }, location: at(sequence.mark)))
        case let .alias(alias):
            // Refused by the structure check before composing; kept as its written name.
            return .scalar(SourceNode.Scalar("*" + alias.anchor.rawValue, location: at(alias.mark)))
        }
    }

    private static func style(of style: Yams.Node.Scalar.Style) -> SourceNode.Scalar.Style {
        switch style {
        case .singleQuoted: .singleQuoted
        case .doubleQuoted: .doubleQuoted
        case .literal: .literal
        case .folded: .folded
        default: .plain
        }
    }

    /// A Yams error (after the structure check, in practice a duplicate key) in our shape.
    private static func describe(_ error: any Error, file: String) -> SourceError {
        func at(_ mark: Yams.Mark) -> SourceLocation { SourceLocation(file: file, line: mark.line, column: mark.column) }
        guard let yaml = error as? YamlError else { return SourceError("unreadable description: \(error)", at: nil) }
        switch yaml {
        case let .duplicatedKeysInMapping(duplicates, context):
            let names = duplicates.map { "\"\($0)\"" }.joined(separator: ", ")
            return SourceError("duplicate key \(names) in one mapping; each key may appear once", at: at(context.mark))
        case let .scanner(_, problem, mark, _), let .parser(_, problem, mark, _), let .composer(_, problem, mark, _):
            return SourceError("syntax error: \(problem)", at: at(mark))
        default:
            return SourceError("unreadable description: \(yaml)", at: nil)
        }
    }
}
