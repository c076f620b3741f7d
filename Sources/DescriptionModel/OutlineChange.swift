import Values

/// What SwiftUI's shape modifiers do to a shape's outline before it is filled or stroked, in
/// the order written: `.trim(from:to:)`, `.offset(x:y:)`, `.rotation(_:anchor:)` and
/// `.scale(x:y:anchor:)`. A stroke follows the changed outline, so its width is not scaled
/// (unlike `.scaleEffect` on the stroked view). The description has no key for them.
package enum OutlineChange: Hashable, Sendable {
    /// Fractions of the outline's length, 0...1; the outline starts where SwiftUI's does (a
    /// rectangle at its top-left corner, a rounded one after that corner, a circle at its
    /// rightmost point) and runs clockwise.
    case trim(from: Double, to: Double)
    /// Logical px; x points the other way in right-to-left.
    case offset(x: Double, y: Double)
    /// Degrees clockwise about `anchor`, fractions of the shape's frame.
    case rotation(degrees: Double, anchor: Point)
    /// Factors about `anchor`, fractions of the shape's frame.
    case scale(x: Double, y: Double, anchor: Point)
}
