import DescriptionModel

/// One key of a mapping as the parser accepts it: its name, what its value may be, and whether it
/// must be given. The parser checks keys against these tables (`DescriptionReader.fields(_:keys:what:)`),
/// and docs/pixelproof.schema.json is generated from the same tables (`DescriptionSchema`), so the
/// two cannot disagree on which keys exist.
package struct KeySpec: Sendable {
    package var name: String
    package var value: ValueKind
    package var isRequired: Bool
    /// One line for editors' hover text.
    package var summary: String

    package init(_ name: String, _ value: ValueKind, required: Bool = false, _ summary: String) {
        self.name = name; self.value = value; self.isRequired = required; self.summary = summary
    }
}

/// The values a key takes, as the readers in DescriptionReader+Values.swift accept them.
package indirect enum ValueKind: Sendable {
    case string
    case bool
    case integer(ClosedRange<Int>)
    /// A number in the range (nil: any finite number).
    case number(ClosedRange<Double>?)
    /// This exact word (`infinity`).
    case word(String)
    /// One of these words.
    case choice([String])
    /// A token name: letters, digits, `.`, `-`, `_`.
    case tokenName
    /// `#rrggbb` or `#rrggbbaa`.
    case colorLiteral
    /// A path relative to the description file.
    case file
    /// SVG path data.
    case pathData
    /// One node.
    case node
    case list(ValueKind)
    /// A mapping with these keys; of each group in `exactlyOneOf`, exactly one key must be given.
    case mapping([KeySpec], exactlyOneOf: [[String]] = [])
    /// A mapping with exactly one of these keys.
    case oneKeyOf([KeySpec])
    /// Any of these.
    case anyOf([ValueKind])
    /// A mapping from names of one's own choosing to values of one kind.
    case entries(ValueKind)
    /// Anything (a component's body, read when the component is used).
    case any
    /// A value with a name of its own (`color`, `paint`), defined once in the schema.
    case named(String, ValueKind)
}

extension ValueKind {
    /// The choice of an enum's raw values.
    package static func choice<E: RawRepresentable & CaseIterable>(of type: E.Type) -> ValueKind where E.RawValue == String {
        .choice(E.allCases.map(\.rawValue))
    }

    /// Logical px, at least 0.
    package static let size = ValueKind.number(0...Double.greatestFiniteMagnitude)
    /// Logical px, any sign (offsets, letter spacing).
    package static let offset = ValueKind.number(nil)
    /// A size, or `infinity` for "as much as offered".
    package static let maximumSize = ValueKind.named("maximumSize", .anyOf([size, .word("infinity")]))
    /// Logical px or a spacing / radius token name.
    package static let length = ValueKind.named("length", .anyOf([size, .tokenName]))
    /// A colour literal or a colour token name.
    package static let color = ValueKind.named("color", .anyOf([.colorLiteral, .tokenName]))
    /// One length for every side, or some sides.
    package static let insets = ValueKind.named("insets", .anyOf([length, .mapping(KeyTables.insets)]))
    /// A colour, a gradient token, or an inline gradient.
    package static let paint = ValueKind.named("paint", .anyOf([color, .oneKeyOf(KeyTables.paint)]))
    /// A shadow token name, one layer, or a list of either.
    package static let shadows: ValueKind = {
        let one = ValueKind.anyOf([.tokenName, .mapping(KeyTables.shadowLayer)])
        return .named("shadows", .anyOf([one, .list(one)]))
    }()
    package static let nodes = ValueKind.list(.node)
    /// One radius, or one per corner.
    package static let cornerRadius = ValueKind.named("cornerRadius", .anyOf([length, .mapping(KeyTables.corners)]))
    /// A colour, or a node (a mapping with one key, its kind).
    package static let backdrop = ValueKind.named("backdrop", .anyOf([color, .node]))
}

extension Array where Element == KeySpec {
    /// The key names, in table order.
    var names: [String] { map(\.name) }
}
