import CPrefetch
import RasterLanes
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Which build of the lane kernels this process runs: RasterLanes compiles each kernel (the conic
/// chunk, the span blend, the flat fill, the resolve, the gradient's ramp lookup) a second time
/// for AVX2 CPUs (on Linux x86-64 release builds), and that build may run only on a CPU that has
/// every feature the compiler was allowed to use.
package enum CPUFeatures {
    /// True when the AVX2 build exists and this CPU runs it. `PIXELPROOF_BASELINE_LANES=1` turns
    /// it off, so scripts/check-wide-lanes can render a scene both ways and compare the bytes.
    package static let wideLanes: Bool = compiledForAVX2
        && cpu_supports_x86_64_v3() != 0
        && getenv("PIXELPROOF_BASELINE_LANES").map { String(cString: $0) } != "1"

    /// True when this CPU runs AVX-512 (x86-64-v4), so the C module's `lane_ramp_entries16` (a
    /// linear gradient's entries sixteen pixels a step) may run, and the lanes are not turned off
    /// (`PIXELPROOF_BASELINE_LANES=1` turns this off too). Not tied to the release build as
    /// `wideLanes` is: the kernel is C compiled for AVX-512 in every build, so the debug test
    /// run holds it to the definition on such a CPU.
    package static let rampLanes: Bool = cpu_supports_x86_64_v4() != 0
        && getenv("PIXELPROOF_BASELINE_LANES").map { String(cString: $0) } != "1"

    /// Spans shorter than this many pixels (or cells) take the inlined baseline lanes even where
    /// `wideLanes` holds: below it the call into an AVX2 entry and its loop's tail cost about as
    /// many instructions as the eight-lane steps save (callgrind of each kernel on 4–64-pixel
    /// spans; docs/notes/raster-speed-log.md).
    @inline(__always) package static var wideSpan: Int { 16 }

    /// `wideSpan` for a gradient's edge (`Blend.linearCoverSpan`): its eight-pixel step gathers
    /// and blends a whole edge block in ~40 instructions, where the inlined four-pixel loop's
    /// per-pixel index clamps and SSE2 blend take ~85 a four; most edges of a shape are one
    /// block of eight cells (callgrind of the gradients scene; docs/notes/raster-speed-log.md).
    @inline(__always) package static var wideEdge: Int { 8 }

    /// The builds `wideLanes` and `rampLanes` choose, as the benchmarks print them: "AVX2" or
    /// "baseline", then ", AVX-512 ramps" where `rampLanes` holds.
    package static var laneBuild: String {
        (wideLanes ? "AVX2" : "baseline") + (rampLanes ? ", AVX-512 ramps" : "")
    }
}
