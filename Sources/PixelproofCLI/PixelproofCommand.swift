import ArgumentParser

/// `pixelproof`: the root command. Each subcommand lives in its own file.
public struct PixelproofCommand: ParsableCommand {
    public static let version = "0.1.0"

    public static let configuration = CommandConfiguration(
        commandName: "pixelproof",
        abstract: "Render design-system components to PNG and guard them with pixel-diff golden tests.",
        discussion: """
        Exit codes: 0 success, 1 a comparison found differences, 2 bad input or arguments.
        """,
        version: PixelproofCommand.version,
        subcommands: PixelproofCommand.subcommands
    )

    /// Every subcommand, in the order `--help` lists them.
    static let subcommands: [ParsableCommand.Type] = [
        RenderCommand.self,
        CatalogCommand.self,
        TestCommand.self,
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

    public init() {}
}
