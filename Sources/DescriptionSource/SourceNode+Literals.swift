// Trees built in Swift (the catalog's uses of library components, `LibraryComponent`'s props)
// are written as literals: `["WebCard": ["padding": "small"]]`. Strings and numbers become plain
// scalars, as they would read unquoted in YAML; a mapping keeps its keys in the order written.
extension SourceNode: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
    ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral {
    package init(stringLiteral value: String) { self.init(value) }
    package init(integerLiteral value: Int) { self.init(String(value)) }
    package init(floatLiteral value: Double) { self.init(String(value)) }
    package init(booleanLiteral value: Bool) { self.init(value ? "true" : "false") }
    package init(arrayLiteral items: SourceNode...) { self = .sequence(Sequence(items)) }
    package init(dictionaryLiteral entries: (String, SourceNode)...) { self.init(entries) }

    /// A mapping of `entries`, in order.
    package init(_ entries: [(String, SourceNode)]) {
        self = .mapping(Mapping(entries.map { Mapping.Entry(key: SourceNode($0.0), value: $0.1) }))
    }
}
