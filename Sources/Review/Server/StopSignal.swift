import Synchronization

/// Whether the server has begun to stop, for work that runs off Swift's tasks (an accept batch on
/// a Dispatch thread) and must end early enough to answer within the 5 s a stop allows.
package final class StopSignal: Sendable {
    private let raised = Atomic<Bool>(false)

    package init() {}

    package var isRaised: Bool { raised.load(ordering: .acquiring) }

    package func raise() { raised.store(true, ordering: .releasing) }
}
