/// The range a number of the model may take, with the words messages use for it. One table for
/// every way a node is made: the reader refuses a value outside it at the key that wrote it,
/// PixelproofUI at the modifier that passed it, and `Node.checkValues` (which `Renderer` runs on
/// any tree it is given) at the node that holds it. A number that is not finite is never in range.
public struct ValueRange: Hashable, Sendable {
    public var range: ClosedRange<Double>
    /// What the number is, for messages: "an opacity".
    public var what: String

    public init(_ range: ClosedRange<Double>, _ what: String) {
        self.range = range
        self.what = what
    }

    /// Group opacity (`opacity`, SwiftUI's `.opacity`) and a shape's own: 0 transparent, 1 opaque.
    public static let opacity = ValueRange(0...1, "an opacity")
    /// A layer blur or a backdrop blur in logical px (σ = blur / 2). The upper bound: σ 250 px is
    /// already wider than a phone screen, and a blur's work grows with its reach.
    public static let blur = ValueRange(0...NodeModifiers.maxBlur, "a blur")
    /// A scale factor along one axis; a negative factor mirrors. A node 100 times its laid-out
    /// size already covers any screen.
    public static let scale = ValueRange(-NodeModifiers.maxScale...NodeModifiers.maxScale, "a scale factor")
    /// A size, a stroke width, a shadow's blur: never negative.
    public static let size = ValueRange(0...Double.greatestFiniteMagnitude, "a size")
    /// A fraction of a box or of a gradient (corner smoothing, a stop's position).
    public static let fraction = ValueRange(0...1, "a fraction")
    /// Any finite number (a rotation, an offset, a padding, a layout priority).
    public static let finite = ValueRange(-Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude, "a finite number")

    /// Whether `value` is finite and in range.
    public func contains(_ value: Double) -> Bool { value.isFinite && range.contains(value) }

    /// What is wrong with `value`, nil when it is in range: "an opacity must be between 0 and 1".
    public func problem(with value: Double) -> String? {
        if contains(value) { return nil }
        if !value.isFinite { return "\(what) must be a finite number" }
        if range.upperBound == .greatestFiniteMagnitude { return "\(what) cannot be negative" }
        return "\(what) must be between \(Self.plain(range.lowerBound)) and \(Self.plain(range.upperBound))"
    }

    private static func plain(_ number: Double) -> String {
        number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
    }
}

/// A value of a node out of its range, named by where it sits in the tree and which value it is:
/// `content.vstack.children[1].shape.opacity: 1.5 is out of range; an opacity must be between 0 and 1`.
public struct NodeValueError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The node's place (`content.vstack.children[1].shape`) and the value's name (`opacity`).
    public var path: String
    public var value: Double
    public var message: String

    public var description: String { "\(path): \(Self.describe(value)) is out of range; \(message)" }

    static func describe(_ value: Double) -> String {
        value.isNaN ? "nan" : value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
