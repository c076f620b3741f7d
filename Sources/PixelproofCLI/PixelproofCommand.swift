import ArgumentParser
import Benchmarks
import CommandLineSupport

/// `pixelproof`: the root command. Each subcommand lives in its own file.
package struct PixelproofCommand: ParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "pixelproof",
        abstract: "Render design-system components to PNG and guard them with pixel-diff golden tests.",
        discussion: """
        Exit codes: 0 success, 1 a comparison found differences, 2 bad input or arguments.
        """,
        version: PixelproofVersion.current,
        subcommands: PixelproofCommand.subcommands
    )

    /// Every subcommand, in the order `--help` lists them.
    static let subcommands: [ParsableCommand.Type] = [
        RenderCommand.self,
        CatalogCommand.self,
        TestCommand.self,
        AuditCommand.self,
        ReviewCommand.self,
        ServeCommand.self,
        DiffCommand.self,
        CompareCommand.self,
        FigmaCommand.self,
        MergeReportsCommand.self,
        TokensCommand.self,
        SchemaCommand.self,
        FontsCommand.self,
        BenchCommand.self,
    ]

    package init() {}
}

extension CommandLineEntry {
    /// Runs `pixelproof` with `arguments`.
    package static func run(_ arguments: [String]) -> Int32 { run(PixelproofCommand.self, arguments) }
}
