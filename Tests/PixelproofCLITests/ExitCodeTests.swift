import PixelproofCLI
import Testing

/// The exit-code contract: 0 success, 1 differences, 2 bad input or arguments.
@Suite struct ExitCodeTests {
    @Test func versionAndHelpSucceed() {
        #expect(runCLI(["--version"]).code == 0)
        let help = runCLI(["--help"])
        #expect(help.code == 0)
        for command in ["render", "catalog", "test", "diff", "compare", "tokens", "fonts"] {
            #expect(help.stdout.contains(command), "help lacks \(command)")
        }
    }

    @Test func badArgumentsExitWithTwo() {
        let unknown = runCLI(["no-such-command"])
        #expect(unknown.code == 2 && unknown.stderr.contains("no-such-command"))
        #expect(runCLI(["--no-such-flag"]).code == 2)
        #expect(runCLI(["bench", "no-such-suite"]).code == 2)
    }
}
