/// Where a label's pen falls between device pixels, in the terms that decide where its glyphs land.
///
/// A glyph at device x = pen + p lands on step ⌊S·(pen + p) + ½⌋ (S steps a pixel, see
/// `SubpixelPosition`). With pen = `pixel` + (`step` + `fraction`) / S, that is
/// S·`pixel` + `step` + ⌊`fraction` + S·p + ½⌋: the pixel only moves the label, and for a given
/// `step` the glyphs' steps change only where `fraction` crosses one of the label's thresholds
/// (one per glyph, where `fraction` + S·p + ½ is a whole number). So a label's placed masks are
/// the same for every pen with the same `step` and the same interval between thresholds.
struct PenPhase {
    /// The whole device pixel left of the pen.
    let pixel: Int
    /// 0 ..< S: the pen's step within the pixel.
    let step: Int
    /// 0 ..< 1: the rest, in steps.
    let fraction: Double

    init(_ x: Double, steps: Int) {
        let whole = x.rounded(.down)
        let inSteps = (x - whole) * Double(steps)
        let step = inSteps.rounded(.down)
        pixel = Int(whole)
        self.step = Int(step)
        fraction = inSteps - step
    }
}
