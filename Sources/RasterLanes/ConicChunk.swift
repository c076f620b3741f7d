/// A run of conic pixels, up to 64, eight at a time: the loop over `ConicLanes`, written once
/// and compiled twice.
///
/// `conicChunk` is inlined into Raster, which is built for the baseline x86-64 (SSE2) or
/// ARM64; `conicChunkWide` is the same loop compiled in this module, which on Linux x86-64
/// release builds is compiled for AVX2 CPUs (Package.swift passes `-target-cpu haswell`):
/// eight lanes in one register, three-operand instructions. Raster calls it only when the
/// CPU reports x86-64-v3 (`CPUFeatures`). Both are the same IEEE Float operations lane by lane
/// (Swift forms no fused multiply-adds), so both pick the same entries: ConicRowTests compares
/// each with the definition (the AVX2 build in release test runs, such as
/// `scripts/sanitize thread`), and scripts/check-wide-lanes compares the release binary's two
/// paths byte for byte and checks that this module holds no other code that baseline code could
/// reach (a function shared by name with the baseline path, compiled for AVX2).
///
/// Pixel `start` + j of the row goes to out[j], j < groups·8. Returns the pixels Float was unsure
/// of, bit j for out[j]; their colour is entry 0's, for the caller to replace.
@_alwaysEmitIntoClient @inline(always)
package func conicChunk(_ row: ConicRowConstants, start: Int, groups: Int, table: UnsafePointer<UInt32>,
                        into out: UnsafeMutablePointer<UInt32>) -> UInt64 {
    precondition(groups <= 8, "a chunk is at most 64 pixels: its unsure pixels are bits of a UInt64")
    var unsure: UInt64 = 0
    var k = SIMD8<Double>(0, 1, 2, 3, 4, 5, 6, 7) + Double(start)      // exact: integers
    for group in 0..<groups {
        let first = group &* 8
        let (index, definite) = ConicLanes.entries(at: k, row)
        var shaded = SIMD8<UInt32>()
        for lane in 0..<8 { shaded[lane] = table[Int(index[lane])] }
        UnsafeMutableRawPointer(out + first).storeBytes(of: shaded, as: SIMD8<UInt32>.self)
        if !all(definite) {
            for lane in 0..<8 where !definite[lane] { unsure |= 1 << UInt64(first &+ lane) }
        }
        k += 8
    }
    return unsure
}

/// `conicChunk` compiled in this module: for AVX2 CPUs in Linux x86-64 release builds (see
/// `compiledForAVX2`), the baseline elsewhere.
@inline(never)
package func conicChunkWide(_ row: ConicRowConstants, start: Int, groups: Int, table: UnsafePointer<UInt32>,
                            into out: UnsafeMutablePointer<UInt32>) -> UInt64 {
    conicChunk(row, start: start, groups: groups, table: table, into: out)
}

/// Whether this module was compiled for AVX2 (Package.swift defines the condition with the
/// flag): only then is `conicChunkWide` worth a CPU check. Inlined, like everything here but
/// `conicChunkWide`: a call from Raster into this module's code would run AVX2 code unchecked.
#if RASTER_LANES_AVX2
@_alwaysEmitIntoClient package var compiledForAVX2: Bool { @inline(always) get { true } }
#else
@_alwaysEmitIntoClient package var compiledForAVX2: Bool { @inline(always) get { false } }
#endif
