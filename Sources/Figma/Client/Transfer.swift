#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Synchronization

/// One request's answer, received piece by piece so that neither its size nor its length in time
/// is the server's to choose: the body goes to memory (an API answer) or to a file (an image) and
/// the request is cancelled as soon as it passes `limit` bytes; the whole request, not each read,
/// must end within the deadline the client sets (a server trickling a byte a second never times
/// out a per-read timeout).
final class Transfer: @unchecked Sendable {
    /// Where the body goes.
    enum Sink {
        case memory
        /// An open file descriptor; the caller owns the file.
        case file(Int32)
    }

    /// How the request ended.
    enum Ending {
        case complete(HTTPURLResponse, Data)
        /// The body passed the limit (by `Content-Length` or as it arrived).
        case tooLarge(received: Int)
        /// The deadline passed before the body ended.
        case deadlinePassed
        case failed(any Error)
    }

    let limit: Int
    private let sink: Sink
    /// Everything below is touched by the session's delegate queue and the deadline, under the lock.
    private let state = Mutex<State>(State())
    private let continuation: CheckedContinuation<Ending, Never>
    /// Called once the transfer is freed (the client counts the transfers it holds).
    private let released: @Sendable () -> Void

    private struct State {
        var response: HTTPURLResponse?
        var data = Data()
        var received = 0
        var stopped: Ending?
        var finished = false
        /// The deadline's timer until it fires or the request ends, whichever is first.
        var deadline: Deadline?
    }

    init(limit: Int, sink: Sink, continuation: CheckedContinuation<Ending, Never>, released: @escaping @Sendable () -> Void = {}) {
        self.limit = limit; self.sink = sink; self.continuation = continuation; self.released = released
    }

    deinit { released() }

    /// Cancels `task` unless it has ended `seconds` from now. The timer holds the transfer
    /// weakly and is cancelled when the request ends: a deadline closure that held it kept the
    /// transfer, its task and the answer in it alive until the deadline (30 s by default) after
    /// every request, and a process ending within that time left them to LeakSanitizer as leaked
    /// (Dispatch keeps a pending timer's owner only as a disguised pointer).
    func expire(after seconds: Int, cancelling task: URLSessionTask) {
        let timer = DispatchSource.makeTimerSource(queue: .global())
        timer.schedule(deadline: .now() + .seconds(seconds))
        let cancel = UncheckedTask(task)
        timer.setEventHandler { [weak self] in
            if self?.expire() == true { cancel.task.cancel() }
        }
        // Active before it is kept: Dispatch traps when a source never resumed is freed.
        timer.resume()
        let ended = state.withLock { state in
            if !state.finished { state.deadline = Deadline(timer: timer) }
            return state.finished
        }
        if ended { timer.cancel() }
    }

    /// The headers: a `Content-Length` past the limit stops the request before its body comes.
    func received(_ response: URLResponse) -> Bool {
        state.withLock { state in
            state.response = response as? HTTPURLResponse
            if response.expectedContentLength > Int64(limit) { state.stopped = .tooLarge(received: 0); return false }
            return true
        }
    }

    /// A piece of the body; false once the request must stop (too large, or the sink failed).
    func received(_ piece: Data) -> Bool {
        state.withLock { state in
            guard state.stopped == nil else { return false }
            state.received += piece.count
            if state.received > limit {
                // Let go of what came so far at once: the request ends refused, and the body it
                // would have been is not kept while the session winds the task down.
                state.stopped = .tooLarge(received: state.received); state.data = Data(); return false
            }
            switch sink {
            case .memory:
                state.data.append(piece)
            case let .file(fd):
                let ok = piece.withUnsafeBytes { raw -> Bool in
                    var offset = 0
                    while offset < raw.count {
                        let n = write(fd, raw.baseAddress! + offset, raw.count - offset)
                        if n < 0 { if errno == EINTR { continue }; return false }
                        offset += n
                    }
                    return true
                }
                if !ok { state.stopped = .failed(POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)) }
            }
            return state.stopped == nil
        }
    }

    /// The deadline passed: the request ends as timed out (a later completion is ignored).
    private func expire() -> Bool {
        state.withLock { state in
            guard !state.finished, state.stopped == nil else { return false }
            state.stopped = .deadlinePassed
            return true
        }
    }

    /// The task ended, by itself or because it was cancelled for one of the reasons above.
    func complete(_ error: (any Error)?) {
        let (ending, deadline): (Ending?, Deadline?) = state.withLock { state in
            let deadline = state.deadline
            state.deadline = nil
            guard !state.finished else { return (nil, deadline) }
            state.finished = true
            defer { state.data = Data() }
            if let stopped = state.stopped { return (stopped, deadline) }
            if let error { return (.failed(error), deadline) }
            guard let response = state.response else { return (.failed(URLError(.badServerResponse)), deadline) }
            return (.complete(response, state.data), deadline)
        }
        deadline?.timer.cancel()
        if let ending { continuation.resume(returning: ending) }
    }
}

/// A request's deadline timer, kept with the transfer's state: Dispatch's sources are
/// thread-safe but not marked Sendable.
private struct Deadline: @unchecked Sendable {
    let timer: DispatchSourceTimer
}

/// A task handed to the deadline's closure: URLSessionTask is thread-safe but not marked Sendable.
private struct UncheckedTask: @unchecked Sendable {
    let task: URLSessionTask
    init(_ task: URLSessionTask) { self.task = task }
}

/// The session's delegate: hands each task's events to its `Transfer`, and guards redirects.
final class TransferDelegate: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    /// Immutable after init; `@unchecked` only because NSObject is not marked Sendable.
    private let api: URL
    private let transfers = Mutex<[Int: Transfer]>([:])

    init(api: URL) { self.api = api }

    func register(_ transfer: Transfer, for task: URLSessionTask) {
        transfers.withLock { $0[task.taskIdentifier] = transfer }
    }

    private func transfer(_ task: URLSessionTask) -> Transfer? {
        transfers.withLock { $0[task.taskIdentifier] }
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
                    completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void) {
        let go = transfer(dataTask)?.received(response) ?? true
        completionHandler(go ? .allow : .cancel)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        if transfer(dataTask)?.received(data) == false { dataTask.cancel() }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        let transfer = transfers.withLock { $0.removeValue(forKey: task.taskIdentifier) }
        transfer?.complete(error)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
                    newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void) {
        completionHandler(RedirectGuard.guarded(request, api: api))
    }
}
