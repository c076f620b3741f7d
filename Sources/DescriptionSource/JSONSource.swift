import JSON

/// JSON bytes to the tree, through the one JSON reader. The tree is the one YAML would give the
/// same text (JSON is YAML's flow syntax): strings are double-quoted scalars, numbers, `true`,
/// `false` and `null` plain scalars as written, and columns count Unicode scalars, as YAML's do.
struct JSONSource {
    let bytes: [UInt8]
    let file: String
    let maxDepth: Int
    /// Places from byte offsets, with the lines YAML would count in the same text.
    private let lines: SourceLines

    init(bytes: [UInt8], file: String, maxDepth: Int) {
        self.bytes = bytes
        self.file = file
        self.maxDepth = maxDepth
        lines = SourceLines(bytes)
    }

    func tree() throws(SourceError) -> SourceNode {
        let root: JSONNode
        do { root = try JSONNode.parse(bytes) } catch {
            throw SourceError("not valid JSON: \(error.message)", at: place(error.offset))
        }
        return try node(of: root, depth: 0)
    }

    private func node(of json: JSONNode, depth: Int) throws(SourceError) -> SourceNode {
        let location = place(json.offset)
        switch json.value {
        case let .string(text):
            return .scalar(SourceNode.Scalar(text, style: .doubleQuoted, location: location))
        case .number:
            return .scalar(SourceNode.Scalar(written(json.offset), location: location))
        case let .bool(flag):
            return .scalar(SourceNode.Scalar(flag ? "true" : "false", location: location))
        case .null:
            return .scalar(SourceNode.Scalar("null", location: location))
        case let .array(items):
            if depth + 1 > maxDepth { throw SourceError.tooDeep(maxDepth, at: location) }
            var nodes: [SourceNode] = []
            nodes.reserveCapacity(items.count)
            for item in items { nodes.append(try node(of: item, depth: depth + 1)) }
            return .sequence(SourceNode.Sequence(nodes, location: location))
        case let .object(members):
            if depth + 1 > maxDepth { throw SourceError.tooDeep(maxDepth, at: location) }
            var entries: [SourceNode.Mapping.Entry] = []
            entries.reserveCapacity(members.count)
            for member in members {
                let key = SourceNode.scalar(SourceNode.Scalar(member.key, style: .doubleQuoted, location: place(member.keyOffset)))
                entries.append(SourceNode.Mapping.Entry(key: key, value: try node(of: member.node, depth: depth + 1)))
            }
            return .mapping(SourceNode.Mapping(entries, location: location))
        }
    }

    /// A byte offset as a place: the line YAML counts, the column in Unicode scalars.
    private func place(_ offset: Int) -> SourceLocation {
        let (line, column) = lines.place(ofOffset: offset)
        return SourceLocation(file: file, line: line, column: column)
    }

    /// A number's text as written (`12.50`, `1e3`), which the description reader reads itself.
    private func written(_ offset: Int) -> String {
        let end = bytes[offset...].firstIndex { !"-+0123456789.eE".utf8.contains($0) } ?? bytes.endIndex
        return String(decoding: bytes[offset..<end], as: UTF8.self)
    }
}
