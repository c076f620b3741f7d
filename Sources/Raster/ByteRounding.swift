/// Float → byte conversion without the checks Swift puts on `Int32(x)` (which traps on NaN and
/// out-of-range values, and so keeps hot loops from vectorising).
///
/// Adding 1.5·2^23 to a Float in [0, 2^22) leaves round-to-nearest(x) (ties to even) in the
/// low mantissa bits, the trick used by many rasterizers; callers clamp x to [0, 255] first.
@inline(__always)
func roundedByte(_ x: Float) -> UInt8 {
    UInt8(truncatingIfNeeded: (x + 12_582_912).bitPattern)
}

/// ⌊y⌋ lane by lane for 0 <= y < 2^22, without libm (SSE2 has no floor instruction; Swift's
/// `rounded(.down)` on SIMD lanes calls libm per lane) or `Int32(y)`'s range checks: adding and
/// subtracting 1.5·2^23 rounds y to the nearest integer (exact Float arithmetic), one less where
/// that rounded up.
@inline(__always)
func floorOfSmall(_ y: SIMD4<Float>) -> SIMD4<Float> {
    let magic = SIMD4<Float>(repeating: 12_582_912)
    let nearest = (y + magic) - magic
    return nearest.replacing(with: nearest - 1, where: nearest .> y)
}

/// The integers 0 ..< 2^22 held in Float lanes, as UInt32: + 1.5·2^23 puts them in the low
/// mantissa bits.
@inline(__always)
func smallIntegers(_ y: SIMD4<Float>) -> SIMD4<UInt32> {
    unsafeBitCast(y + 12_582_912, to: SIMD4<UInt32>.self) &- 0x4B40_0000
}
