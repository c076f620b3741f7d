#if canImport(Glibc)
import Glibc
#endif

/// A horizontal device position split into a whole pixel and a quarter-pixel step.
///
/// Why quarters: Skia (Chromium's renderer) quantises horizontal glyph positions to 1/4 px, so
/// drawing at the same quarter gives the same coverage as Chromium; finer steps would only fill
/// the cache (4 masks per glyph) with differences below one grey level at label sizes.
/// The rounding is Skia's: add half a step (1/8 px), then floor.
package struct SubpixelPosition: Hashable, Sendable {
    package static let defaultSteps = 4
    package let pixel: Int
    /// 0 ..< steps; the glyph is drawn `step / steps` px right of `pixel`.
    package let step: Int
    package let steps: Int

    /// `steps` = 1 rounds to whole pixels (no subpixel positioning).
    package init(_ x: Double, steps: Int = SubpixelPosition.defaultSteps) {
        self.steps = max(1, steps)
        let shifted = x + 0.5 / Double(self.steps)
        let whole = floor(shifted)
        pixel = Int(whole)
        step = min(self.steps - 1, Int((shifted - whole) * Double(self.steps)))
    }

    package var offset: Double { Double(step) / Double(steps) }
}
