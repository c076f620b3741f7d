#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writing to stderr from Swift 6 (the C global `stderr` is not concurrency-safe to touch).
package enum Console {
    /// Where a command's output and error lines go instead of stdout and stderr, for tests (bound
    /// with `Console.$sinks.withValue`), so a test run's log shows test results, not the help
    /// pages and reports of the commands it runs. One task-local value holds both, bound once.
    package struct Sinks: Sendable {
        package var output: @Sendable (String) -> Void
        package var error: @Sendable (String) -> Void
        package init(output: @escaping @Sendable (String) -> Void, error: @escaping @Sendable (String) -> Void) {
            self.output = output; self.error = error
        }
    }
    @TaskLocal package static var sinks: Sinks?

    /// One line of a command's output (its result: a table, a summary) on stdout.
    package static func output(_ message: String, terminator: String = "\n") {
        if let sink = sinks?.output { sink(message); return }
        print(message, terminator: terminator)
    }

    /// One line on stdout written at once, past `print`'s buffer: a server's URL, which the
    /// program that started it reads before the server's first request.
    package static func outputNow(_ message: String) {
        if let sink = sinks?.output { sink(message); return }
        write(message + "\n", to: 1)
    }

    package static func error(_ message: String, newline: Bool = true) {
        if let sink = sinks?.error {
            if newline { sink(message) }
            return
        }
        write(!newline || message.hasSuffix("\n") ? message : message + "\n", to: 2)
    }

    /// A line on stderr, whatever sinks are bound (for output that must not reach stdout).
    package static func standardError(_ message: String) { write(message.hasSuffix("\n") ? message : message + "\n", to: 2) }

    private static func write(_ line: String, to descriptor: Int32) {
        var bytes = Array(line.utf8)
        bytes.withUnsafeMutableBytes { raw in
            var offset = 0
            while offset < raw.count {
                let n = systemWrite(descriptor, raw.baseAddress! + offset, raw.count - offset)
                if n <= 0 { break }
                offset += n
            }
        }
    }

    /// Rewrites one status line on stderr (a terminal), e.g. "rendering 12/40"; "" clears it.
    package static func progress(_ status: String) {
        error("\r\u{1B}[K" + status, newline: false)
    }

    /// True when stderr is a terminal (progress lines are shown only then).
    package static var stderrIsTerminal: Bool { isatty(2) != 0 }
}

#if canImport(Glibc)
private let systemWrite = Glibc.write
#elseif canImport(Darwin)
private let systemWrite = Darwin.write
#endif
