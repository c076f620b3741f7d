import ArgumentParser

/// Runs a command line and returns the process exit code: 0 success, 1 differences found, 2 bad
/// input. ArgumentParser's own usage errors (64 by default) are mapped to 2: a usage error is bad
/// input too, and scripts test one code for it.
package enum CommandLineEntry {
    /// Runs `root` (`pixelproof` or `pixelproof-dev`) with the same exit codes and messages.
    package static func run<Root: ParsableCommand>(_ root: Root.Type, _ arguments: [String]) -> Int32 {
        do {
            var command = try root.parseAsRoot(arguments)
            try command.run()
            return 0
        } catch let exit as ExitCode {
            return exit.rawValue
        } catch {
            let code = root.exitCode(for: error)
            let message = root.fullMessage(for: error)
            if code == .success {
                if !message.isEmpty { Console.output(message) }
                return 0
            }
            if !message.isEmpty { Console.error(message) }
            return 2
        }
    }
}
