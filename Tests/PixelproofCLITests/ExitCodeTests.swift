import PixelproofCLI
import Testing

/// FORMAT.md's contract: 0 success, 1 differences, 2 bad input or arguments.
@Suite struct ExitCodeTests {
    @Test func versionAndHelpSucceed() {
        #expect(CommandLineEntry.run(["--version"]) == 0)
        #expect(CommandLineEntry.run(["--help"]) == 0)
    }

    @Test func badArgumentsExitWithTwo() {
        #expect(CommandLineEntry.run(["no-such-command"]) == 2)
        #expect(CommandLineEntry.run(["--no-such-flag"]) == 2)
        #expect(CommandLineEntry.run(["bench", "no-such-suite"]) == 2)
    }
}
