/// Float → byte conversion without the checks Swift puts on `Int32(x)` (which traps on NaN and
/// out-of-range values, and so keeps hot loops from vectorising).
///
/// Adding 1.5·2^23 to a Float in [0, 2^22) leaves round-to-nearest(x) (ties to even) in the
/// low mantissa bits, the trick used by many rasterizers; callers clamp x to [0, 255] first.
@inline(__always)
func roundedByte(_ x: Float) -> UInt8 {
    UInt8(truncatingIfNeeded: (x + 12_582_912).bitPattern)
}
