import Dispatch

/// Blocking work (drawing every card on every core, decoding and writing goldens) runs on a
/// Dispatch thread, not on one of Swift's cooperative threads: there are as many of those as
/// cores (2 here), and the server's other requests (pictures, events) need them meanwhile.
enum Offload {
    static func run<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async { continuation.resume(returning: work()) }
        }
    }
}
