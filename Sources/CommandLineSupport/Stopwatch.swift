#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Thread CPU time and wall time of a piece of work. CPU time is what to trust on a busy
/// machine: it excludes the time the core was taken away.
package struct Stopwatch {
    /// Wall-clock and thread-CPU milliseconds of one run.
    package struct Sample: Sendable {
        package var wallMs: Double
        package var cpuMs: Double
    }

    package static func measure(_ body: () throws -> Void) rethrows -> Sample {
        let wall0 = now(CLOCK_MONOTONIC), cpu0 = now(CLOCK_THREAD_CPUTIME_ID)
        try body()
        let cpu1 = now(CLOCK_THREAD_CPUTIME_ID), wall1 = now(CLOCK_MONOTONIC)
        return Sample(wallMs: (wall1 - wall0) * 1e3, cpuMs: (cpu1 - cpu0) * 1e3)
    }

    /// `warmups` untimed runs, then the median of `runs` timed ones.
    package static func median(warmups: Int = 2, runs: Int = 7, _ body: () throws -> Void) rethrows -> Sample {
        for _ in 0..<warmups { try body() }
        var samples: [Sample] = []
        for _ in 0..<runs { samples.append(try measure(body)) }
        let wall = samples.map(\.wallMs).sorted(), cpu = samples.map(\.cpuMs).sorted()
        return Sample(wallMs: wall[wall.count / 2], cpuMs: cpu[cpu.count / 2])
    }

    static func now(_ clock: clockid_t) -> Double {
        var ts = timespec()
        clock_gettime(clock, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
    }
}
