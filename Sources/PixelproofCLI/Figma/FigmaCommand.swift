import ArgumentParser

/// `pixelproof figma pull|check`: Figma's component sets through its REST API (docs/FIGMA.md).
struct FigmaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "figma",
        abstract: "Pull a Figma file's component sets as PNGs, or check their variants against a library.",
        discussion: """
        The token is read from the environment (FIGMA_TOKEN, or the variable --token-env names), sent as the X-Figma-Token header to the API only, and never printed or written.

        Exit codes: 0 success, 1 variant drift (check), 2 bad input, an unreadable file or a request that failed.
        """,
        subcommands: [FigmaPullCommand.self, FigmaCheckCommand.self])
}
