// Trees built in Swift (the catalog's uses of library components, `LibraryComponent`'s props)
// are written as literals: `["WebCard": ["padding": "small"]]`. Strings and numbers become plain
// scalars, as they would read unquoted in YAML; a mapping keeps its keys in the order written.
extension SourceNode: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
    ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral {
    public init(stringLiteral value: String) { self.init(value) }
    public init(integerLiteral value: Int) { self.init(String(value)) }
    public init(floatLiteral value: Double) { self.init(String(value)) }
    public init(booleanLiteral value: Bool) { self.init(value ? "true" : "false") }
    public init(arrayLiteral items: SourceNode...) { self = .sequence(Sequence(items)) }
    public init(dictionaryLiteral entries: (String, SourceNode)...) { self.init(entries) }

    /// A mapping of `entries`, in order.
    public init(_ entries: [(String, SourceNode)]) {
        self = .mapping(Mapping(entries.map { Mapping.Entry(key: SourceNode($0.0), value: $0.1) }))
    }
}
