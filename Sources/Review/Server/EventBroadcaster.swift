import Foundation
import Synchronization

/// Server-sent events to every open page: `send` reaches each subscriber's stream, `finish` ends
/// them all (the server is stopping, so no page keeps a connection open).
package final class EventBroadcaster: Sendable {
    /// The open streams, or nil once finished (one lock, so no stream joins after the end).
    private let subscribers = Mutex<[UUID: AsyncStream<String>.Continuation]?>([:])

    package init() {}

    /// A stream of events in the wire format (`event: NAME\ndata: JSON\n\n`), from now on.
    package func subscribe() -> AsyncStream<String> {
        let (stream, continuation) = AsyncStream<String>.makeStream(bufferingPolicy: .bufferingNewest(16))
        let id = UUID()
        continuation.onTermination = { [weak self] _ in self?.subscribers.withLock { _ = $0?.removeValue(forKey: id) } }
        let joined = subscribers.withLock { open -> Bool in
            guard open != nil else { return false }
            open![id] = continuation
            return true
        }
        // The browser opens the connection at once instead of waiting for the first event.
        if joined { continuation.yield(": connected\n\n") } else { continuation.finish() }
        return stream
    }

    package func send(event: String, data: String) {
        let message = "event: \(event)\ndata: \(data)\n\n"
        for continuation in subscribers.withLock({ Array(($0 ?? [:]).values) }) { continuation.yield(message) }
    }

    package func finish() {
        let open = subscribers.withLock { open -> [AsyncStream<String>.Continuation] in
            defer { open = nil }
            return Array((open ?? [:]).values)
        }
        for continuation in open { continuation.finish() }
    }
}
