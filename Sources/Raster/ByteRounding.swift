/// Float → integer conversion without the checks Swift puts on `Int32(x)` (which traps on NaN and
/// out-of-range values, and so keeps hot loops from vectorising), and the other bit-level Float
/// helpers the hot loops share.
///
/// Adding 1.5·2^23 (`roundingMagic`) to a Float in [0, 2^22) leaves round-to-nearest(x) (ties to
/// even) in the low mantissa bits, the trick used by many rasterizers; the sum's bit pattern
/// minus `roundingMagicBits` is that integer.
let roundingMagic: Float = 12_582_912
/// `roundingMagic.bitPattern`.
let roundingMagicBits: UInt32 = 0x4B40_0000

/// x rounded to the nearest byte; callers clamp x to [0, 255] first.
@inline(__always)
func roundedByte(_ x: Float) -> UInt8 {
    UInt8(truncatingIfNeeded: (x + roundingMagic).bitPattern)
}

/// ⌊y⌋ lane by lane for 0 <= y < 2^22, without libm (SSE2 has no floor instruction; Swift's
/// `rounded(.down)` on SIMD lanes calls libm per lane): adding and subtracting `roundingMagic`
/// rounds y to the nearest integer (exact Float arithmetic), one less where that rounded up.
@inline(__always)
func floorOfSmall(_ y: SIMD4<Float>) -> SIMD4<Float> {
    let magic = SIMD4<Float>(repeating: roundingMagic)
    let nearest = (y + magic) - magic
    return nearest.replacing(with: nearest - 1, where: nearest .> y)
}

/// The integers 0 ..< 2^22 held in Float lanes, as UInt32.
@inline(__always)
func smallIntegers(_ y: SIMD4<Float>) -> SIMD4<UInt32> {
    unsafeBitCast(y + roundingMagic, to: SIMD4<UInt32>.self) &- roundingMagicBits
}

/// |v| lane by lane: the sign bit cleared (one `and`; no branch, NaN stays NaN).
@inline(__always)
func magnitude(_ v: SIMD4<Float>) -> SIMD4<Float> {
    unsafeBitCast(unsafeBitCast(v, to: SIMD4<UInt32>.self) & 0x7FFF_FFFF, to: SIMD4<Float>.self)
}
