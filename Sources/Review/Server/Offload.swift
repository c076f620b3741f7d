import Dispatch
import Foundation

/// Blocking work (drawing every card on every core, decoding and writing goldens) runs on a
/// Dispatch thread, not on one of Swift's cooperative threads: there are as many of those as
/// cores (2 here), and the server's other requests (pictures, events) need them meanwhile.
enum Offload {
    static func run<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
        let handOff = HandOff<T>()
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            DispatchQueue.global().async {
                handOff.put(work())
                continuation.resume()
            }
        }
        return handOff.take()
    }
}

/// The work's result on its way from the Dispatch thread to the waiting task, behind a pthread
/// lock (`NSLock`). Resuming the continuation already orders the two; the lock makes that order
/// one ThreadSanitizer sees (on Linux it does not take a continuation's resume as
/// synchronisation, swiftlang/swift#57803), so what the work wrote is not reported as raced.
private final class HandOff<T>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: T?

    func put(_ result: T) { lock.withLock { value = result } }

    func take() -> T { lock.withLock { value.take()! } }
}
