import CYaml

/// libyaml's event stream as Swift values, for checks that must run before any tree is built
/// (an alias expanded into a tree can be a billion nodes). `CYaml` is the libyaml that Yams
/// compiles; SwiftPM cannot name another package's inner target, so this target, which depends
/// on Yams, is the one place that imports it and nothing above it sees a C type.
package enum YAMLEventStream {
    /// Calls `visit` with each event in order, until the stream ends or `visit` throws.
    package static func walk<E: Error>(_ bytes: [UInt8], _ visit: (YAMLEvent) throws(E) -> Void) throws(YAMLEventError<E>) {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { throw .outOfMemory }
        defer { yaml_parser_delete(&parser) }
        try bytes.withUnsafeBufferPointer { (buffer) throws(YAMLEventError<E>) in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            while true {
                var event = yaml_event_t()
                guard yaml_parser_parse(&parser, &event) == 1 else { throw .syntax(YAMLSyntaxProblem(parser)) }
                defer { yaml_event_delete(&event) }
                let next = YAMLEvent(event)
                do throws(E) { try visit(next) } catch { throw .visitor(error) }
                if next.kind == .streamEnd { return }
            }
        }
    }
}

/// One event: its kind, whether it carries an anchor (`&name`), and where it starts (1-based;
/// columns count Unicode scalars).
package struct YAMLEvent: Sendable {
    package enum Kind: Sendable { case streamStart, streamEnd, documentStart, documentEnd, alias, scalar, sequenceStart, sequenceEnd, mappingStart, mappingEnd }
    package var kind: Kind
    package var hasAnchor: Bool
    package var line: Int
    package var column: Int

    init(_ event: yaml_event_t) {
        line = Int(event.start_mark.line) + 1
        column = Int(event.start_mark.column) + 1
        switch event.type {
        case YAML_STREAM_START_EVENT: kind = .streamStart; hasAnchor = false
        case YAML_DOCUMENT_START_EVENT: kind = .documentStart; hasAnchor = false
        case YAML_DOCUMENT_END_EVENT: kind = .documentEnd; hasAnchor = false
        case YAML_ALIAS_EVENT: kind = .alias; hasAnchor = false
        case YAML_SCALAR_EVENT: kind = .scalar; hasAnchor = event.data.scalar.anchor != nil
        case YAML_SEQUENCE_START_EVENT: kind = .sequenceStart; hasAnchor = event.data.sequence_start.anchor != nil
        case YAML_SEQUENCE_END_EVENT: kind = .sequenceEnd; hasAnchor = false
        case YAML_MAPPING_START_EVENT: kind = .mappingStart; hasAnchor = event.data.mapping_start.anchor != nil
        case YAML_MAPPING_END_EVENT: kind = .mappingEnd; hasAnchor = false
        default: kind = .streamEnd; hasAnchor = false
        }
    }
}

/// Why the walk stopped: libyaml could not read on, or the visitor refused an event.
package enum YAMLEventError<Refusal: Error>: Error {
    case outOfMemory
    case syntax(YAMLSyntaxProblem)
    case visitor(Refusal)
}

/// libyaml's own account of a syntax error.
package struct YAMLSyntaxProblem: Error, Sendable {
    /// What is wrong ("mapping values are not allowed in this context").
    package var problem: String
    /// The construct being read, when libyaml names one ("while parsing a block mapping").
    package var context: String?
    /// Where, 1-based; nil for a reader error (bytes that are not text), which has `offset` instead.
    package var line: Int?
    package var column: Int?
    /// The byte offset of a reader error.
    package var offset: Int?
    /// Where the construct `context` names began, 1-based, when libyaml marks it (the `{` of a
    /// flow mapping it was reading): often lines before `line`, which is where it gave up.
    package var contextLine: Int?
    package var contextColumn: Int?

    init(_ parser: yaml_parser_t) {
        problem = parser.problem.map { String(cString: $0) } ?? "unreadable YAML"
        context = parser.context.map { String(cString: $0) }
        if parser.error == YAML_READER_ERROR {
            offset = Int(parser.problem_offset)
        } else {
            line = Int(parser.problem_mark.line) + 1
            column = Int(parser.problem_mark.column) + 1
            if parser.context != nil {
                contextLine = Int(parser.context_mark.line) + 1
                contextColumn = Int(parser.context_mark.column) + 1
            }
        }
    }
}
