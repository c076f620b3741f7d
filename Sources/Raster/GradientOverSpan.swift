import CPrefetch
import RasterLanes

/// The inside of a translucent linear gradient: ramp entries blended straight onto the target,
/// with no scratch row in between.
///
/// The general route shades a span into scratch and blends it in a second loop (fused in plain
/// Swift, the table loads kept LLVM from vectorising the blend). Here the entries are gathered
/// into a vector by hand and the blend runs in 16-bit lanes (RasterLanes' `linearOver`: four
/// pixels a step inlined, eight in its AVX2 build, sixteen in the C module's AVX-512 kernel
/// `lane_ramp_over16` where `CPUFeatures.rampLanes` holds). Full coverage only:
/// source-over without the coverage multiply, which is exact (s·255/255 rounds to s). The bytes
/// are those of `Blend.over` on each pixel.
extension Blend {
    /// Pixels `p[0..<count]` ← ramp entries at 16.16 positions `f + i·step` over them. The caller
    /// guarantees every position is on the table (no clamps). `wide`: the AVX2 entry may run.
    /// (Not inlined, as before it had an AVX2 build: inlined, its loop made `linearSpan` too
    /// large to be inlined into the fill's row loop.)
    @inline(never)
    static func linearOverSpan(_ p: UnsafeMutablePointer<UInt32>, _ table: UnsafePointer<UInt32>,
                               _ start: Int64, _ step: Int64, _ count: Int, wide: Bool,
                               ramp: Bool = CPUFeatures.rampLanes) {
        #if arch(x86_64)
        if ramp && count >= CPUFeatures.wideSpan {
            lane_ramp_over16(p, table, GradientRamp.size - 1, start, step, count)
            return
        }
        #endif
        if wide && count >= CPUFeatures.wideSpan {
            linearOverWide(p, table, last: GradientRamp.size - 1, start, step, count)
        } else {
            linearOver(p, table, start, step, count)
        }
    }

    /// An edge of a linear gradient's shape: ramp entries at 16.16 positions `f + i·step`
    /// (clamped to the table) through `coverage[0..<count]` onto `p` — RasterLanes' `linearCover`
    /// (the fetch and the masked blend in one pass, four pixels a step), or its AVX2 build
    /// (`linearCoverWide`, eight a step) for spans of `CPUFeatures.wideEdge` pixels or more where
    /// `wide`, or the C module's AVX-512 kernel (`lane_ramp_cover16`, sixteen a step) where `ramp`. The bytes of `Shader.linearRow` into scratch then `shadedRow`, which
    /// this replaced: that pair cost ~25 instructions a pixel (a run scan per byte, one pixel a
    /// step), a third of the gradients scene. (`@inline(always)`: with `@inline(__always)` it stayed
    /// a call per edge in `CoverageAccumulator.compositeLinear`, ~57 instructions before its kernel.)
    @inline(always)
    static func linearCoverSpan(_ p: UnsafeMutablePointer<UInt32>, _ table: UnsafePointer<UInt32>, _ start: Int64,
                                _ step: Int64, _ coverage: UnsafePointer<UInt8>, _ count: Int, opaque: Bool, wide: Bool,
                                ramp: Bool = CPUFeatures.rampLanes) {
        #if arch(x86_64)
        // The AVX-512 kernel's 32-bit positions are exact when both ends fit (as linearCoverWide's).
        let end = start &+ Int64(truncatingIfNeeded: count) &* step
        if ramp && count >= CPUFeatures.wideEdge && start == Int64(Int32(truncatingIfNeeded: start))
            && end == Int64(Int32(truncatingIfNeeded: end)) {
            lane_ramp_cover16(p, table, GradientRamp.size - 1, start, step, coverage, count, opaque ? 1 : 0)
            return
        }
        #endif
        if wide && count >= CPUFeatures.wideEdge {
            linearCoverWide(p, table, last: GradientRamp.size - 1, start, step, coverage, count, opaque: opaque)
        } else {
            linearCover(p, table, last: GradientRamp.size - 1, start, step, coverage, count, opaque: opaque)
        }
    }
}
