/// One key of a node's mapping as the parser accepts it: its name, what its value may be, and
/// whether it must be given. The parser checks keys against these tables, and the JSON Schema in
/// docs/pixelproof.schema.json is generated from the same tables, so the two cannot disagree.
public struct KeySpec: Sendable {
    public var name: String
    public var value: ValueKind
    public var isRequired: Bool
    /// One line for editors' hover text.
    public var summary: String

    public init(_ name: String, _ value: ValueKind, required: Bool = false, _ summary: String) {
        self.name = name; self.value = value; self.isRequired = required; self.summary = summary
    }
}

/// The kinds of value a key takes, as the parser reads them (DescriptionReader+Values.swift).
public indirect enum ValueKind: Sendable {
    case string
    case bool
    /// A whole number, at least `minimum`.
    case integer(minimum: Int)
    /// A number of logical px (a size or an offset).
    case number
    /// A fixed size, or `infinity` for "as wide as offered".
    case maximumSize
    /// One of these words.
    case choice([String])
    /// A number of px or a spacing/radius token name.
    case length
    /// `#rrggbb`, `#rrggbbaa` or a colour token name.
    case color
    /// A colour, a gradient token, or an inline linear / radial gradient.
    case paint
    /// One length for all sides, or `{top, leading, bottom, trailing}`.
    case insets
    /// A shadow token name, one shadow layer, or a list of either.
    case shadows
    /// `{width, color}`.
    case border
    /// `{width, color, …}` of a path's outline.
    case stroke
    /// A typography token name.
    case typography
    /// `{family, weight, size, lineHeight, letterSpacing}`.
    case font
    /// A path to a file, relative to the description file.
    case file
    /// A built-in icon name.
    case icon
    /// SVG path data.
    case pathData
    /// One node.
    case node
    /// A list of nodes.
    case nodes
    /// A list of mappings with these keys.
    case list(of: [KeySpec])
}

extension Array where Element == KeySpec {
    /// The key names, in table order.
    var names: [String] { map(\.name) }
}
