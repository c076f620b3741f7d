/// Where a value was written: the description file's name as given and a 1-based line and column
/// (columns count Unicode scalars, as libyaml does).
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    public var description: String { "\(file):\(line):\(column)" }
}

/// The location of every value the parser read, by key path. Kept beside the model so that the
/// later passes (token resolution, missing files, layout limits) can point at the source.
///
/// Where a value came from is not part of the value: two source maps always compare equal, so a
/// YAML and a JSON file describing the same thing give equal `Document`s.
public struct SourceMap: Hashable, Sendable {
    public private(set) var locations: [DescriptionPath: SourceLocation] = [:]

    public init() {}

    public subscript(path: DescriptionPath) -> SourceLocation? {
        get { locations[path] }
        set { locations[path] = newValue }
    }

    public static func == (lhs: SourceMap, rhs: SourceMap) -> Bool { true }
    public func hash(into hasher: inout Hasher) {}
}
