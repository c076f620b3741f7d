import YAMLEvents

/// A pass over libyaml's event stream before Yams builds its tree, refusing what the tree
/// builder cannot be trusted with:
/// - anchors and aliases: Yams expands an alias into a copy of the anchored node, so nine
///   nested aliases make a billion nodes ("billion laughs"), and hashing an alias used as a
///   key is exponential too;
/// - nesting deeper than `maxDepth`: Yams builds the tree recursively;
/// - more than one document in the stream.
/// Syntax errors are found here too, with advice on their likely cause.
struct YAMLStructureCheck {
    let file: String
    let maxDepth: Int

    func check(_ bytes: [UInt8]) throws(SourceError) {
        var depth = 0
        var documents = 0
        do {
            try YAMLEventStream.walk(bytes) { (event) throws(SourceError) in
                let mark = SourceLocation(file: file, line: event.line, column: event.column)
                switch event.kind {
                case .documentStart:
                    documents += 1
                    if documents > 1 {
                        throw SourceError("a description is one YAML document; remove the second `---` and what follows it", at: mark)
                    }
                case .alias:
                    throw aliasError(at: mark, what: "alias")
                case .scalar:
                    if event.hasAnchor { throw aliasError(at: mark, what: "anchor") }
                case .sequenceStart, .mappingStart:
                    if event.hasAnchor { throw aliasError(at: mark, what: "anchor") }
                    depth += 1
                    if depth > maxDepth { throw SourceError.tooDeep(maxDepth, at: mark) }
                case .sequenceEnd, .mappingEnd:
                    depth -= 1
                default:
                    break
                }
            }
        } catch {
            switch error {
            case .outOfMemory: throw SourceError("out of memory starting the YAML parser", at: nil)
            case let .visitor(refusal): throw refusal
            case let .syntax(problem): throw explained(syntaxError(problem), in: bytes)
            }
        }
    }

    private func aliasError(at mark: SourceLocation, what: String) -> SourceError {
        SourceError("YAML \(what)s (& and *) are not supported in descriptions; write the value out in full", at: mark)
    }

    private func syntaxError(_ syntax: YAMLSyntaxProblem) -> SourceError {
        let problem = syntax.problem
        let mark = syntax.line.map { SourceLocation(file: file, line: $0, column: syntax.column ?? 1) }
        var message = "syntax error: \(problem)\(syntax.context.map { " " + $0 } ?? "")"
        if problem.contains("invalid Unicode character escape code") {
            // libyaml reads \u escapes one at a time, so surrogate pairs (\ud83d\ude00) fail.
            message += "; write characters outside the Basic Multilingual Plane (emoji) as themselves or as \\U0001F600, not as a \\u surrogate pair"
        }
        if problem.hasPrefix("Maximum nesting level") {
            // libyaml's own bound (1000 levels), met while scanning ahead of our check.
            return SourceError.tooDeep(maxDepth, at: mark)
        }
        if let offset = syntax.offset {
            message += " at byte \(offset); save the file as UTF-8"
        }
        if let opened = unclosedFlow(syntax) { message += "; " + opened }
        return SourceError(message, at: mark)
    }

    /// libyaml's messages name its grammar ("did not find expected key while parsing a block
    /// mapping"); add what the writer of a description most likely did and how to fix it.
    private func explained(_ error: SourceError, in bytes: [UInt8]) -> SourceError {
        guard error.message.hasPrefix("syntax error"), let line = error.location?.line else { return error }
        // Lines as libyaml counts them (CR, NEL, LS and PS end a line too), so `line` is the one it meant.
        let lines = SourceLines(bytes)
        let text = lines.text(ofLine: line) ?? ""
        // libyaml reports a broken flow mapping where the next token starts, often a line later.
        let previous = lines.text(ofLine: line - 1) ?? ""
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

    /// libyaml notices an unclosed `{` or `[` only where the next token starts, often lines later
    /// (at the end of the file): the place it opened, which libyaml marks, is where to look.
    private func unclosedFlow(_ syntax: YAMLSyntaxProblem) -> String? {
        // On the line it opened, the collection is more likely missing a comma than an end.
        guard let context = syntax.context, let line = syntax.contextLine, let column = syntax.contextColumn,
              let failedAt = syntax.line, line < failedAt, syntax.problem.hasPrefix("did not find expected ','") else { return nil }
        let (kind, open, close) = context.hasSuffix("flow mapping") ? ("flow mapping", "{", "}")
            : context.hasSuffix("flow sequence") ? ("flow sequence", "[", "]") : ("", "", "")
        guard !kind.isEmpty else { return nil }
        return "the `\(open)` at line \(line), column \(column) opens a \(kind) that is never closed: "
            + "end it with `\(close)` (on that line, or before the next key), or write it as indented lines"
    }

    private func indent(of text: String) -> Int { text.prefix { $0 == " " }.count }

    /// The nearest line above `line` (1-based) with something on it other than a comment.
    private func lineAbove(_ line: Int, in lines: SourceLines) -> (line: Int, text: String)? {
        var n = min(line, lines.count + 1) - 1
        while n >= 1 {
            guard let text = lines.text(ofLine: n) else { return nil }
            let content = text.drop { $0 == " " }
            if !content.isEmpty && !content.hasPrefix("#") { return (n, text) }
            n -= 1
        }
        return nil
    }
}
