import ArgumentParser
import DesignTokens

/// `pixelproof tokens`: lists a token system — a built-in one or a DTCG / Tokens Studio file —
/// as a table, as JSON, or as a DTCG file (`--format dtcg`) that reads back to the same tokens.
struct TokensCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tokens",
        abstract: "List design tokens: ids, ds, web, or a DTCG / Tokens Studio .json file.",
        discussion: """
        Names are <group>.<name> as descriptions write them (color.buttonPrimaryBg, spacing.2xl). JSON: an array of {"name", "type", "value"}; colours "#rrggbb(aa)", lengths in px. DTCG: a W3C Design Tokens (2025.10) file; `--system` can read it back.
        """)

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case table, json, dtcg
    }

    @Option(help: "The token system: ids, ds, web, or a path to a DTCG or Tokens Studio .json file.")
    var system: String

    @Option(help: "Output: table, json or dtcg.")
    var format: Format = .table

    func run() throws {
        let tokens = try TokensCommand.load(system)
        switch format {
        case .table:
            let hasAliases = tokens.tokens.contains { $0.aliasOf != nil }
            var table = TextTable(header: hasAliases ? ["name", "type", "value", "alias of"] : ["name", "type", "value"])
            for t in tokens.tokens {
                let row = [t.fullName, t.kind.rawValue, t.value.displayText]
                table.add(hasAliases ? row + [t.aliasOf ?? ""] : row)
            }
            // The alias column is empty for most rows: no trailing spaces on those lines.
            Console.output(table.rendered.split(separator: "\n", omittingEmptySubsequences: false)
                .map { String($0.reversed().drop { $0 == " " }.reversed()) }.joined(separator: "\n"))
        case .json:
            Console.output(tokens.exportJSONText, terminator: "")
        case .dtcg:
            Console.output(tokens.dtcgText, terminator: "")
        }
    }

    /// A built-in system by name, else a token file (the rule descriptions follow too).
    static func load(_ system: String) throws -> TokenSystem {
        do {
            return try TokenSystem.load(system, warn: { Console.error($0) })
        } catch {
            if case .unknown = TokenSystemName(system) { throw ValidationError("--system: \(error.message)") }
            throw error
        }
    }
}
