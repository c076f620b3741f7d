import CYaml

/// A pass over libyaml's event stream before Yams builds its tree, refusing what the tree
/// builder cannot be trusted with:
/// - anchors and aliases: Yams expands an alias into a copy of the anchored node, so nine
///   nested aliases make a billion nodes ("billion laughs"), and hashing an alias used as a
///   key is exponential too;
/// - nesting deeper than `maxDepth`: Yams builds the tree recursively;
/// - more than one document in the stream.
/// Syntax errors are found here too, so they get the same message shape as everything else.
struct YAMLStructureCheck {
    let file: String
    let maxDepth: Int

    func check(_ bytes: [UInt8]) throws(DescriptionError) {
        do { try parse(bytes) } catch { throw explained(error, in: bytes) }
    }

    private func parse(_ bytes: [UInt8]) throws(DescriptionError) {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else {
            throw DescriptionError(file: file, location: nil, path: .root, message: "out of memory starting the YAML parser")
        }
        defer { yaml_parser_delete(&parser) }
        try bytes.withUnsafeBufferPointer { (buffer) throws(DescriptionError) in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            try walkEvents(&parser)
        }
    }

    private func walkEvents(_ parser: inout yaml_parser_t) throws(DescriptionError) {
        var depth = 0
        var documents = 0
        while true {
            var event = yaml_event_t()
            guard yaml_parser_parse(&parser, &event) == 1 else { throw syntaxError(parser) }
            defer { yaml_event_delete(&event) }
            let mark = location(event.start_mark)
            switch event.type {
            case YAML_STREAM_END_EVENT:
                return
            case YAML_DOCUMENT_START_EVENT:
                documents += 1
                if documents > 1 {
                    throw DescriptionError(file: file, location: mark, path: .root,
                                           message: "a description is one YAML document; remove the second `---` and what follows it")
                }
            case YAML_ALIAS_EVENT:
                throw aliasError(at: mark, what: "alias")
            case YAML_SCALAR_EVENT:
                if event.data.scalar.anchor != nil { throw aliasError(at: mark, what: "anchor") }
            case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
                let anchor = event.type == YAML_SEQUENCE_START_EVENT ? event.data.sequence_start.anchor : event.data.mapping_start.anchor
                if anchor != nil { throw aliasError(at: mark, what: "anchor") }
                depth += 1
                if depth > maxDepth {
                    throw DescriptionError(file: file, location: mark, path: .root,
                                           message: "nesting is deeper than \(maxDepth) levels of mappings and lists; flatten the description")
                }
            case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                depth -= 1
            default:
                break
            }
        }
    }

    private func aliasError(at mark: SourceLocation, what: String) -> DescriptionError {
        DescriptionError(file: file, location: mark, path: .root,
                         message: "YAML \(what)s (& and *) are not supported in descriptions; write the value out in full")
    }

    private func location(_ mark: yaml_mark_t) -> SourceLocation {
        SourceLocation(file: file, line: Int(mark.line) + 1, column: Int(mark.column) + 1)
    }

    private func syntaxError(_ parser: yaml_parser_t) -> DescriptionError {
        let problem = parser.problem.map { String(cString: $0) } ?? "unreadable YAML"
        let context = parser.context.map { " " + String(cString: $0) } ?? ""
        let mark: SourceLocation?
        if parser.error == YAML_READER_ERROR {
            mark = nil
        } else {
            mark = location(parser.problem_mark)
        }
        var message = "syntax error: \(problem)\(context)"
        if problem.contains("invalid Unicode character escape code") {
            // libyaml reads \u escapes one at a time, so JSON's surrogate pairs (\ud83d\ude00) fail.
            message += "; write characters outside the Basic Multilingual Plane (emoji) as themselves or as \\U0001F600, not as a \\u surrogate pair"
        }
        if problem.hasPrefix("Maximum nesting level") {
            // libyaml's own bound (1000 levels), met while scanning ahead of our check.
            message = "nesting is deeper than \(maxDepth) levels of mappings and lists; flatten the description"
        }
        if parser.error == YAML_READER_ERROR {
            message += " at byte \(parser.problem_offset); save the file as UTF-8"
        }
        return DescriptionError(file: file, location: mark, path: .root, message: message)
    }

    /// libyaml's messages name its grammar ("did not find expected key while parsing a block
    /// mapping"); add what the writer of a description most likely did and how to fix it.
    private func explained(_ error: DescriptionError, in bytes: [UInt8]) -> DescriptionError {
        guard error.message.hasPrefix("syntax error"), let line = error.location?.line else { return error }
        let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        let text = line >= 1 && line <= lines.count ? String(lines[line - 1]) : ""
        // libyaml reports a broken flow mapping where the next token starts, often a line later.
        let previous = line >= 2 && line - 1 <= lines.count ? String(lines[line - 2]) : ""
        var advice: String?
        if [text, previous].contains(where: { $0.contains(" #") || $0.contains(":#") }) {
            advice = "in YAML a # after a space starts a comment, so quote literal colours: background: \"#ffffff\""
        } else if error.message.contains("while parsing a block mapping") || error.message.contains("while parsing a block collection") {
            let indent = text.prefix { $0 == " " }.count
            advice = "line \(line) is indented \(indent) spaces, out of line with the lines above it: the keys of one mapping "
                + "and the `-` items of one list must start in the same column (use spaces, two per level)"
        } else if error.message.contains("mapping values are not allowed"), let above = lineAbove(line, in: lines),
                  indent(of: text) > indent(of: above.text) {
            // A key indented deeper than the key before it continues that key's value, and the
            // colon after it is then a second `key:` inside one value.
            advice = "line \(line) is indented \(indent(of: text)) spaces, deeper than line \(above.line) above it (\(indent(of: above.text)) spaces), "
                + "so YAML reads it as part of line \(above.line)'s value: start the keys of one mapping in the same column"
        } else if error.message.contains("found character that cannot start any token"), text.contains("\t") {
            advice = "YAML indentation takes spaces, not tabs"
        }
        guard let advice else { return error }
        var copy = error
        copy.message += "; " + advice
        return copy
    }

    private func indent(of text: String) -> Int { text.prefix { $0 == " " }.count }

    /// The nearest line above `line` (1-based) with something on it other than a comment.
    private func lineAbove(_ line: Int, in lines: [Substring]) -> (line: Int, text: String)? {
        var n = line - 1
        while n >= 1 {
            let text = String(lines[n - 1])
            let content = text.drop { $0 == " " }
            if !content.isEmpty && !content.hasPrefix("#") { return (n, text) }
            n -= 1
        }
        return nil
    }
}
