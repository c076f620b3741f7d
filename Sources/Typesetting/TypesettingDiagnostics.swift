import Synchronization

/// Where the text layer reports things a run should know but that are not errors: a stand-in
/// font, a character no font can draw, a font file that was skipped. Each distinct message is
/// delivered once per sink (the process-wide `standard` sink: once per process), so a catalog of
/// 500 labels says "Instacart Sans not installed, using Lexend Deca" a single time.
///
/// The library never prints: the CLI wires `standard` to stderr with `setHandler`.
public final class TypesettingDiagnostics: Sendable {
    private struct State {
        var seen: Set<String> = []
        var messages: [String] = []
        /// Reported while no handler was set; delivered when one is.
        var pending: [String] = []
        var handler: (@Sendable (String) -> Void)?
    }
    private let state: Mutex<State>

    public init(handler: (@Sendable (String) -> Void)? = nil) {
        state = Mutex(State(handler: handler))
    }

    /// The process-wide sink; the `pixelproof` CLI sends it to stderr.
    public static let standard = TypesettingDiagnostics()

    /// Sets where messages go. Messages reported before any handler was set (e.g. files skipped
    /// while a registry was being built) are delivered to it now, so none is lost.
    public func setHandler(_ handler: (@Sendable (String) -> Void)?) {
        let pending: [String] = state.withLock { s in
            s.handler = handler
            guard handler != nil else { return [] }
            defer { s.pending = [] }
            return s.pending
        }
        if let handler { pending.forEach(handler) }
    }

    /// Delivers `message` unless it was delivered before.
    public func report(_ message: String) {
        let handler: (@Sendable (String) -> Void)? = state.withLock { s in
            guard s.seen.insert(message).inserted else { return nil }
            s.messages.append(message)
            if s.handler == nil { s.pending.append(message) }
            return s.handler
        }
        handler?(message)
    }

    /// Every distinct message so far, in the order first reported.
    public var messages: [String] { state.withLock { $0.messages } }
}
