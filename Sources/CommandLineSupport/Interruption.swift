import Files
import Dispatch
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What SIGINT (Ctrl-C) and SIGTERM (a CI job cancelled) do to a run: every output is written to a
/// temporary file and renamed into place, so a golden or a PNG is always either the old file or the
/// new one; on the signal the temporary files being written are removed and the process exits
/// with 128 + the signal's number, as a shell expects.
package enum Interruption {
    nonisolated(unsafe) private static var sources: [DispatchSourceSignal] = []
    private static let handedOver = Atomic<Bool>(false)
    private static let signalsSeen = Atomic<Int>(0)

    /// From now on the signals are the server's to handle: `pixelproof review` and `serve` stop
    /// their server gracefully (closing open pages' connections) and exit 0 instead.
    package static func handOverToServer() { handedOver.store(true, ordering: .sequentiallyConsistent) }

    /// Installs the handlers (the `pixelproof` executable does this once at start).
    package static func install() {
        for signalNumber in [SIGINT, SIGTERM] {
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
            source.setEventHandler {
                // The server stops gracefully on the first signal; a second one ends it at once.
                if handedOver.load(ordering: .sequentiallyConsistent) && signalsSeen.add(1, ordering: .sequentiallyConsistent).newValue < 2 { return }
                AtomicFile.removeTemporaryFiles()
                Console.error("pixelproof: interrupted; every file written so far is complete, none is half-written")
                // The rendering threads are still at work: `exit` would run the process's exit
                // handlers beside them (under the sanitizers, a leak check that reads a half-built
                // description as leaked memory). The lines printed so far are flushed, then the
                // process ends at once.
                fflush(nil)
                _exit(128 + signalNumber)
            }
            source.resume()
            sources.append(source)
        }
    }
}
