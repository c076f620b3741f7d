/// The non-zero resolve of a row of accumulated cells (Raster's `CoverageAccumulator`): the
/// running sum of the cells, |sum| capped at 1, as bytes. Written once and compiled twice like
/// the conic chunk (ConicChunk.swift): `resolveNonZero` is inlined into Raster, and
/// `resolveNonZeroWide` is the same loop compiled in this module, for AVX2 CPUs in Linux x86-64
/// release builds.
///
/// The running sum is serial (reassociating it would round differently, and the bytes would
/// change), so it is added cell by cell; eight cells are read as one vector, summed lane after
/// lane in registers, and turned into bytes together (one AVX2 register; AVX's `vblendvps` and
/// three-operand forms make the byte step about half of SSE2's). Keeping the sums in registers
/// matters: storing each cell's sum and reading eight back as a vector would stall on every
/// read (a load cannot be forwarded from several smaller stores still in flight).
///
/// Cells `start..<end` of `line` go to bytes `dst[start..<end]`, and are cleared; returns the
/// running sum after them.
@_alwaysEmitIntoClient @inline(always)
package func resolveNonZero(_ line: UnsafeMutablePointer<Float>, _ start: Int, _ end: Int, from sum: Float,
                            into dst: UnsafeMutablePointer<UInt8>) -> Float {
    var sum = sum
    var i = start
    while i &+ 8 <= end {
        let c = UnsafeRawPointer(line + i).loadUnaligned(as: SIMD8<Float>.self)
        let s0 = sum + c[0], s1 = s0 + c[1], s2 = s1 + c[2], s3 = s2 + c[3]
        let s4 = s3 + c[4], s5 = s4 + c[5], s6 = s5 + c[6], s7 = s6 + c[7]
        sum = s7
        UnsafeMutableRawPointer(line + i).storeBytes(of: SIMD8<Float>(), as: SIMD8<Float>.self)
        let bytes = nonZeroBytes(SIMD8(s0, s1, s2, s3, s4, s5, s6, s7))
        UnsafeMutableRawPointer(dst + i).storeBytes(of: bytes, as: SIMD8<UInt8>.self)
        i &+= 8
    }
    if i &+ 4 <= end {
        let c = UnsafeRawPointer(line + i).loadUnaligned(as: SIMD4<Float>.self)
        let s0 = sum + c[0], s1 = s0 + c[1], s2 = s1 + c[2], s3 = s2 + c[3]
        sum = s3
        UnsafeMutableRawPointer(line + i).storeBytes(of: SIMD4<Float>(), as: SIMD4<Float>.self)
        UnsafeMutableRawPointer(dst + i).storeBytes(of: nonZeroBytes(SIMD4(s0, s1, s2, s3)), as: SIMD4<UInt8>.self)
        i &+= 4
    }
    while i < end {
        sum += line[i]; line[i] = 0
        dst[i] = nonZeroBytes(SIMD4(repeating: sum))[0]
        i &+= 1
    }
    return sum
}

/// `resolveNonZero` compiled in this module: for AVX2 CPUs in Linux x86-64 release builds (see
/// `compiledForAVX2`), the baseline elsewhere. Raster calls it only after `CPUFeatures`' check.
@inline(never)
package func resolveNonZeroWide(_ line: UnsafeMutablePointer<Float>, _ start: Int, _ end: Int, from sum: Float,
                                into dst: UnsafeMutablePointer<UInt8>) -> Float {
    resolveNonZero(line, start, end, from: sum, into: dst)
}

/// min(|s|, 1)·255 rounded to the nearest byte, lane by lane: the coverage byte of a running sum
/// (Swift's `min(x, 1)` as a compare and select, the rounding by the 1.5·2^23 trick, whose sum
/// has the byte in its low eight bits).
@_alwaysEmitIntoClient @inline(always)
package func nonZeroBytes(_ sums: SIMD8<Float>) -> SIMD8<UInt8> {
    let one = SIMD8<Float>(repeating: 1)
    let size = magnitude(sums)
    let clamped = size.replacing(with: one, where: one .< size)
    let bits = unsafeBitCast(clamped * 255 + roundingMagic, to: SIMD8<UInt32>.self)
    var bytes = SIMD8<UInt8>()
    for i in 0..<8 { bytes[i] = UInt8(truncatingIfNeeded: bits[i]) }   // lane by lane: no conversion call
    return bytes
}

/// One lane of `nonZeroBytes`: the coverage byte of a run of untouched cells (Raster's
/// `CoverageAccumulator.byte` for the non-zero rule: `min(abs(sum), 1)`, the same compare and select).
@_alwaysEmitIntoClient @inline(always)
package func nonZeroByte(_ sum: Float) -> UInt8 {
    let size = sum.magnitude
    let clamped = 1 < size ? 1 : size
    return UInt8(truncatingIfNeeded: (clamped * 255 + roundingMagic).bitPattern)
}

/// Four-lane `nonZeroBytes`.
@_alwaysEmitIntoClient @inline(always)
package func nonZeroBytes(_ sums: SIMD4<Float>) -> SIMD4<UInt8> {
    let one = SIMD4<Float>(repeating: 1)
    let size = magnitude(sums)
    let clamped = size.replacing(with: one, where: one .< size)
    let bits = unsafeBitCast(clamped * 255 + roundingMagic, to: SIMD4<UInt32>.self)
    var bytes = SIMD4<UInt8>()
    for i in 0..<4 { bytes[i] = UInt8(truncatingIfNeeded: bits[i]) }
    return bytes
}

/// The end of a run of untouched blocks of a row's touched flags (`CellGrid`: one byte a block of
/// eight cells, non-zero where an edge wrote), from block `b` (after the run's first) up to
/// `blocks`: the first touched block's index, or `blocks`. Eight flags at a time, the first touched
/// block being the lowest non-zero byte of the word (Blend2D likewise scans a bit buffer of
/// touched cells to skip empty runs), then one at a time. The inside of a large shape is one run,
/// so its coverage costs a few words read, not a block each. Shared by every walk of the cells:
/// Raster's `resolveRow` and `compositeLinear`, and `solidCover`.
@_alwaysEmitIntoClient @inline(always)
package func untouchedRunEnd(_ flags: UnsafePointer<UInt8>, from b: Int, blocks: Int) -> Int {
    var b = b
    while b &+ 8 <= blocks {
        let word = UInt64(littleEndian: UnsafeRawPointer(flags + b).loadUnaligned(as: UInt64.self))
        if word != 0 { return b &+ word.trailingZeroBitCount &>> 3 }
        b &+= 8
    }
    while b < blocks && flags[b] == 0 { b &+= 1 }
    return b
}

/// The end of a run of touched blocks starting at `block` (touched), up to `blocks`: the first
/// untouched block's index, or `blocks`. Clears the run's flags as it passes them, since the cells
/// are resolved (and cleared) next. Shared by Raster's `resolveRow` and `compositeLinear`.
@_alwaysEmitIntoClient @inline(always)
package func touchedRunEnd(_ flags: UnsafeMutablePointer<UInt8>, from block: Int, blocks: Int) -> Int {
    flags[block] = 0
    var b = block &+ 1
    while b < blocks && flags[b] != 0 { flags[b] = 0; b &+= 1 }
    return b
}

/// Clears what a row's walk leaves past its last pixel: the two cells after it (edges right of the
/// box write there: the row has `width` + 2 cells) and their flag, block `blocks` (at most one:
/// the two cells reach one block past the pixels' `blocks`), when the row has it. Every walk of the
/// cells ends each row with it (`resolveRow`, `compositeLinear`, `solidCover`), so the next fill
/// starts from nothing.
@_alwaysEmitIntoClient @inline(always)
package func clearPastRow(_ line: UnsafeMutablePointer<Float>, _ flags: UnsafeMutablePointer<UInt8>, width: Int,
                          blocks: Int, blocksPerRow: Int) {
    line[width] = 0; line[width &+ 1] = 0
    if blocks < blocksPerRow { flags[blocks] = 0 }
}

