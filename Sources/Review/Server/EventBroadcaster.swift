import Foundation
import Synchronization

/// Server-sent events to every open page: `send` reaches each subscriber's stream, `finish` ends
/// them all (the server is stopping, so no page keeps a connection open).
///
/// Each stream holds a connection, and so a descriptor, for as long as its page is open: the
/// number open at once is capped below the descriptor limit (`cap(forDescriptorLimit:)`), and a
/// page past the cap is answered 503, so the server keeps descriptors to accept connections and
/// read files with.
package final class EventBroadcaster: Sendable {
    /// The open streams, or nil once finished (one lock, so no stream joins after the end).
    private let subscribers = Mutex<[UUID: AsyncStream<String>.Continuation]?>([:])
    /// How many streams may be open at once.
    package let maxSubscribers: Int

    package init(maxSubscribers: Int = EventBroadcaster.cap(forDescriptorLimit: DescriptorLimit.current)) {
        self.maxSubscribers = maxSubscribers
    }

    /// The streams allowed at a descriptor limit: all but 256 descriptors (the listener, the
    /// other requests' connections, files being read, fonts), never more than half the limit
    /// left to the rest, and at most 4,096 (no one reviews with more pages open).
    package static func cap(forDescriptorLimit limit: Int) -> Int {
        min(4096, max(1, limit / 2, limit - 256))
    }

    /// A stream of events in the wire format (`event: NAME\ndata: JSON\n\n`), from now on; nil
    /// when `maxSubscribers` streams are open already.
    package func subscribe() -> AsyncStream<String>? {
        let (stream, continuation) = AsyncStream<String>.makeStream(bufferingPolicy: .bufferingNewest(16))
        let id = UUID()
        enum Joined { case joined, finished, full }
        let joined = subscribers.withLock { open -> Joined in
            guard open != nil else { return .finished }
            guard open!.count < maxSubscribers else { return .full }
            open![id] = continuation
            return .joined
        }
        switch joined {
        case .full: return nil
        case .finished: continuation.finish()
        case .joined:
            continuation.onTermination = { [weak self] _ in self?.subscribers.withLock { _ = $0?.removeValue(forKey: id) } }
            // The browser opens the connection at once instead of waiting for the first event.
            continuation.yield(": connected\n\n")
        }
        return stream
    }

    package func send(event: String, data: String) {
        let message = "event: \(event)\ndata: \(data)\n\n"
        for continuation in subscribers.withLock({ Array(($0 ?? [:]).values) }) { continuation.yield(message) }
    }

    /// A comment line to every stream (browsers ignore it): a page closed without a word is
    /// noticed only when its connection is written to, and its place under the cap freed then.
    package func keepAlive() {
        for continuation in subscribers.withLock({ Array(($0 ?? [:]).values) }) { continuation.yield(": keep-alive\n\n") }
    }

    package func finish() {
        let open = subscribers.withLock { open -> [AsyncStream<String>.Continuation] in
            defer { open = nil }
            return Array((open ?? [:]).values)
        }
        for continuation in open { continuation.finish() }
    }
}
