import RasterLanes

// Float → integer conversion without the checks Swift puts on `Int32(x)` (which traps on NaN and
// out-of-range values, and so keeps hot loops from vectorising), by the 1.5·2^23 trick
// (`roundingMagic`, in RasterLanes' LaneBits.swift with `magnitude`, which the conic kernel shares).

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
