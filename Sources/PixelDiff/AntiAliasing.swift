/// pixelmatch's anti-aliasing detector, after V. Vysniauskas, "Anti-aliased Pixel and Intensity
/// Slope Detector" (2009): a pixel is anti-aliasing when, among its 8 neighbours, it has both a
/// darker and a brighter one, at most 2 of the same colour, and its darkest or brightest
/// neighbour sits inside a flat area (3+ identical siblings) in both images.
///
/// Pixels are read as little-endian UInt32 (r | g<<8 | b<<16 | a<<24), so "identical" is exact
/// RGBA equality, as pixelmatch's 32-bit comparison.
struct AntiAliasing {
    let width: Int
    let height: Int
    let background: DiffOptions.Background

    /// Whether (x1, y1) looks anti-aliased in `image`, judged with `other` for the sibling test.
    func isAntiAliased(_ image: UnsafePointer<UInt32>, _ other: UnsafePointer<UInt32>, x1: Int, y1: Int) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let center = y1 * width + x1
        let centerValue = image[center]
        // A pixel on the image border starts with one "equal" neighbour.
        var zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
        var darkest = 0.0, brightest = 0.0
        var minX = 0, minY = 0, maxX = 0, maxY = 0
        // x outer, y inner, first found wins: the order decides ties, as in pixelmatch.
        for x in x0...x2 {
            for y in y0...y2 where x != x1 || y != y1 {
                let delta = ColorDelta.delta(centerValue, image[y * width + x], k: center * 4, yOnly: true,
                                             background: background)
                if delta == 0 {
                    zeroes += 1
                    if zeroes > 2 { return false }
                } else if delta < darkest {
                    darkest = delta; minX = x; minY = y
                } else if delta > brightest {
                    brightest = delta; maxX = x; maxY = y
                }
            }
        }
        if darkest == 0 || brightest == 0 { return false }
        return (hasManySiblings(image, x1: minX, y1: minY) && hasManySiblings(other, x1: minX, y1: minY))
            || (hasManySiblings(image, x1: maxX, y1: maxY) && hasManySiblings(other, x1: maxX, y1: maxY))
    }

    /// Whether (x1, y1) has 3 or more neighbours of exactly its colour (border pixels start at 1).
    func hasManySiblings(_ image: UnsafePointer<UInt32>, x1: Int, y1: Int) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let value = image[y1 * width + x1]
        var zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
        for x in x0...x2 {
            for y in y0...y2 where x != x1 || y != y1 {
                if image[y * width + x] == value { zeroes += 1 }
                if zeroes > 2 { return true }
            }
        }
        return false
    }
}
