/// A description file as read: mappings with their keys in file order, lists and scalars, each
/// with where it was written. YAML and JSON become the same tree, so every later step (key
/// tables, component bodies, variants) reads one shape whatever the file's syntax.
///
/// Two nodes compare by what they say, not where they were written or how they were quoted: a
/// plain and a quoted scalar are equal unless the plain one reads as a number, bool or null, as
/// YAML's own tag rules have it.
package indirect enum SourceNode: Hashable, Sendable {
    case scalar(Scalar)
    case mapping(Mapping)
    case sequence(Sequence)

    /// A text value, plain unless said otherwise, written nowhere (built in code).
    package init(_ string: String, style: Scalar.Style = .plain) {
        self = .scalar(Scalar(string, style: style))
    }

    /// Where the node starts in its file.
    package var location: SourceLocation? {
        switch self {
        case let .scalar(scalar): scalar.location
        case let .mapping(mapping): mapping.location
        case let .sequence(sequence): sequence.location
        }
    }

    package var scalar: Scalar? { if case let .scalar(s) = self { s } else { nil } }
    package var mapping: Mapping? { if case let .mapping(m) = self { m } else { nil } }
    package var sequence: Sequence? { if case let .sequence(s) = self { s } else { nil } }
    /// The text of a scalar; nil for a mapping or a list.
    package var string: String? { scalar?.string }
}

extension SourceNode {
    /// A text, number, bool or null as written, without its quotes.
    package struct Scalar: Hashable, Sendable {
        /// How it was written: plain scalars are read as numbers, bools and null where a value
        /// may be one; quoted ones are always text.
        package enum Style: Hashable, Sendable { case plain, singleQuoted, doubleQuoted, literal, folded }

        package var string: String
        package var style: Style
        package var location: SourceLocation?

        package init(_ string: String, style: Style = .plain, location: SourceLocation? = nil) {
            self.string = string
            self.style = style
            self.location = location
        }

        /// Null as YAML writes it: nothing, `~` or `null`, unquoted.
        package var isNull: Bool { style == .plain && ["", "~", "null", "Null", "NULL"].contains(string) }

        /// Whether YAML would read it as something other than text (a number, bool or null).
        var isTyped: Bool {
            guard style == .plain else { return false }
            return isNull || Double(string) != nil || ["true", "True", "TRUE", "false", "False", "FALSE"].contains(string)
        }

        package static func == (lhs: Scalar, rhs: Scalar) -> Bool {
            lhs.string == rhs.string && lhs.isTyped == rhs.isTyped
        }

        package func hash(into hasher: inout Hasher) {
            hasher.combine(string)
            hasher.combine(isTyped)
        }
    }

    /// The entries of a mapping in file order (keys are unique: the readers refuse duplicates).
    package struct Mapping: RandomAccessCollection, Hashable, Sendable {
        package typealias Element = (key: SourceNode, value: SourceNode)
        package var entries: [Entry]
        package var location: SourceLocation?

        package struct Entry: Hashable, Sendable {
            package var key: SourceNode
            package var value: SourceNode
            package init(key: SourceNode, value: SourceNode) { self.key = key; self.value = value }
        }

        package init(_ entries: [Entry], location: SourceLocation? = nil) {
            self.entries = entries
            self.location = location
        }

        package var startIndex: Int { entries.startIndex }
        package var endIndex: Int { entries.endIndex }
        package subscript(index: Int) -> Element { (entries[index].key, entries[index].value) }

        /// The value under the key written as `key`.
        package subscript(key: String) -> SourceNode? {
            entries.first { $0.key.string == key }?.value
        }

        package var keys: [SourceNode] { entries.map(\.key) }
        package var values: [SourceNode] { entries.map(\.value) }

        /// The same mapping without the entries whose key is not `isIncluded`.
        package func filtered(_ isIncluded: (String?) -> Bool) -> Mapping {
            Mapping(entries.filter { isIncluded($0.key.string) }, location: location)
        }

        package static func == (lhs: Mapping, rhs: Mapping) -> Bool { lhs.entries == rhs.entries }
        package func hash(into hasher: inout Hasher) { hasher.combine(entries) }
    }

    /// The items of a list, in order.
    package struct Sequence: RandomAccessCollection, Hashable, Sendable {
        package var items: [SourceNode]
        package var location: SourceLocation?

        package init(_ items: [SourceNode], location: SourceLocation? = nil) {
            self.items = items
            self.location = location
        }

        package var startIndex: Int { items.startIndex }
        package var endIndex: Int { items.endIndex }
        package subscript(index: Int) -> SourceNode { items[index] }

        package static func == (lhs: Sequence, rhs: Sequence) -> Bool { lhs.items == rhs.items }
        package func hash(into hasher: inout Hasher) { hasher.combine(items) }
    }
}
