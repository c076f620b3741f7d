import Foundation
import Synchronization

/// Server-sent events to every open page: `send` reaches each subscriber's stream, `finish` ends
/// them all (the server is stopping, so no page keeps a connection open).
public final class EventBroadcaster: Sendable {
    private let subscribers = Mutex<[UUID: AsyncStream<String>.Continuation]>([:])
    private let finished = Mutex(false)

    public init() {}

    /// A stream of events in the wire format (`event: NAME\ndata: JSON\n\n`), from now on.
    public func subscribe() -> AsyncStream<String> {
        let (stream, continuation) = AsyncStream<String>.makeStream(bufferingPolicy: .bufferingNewest(16))
        let id = UUID()
        continuation.onTermination = { [weak self] _ in self?.subscribers.withLock { _ = $0.removeValue(forKey: id) } }
        if finished.withLock({ $0 }) {
            continuation.finish()
        } else {
            subscribers.withLock { $0[id] = continuation }
            // The browser opens the connection at once instead of waiting for the first event.
            continuation.yield(": connected\n\n")
        }
        return stream
    }

    public func send(event: String, data: String) {
        let message = "event: \(event)\ndata: \(data)\n\n"
        for continuation in subscribers.withLock({ Array($0.values) }) { continuation.yield(message) }
    }

    public var subscriberCount: Int { subscribers.withLock { $0.count } }

    public func finish() {
        finished.withLock { $0 = true }
        for continuation in subscribers.withLock({ Array($0.values) }) { continuation.finish() }
    }
}
