import Testing
import DesignTokens
import Values

/// Row types for the design systems' token tables: each row is one line of a table, transcribed by hand.
struct ColorRow: Sendable, CustomStringConvertible {
    var name: String
    var swift: ColorToken
    var hex: String
    init(_ name: String, _ swift: ColorToken, _ hex: String) { self.name = name; self.swift = swift; self.hex = hex }
    var description: String { "\(name) \(hex)" }
}

struct TypeRow: Sendable, CustomStringConvertible {
    var name: String
    var swift: TypographyToken
    var style: String?
    var weight: Int
    var size: Double
    var lineHeight: Double
    var letterSpacing: TokenDimension
    var family: String
    var description: String { name }

    /// The row's style in `system` equals the Swift constant and every column of the table.
    func expectMatches(in system: TokenSystem) throws {
        let t = try #require(system.lookup(group: "typography", name: name)?.typography)
        #expect(t == swift)
        #expect(t.family == family)
        #expect(t.style == style)
        #expect(t.weight == weight)
        #expect(t.size == size)
        #expect(t.lineHeight == lineHeight)
        #expect(t.letterSpacing == letterSpacing)
    }
}

struct LengthRow: Sendable, CustomStringConvertible {
    var name: String
    var swift: Double
    var px: Double
    init(_ name: String, _ swift: Double, _ px: Double) { self.name = name; self.swift = swift; self.px = px }
    var description: String { "\(name) \(px)" }
}

extension TokenSystem {
    /// The colour a row names, or nil.
    func color(_ name: String) -> RGBAColor? { lookup(group: "color", name: name)?.color }
}
