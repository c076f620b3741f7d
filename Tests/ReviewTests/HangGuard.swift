import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs `work` on a thread of its own and waits at most `seconds` for it. When it is still
/// running then (blocked opening one of `fifos`, which waits for a writer), each FIFO is opened
/// for writing and closed again until the work ends, which lets a blocked reader through: a test
/// of a hang fails (`inTime` false) instead of hanging the suite.
func finishing<T: Sendable>(within seconds: Double, unblocking fifos: [String], _ work: @escaping @Sendable () -> T) -> (value: T, inTime: Bool) {
    let box = HangBox<T>()
    Thread { box.value = work(); box.done.signal() }.start()
    if box.done.wait(timeout: .now() + seconds) == .success { return (box.value!, true) }
    while box.done.wait(timeout: .now() + 0.2) == .timedOut {
        for fifo in fifos {
            let fd = open(fifo, O_WRONLY | O_NONBLOCK)
            if fd >= 0 { close(fd) }
        }
    }
    return (box.value!, false)
}

/// The work's result and its end, shared with the thread that runs it.
private final class HangBox<T>: @unchecked Sendable {
    var value: T?
    let done = DispatchSemaphore(value: 0)
}
