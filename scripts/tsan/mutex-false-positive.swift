// ThreadSanitizer on Linux does not see Synchronization.Mutex (Swift 6.3.1): this program touches its
// dictionary only inside withLock, yet `swiftc -sanitize=thread -O mutex-false-positive.swift && ./mutex-false-positive`
// reports "Swift access race" and "data race" warnings (4 and 15 on this machine). Hence
// scripts/tsan/suppressions.txt: state behind a Mutex cannot be checked by TSan and is suppressed by name.
import Synchronization
import Dispatch
final class Cache: Sendable {
    private let m = Mutex<[String: [Int]]>([:])
    func get(_ k: String) -> [Int]? { m.withLock { $0[k] } }
    func put(_ v: [Int], _ k: String) { m.withLock { c in if c.count >= 64 { c.removeAll(keepingCapacity: true) }; c[k] = v } }
}
let cache = Cache()
DispatchQueue.concurrentPerform(iterations: 16) { i in
    for k in 0..<5000 { let key = "k\((k * 7 + i) % 200)"; if cache.get(key) == nil { cache.put([k, i], key) } }
}
print("done")
