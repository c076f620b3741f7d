/// Bit-level Float helpers the rasterizer's lane loops share, here because the conic kernel
/// (`ConicLanes`) uses them too.
///
/// Adding 1.5·2^23 (`roundingMagic`) to a Float in [0, 2^22) leaves round-to-nearest(x) (ties to
/// even) in the low mantissa bits, the trick used by many rasterizers; the sum's bit pattern
/// minus `roundingMagicBits` is that integer. Both are computed properties, not stored globals:
/// a global `let` read from another module goes through a once-initialiser call, which would
/// sit in every hot loop (and in the AVX2 kernel, which must call nothing; see ConicChunk.swift).
@_alwaysEmitIntoClient package var roundingMagic: Float { @inline(always) get { 12_582_912 } }
/// `roundingMagic.bitPattern`.
@_alwaysEmitIntoClient package var roundingMagicBits: UInt32 { @inline(always) get { 0x4B40_0000 } }

/// |v| lane by lane: the sign bit cleared (one `and`; no branch, NaN stays NaN).
@_alwaysEmitIntoClient @inline(always)
package func magnitude(_ v: SIMD4<Float>) -> SIMD4<Float> {
    unsafeBitCast(unsafeBitCast(v, to: SIMD4<UInt32>.self) & 0x7FFF_FFFF, to: SIMD4<Float>.self)
}

/// |v| for eight lanes, as above.
@_alwaysEmitIntoClient @inline(always)
package func magnitude(_ v: SIMD8<Float>) -> SIMD8<Float> {
    unsafeBitCast(unsafeBitCast(v, to: SIMD8<UInt32>.self) & 0x7FFF_FFFF, to: SIMD8<Float>.self)
}
