import Dispatch
import Foundation
import Synchronization

/// Independent work spread over every core. Each index's work writes only its own result slot,
/// and results are gathered in index order, so what comes out is the same bytes a serial loop
/// gives, whatever the number of threads and however they were scheduled.
package enum Parallel {
    /// The cores this process may run on (the one place the count is read).
    package static var cores: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }

    /// `body(i)` for every i in 0..<count, on every core; the results in index order.
    package static func map<T>(_ count: Int, _ body: (Int) -> T) -> [T] {
        guard count > 1 else { return (0..<count).map(body) }
        var results = [T?](repeating: nil, count: count)
        results.withUnsafeMutableBufferPointer { slots in
            let out = Disjoint(slots)
            withoutActuallyEscaping(body) { body in
                let work = Disjoint(body)
                DispatchQueue.concurrentPerform(iterations: count) { i in out.value[i] = work.value(i) }
            }
        }
        return results.map { $0! }
    }

    /// `body(i)` for every i in 0..<count, on every core, for work that writes its own disjoint
    /// part of a shared result (a band of a picture) instead of returning one.
    package static func forEach(_ count: Int, _ body: (Int) -> Void) {
        _ = map(count, body)
    }

    /// `body(i)` for every i in 0..<count on every core, each result handed to `collect` on the
    /// calling thread in index order as soon as it and every one before it are done, so output
    /// streams in a fixed order. The workers are led by a thread of their own: led from a
    /// dispatch queue they would fill every queue thread, and signal handlers (Ctrl-C) would
    /// wait for the whole run. If `collect` throws, the remaining work finishes first, so no
    /// work outlives the call.
    ///
    /// With `ahead`, work i does not start before result i - `ahead` has been collected, so at
    /// most `ahead` results wait for `collect` at once however slow it is (results that are
    /// pictures, written as they come, then hold a bounded amount of memory). Work is taken in
    /// index order, so the oldest result not yet collected never waits: no deadlock.
    package static func stream<T: Sendable>(_ count: Int, ahead: Int? = nil, _ body: @escaping @Sendable (Int) -> T,
                                           collect: (Int, T) throws -> Void) rethrows {
        // Result i is written to its own slot before its semaphore is signalled and read after
        // the wait: the semaphore orders the two, with no lock, and ThreadSanitizer sees that
        // order (it follows Dispatch semaphores; it does not see Swift's Mutex on Linux).
        let results = UnsafeMutablePointer<T?>.allocate(capacity: count)
        results.initialize(repeating: nil, count: count)
        defer { results.deinitialize(count: count); results.deallocate() }
        let slots = (0..<count).map { _ in DispatchSemaphore(value: 0) }
        // Signalled once result i has been collected (or the collecting stopped), for work i + ahead.
        let window = ahead.map { max(1, $0) }
        let collected = window == nil ? [] : (0..<count).map { _ in DispatchSemaphore(value: 0) }
        let out = Disjoint(results)
        Thread.detachNewThread {
            DispatchQueue.concurrentPerform(iterations: count) { i in
                if let window, i >= window { collected[i - window].wait() }
                out.value[i] = body(i)
                slots[i].signal()
            }
        }
        for i in 0..<count {
            slots[i].wait()
            let result = results[i].take()!
            do { try collect(i, result) } catch {
                // The rest of the work runs (no work outlives the call), none of it waiting.
                if !collected.isEmpty { for semaphore in collected[i...] { semaphore.signal() } }
                for slot in slots[(i + 1)...] { slot.wait() }
                throw error
            }
            if !collected.isEmpty { collected[i].signal() }
        }
    }
}

/// Hands a value to worker threads that each touch only their own part of it.
private struct Disjoint<T>: @unchecked Sendable {
    let value: T
    init(_ value: T) { self.value = value }
}
