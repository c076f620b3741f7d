import ArgumentParser
import CommandLineSupport
import Files
import DesignTokens

/// `pixelproof tokens`: lists a token system — a built-in one or a DTCG / Tokens Studio file —
/// as a table, as JSON, or as a DTCG file (`--format dtcg`) that reads back to the same tokens.
struct TokensCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tokens",
        abstract: "List design tokens: ids, ds, web, or a DTCG / Tokens Studio .json file.",
        discussion: """
        Names are <group>.<name> as descriptions write them (color.buttonPrimaryBg, spacing.2xl). JSON: an array of {"name", "type", "value"}; colours "#rrggbb(aa)", lengths in px. DTCG: a W3C Design Tokens (2025.10) file; `--system` can read it back.

        pixelproof tokens --check FILE... loads each file and prints every problem at once (file:line:col: token path: what and why); exit 0 when all load, 2 otherwise. For a design-system repository's CI.

        A token Pixelproof cannot read or honour (an unknown $type, an unknown Tokens Studio modifier, a colour space it cannot convert) stops the load with that message; with --lenient it is left out with one warning line instead.
        """)

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case table, json, dtcg
    }

    @Option(help: "The token system: ids, ds, web, or a path to a DTCG or Tokens Studio .json file.")
    var system: String?

    @Option(help: "Output: table, json or dtcg.")
    var format: Format = .table

    @Flag(help: "Leave out, with a warning each, the tokens Pixelproof cannot honour instead of stopping.")
    var lenient = false

    @Option(name: .customLong("check"), parsing: .upToNextOption, help: ArgumentHelp("Check token files: every problem, exit 0 or 2.", valueName: "file"))
    var check: [String] = []

    func validate() throws {
        if system == nil && check.isEmpty { throw ValidationError("give --system NAME_OR_FILE, or --check FILE...") }
        if system != nil && !check.isEmpty { throw ValidationError("give --system or --check, not both") }
    }

    func run() throws {
        if !check.isEmpty { return try runCheck() }
        let tokens = try TokensCommand.load(system!, lenient: lenient)
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
    static func load(_ system: String, lenient: Bool = false) throws -> TokenSystem {
        do {
            return try TokenSystem.load(system, options: TokenFile.Options(lenient: lenient), warn: { Console.error($0) },
                                        notes: { Console.error($0) })
        } catch {
            if case .unknown = TokenSystemName(system) { throw ValidationError("--system: \(error.message)") }
            throw error
        }
    }

    /// Every problem of every file, then a summary; exit 2 when there is any.
    func runCheck() throws {
        var count = 0
        for path in check {
            let problems: [TokenFileError]
            do {
                let bytes = try AtomicFile.read(path, maxBytes: TokenFile.maxFileBytes)
                problems = TokenFile.problems(bytes: bytes, name: FilePath.fileName(of: path), source: path)
            } catch {
                problems = [TokenFileError(file: path, message: error.message)]
            }
            for problem in problems { Console.output(problem.description) }
            count += problems.count
            if problems.isEmpty { Console.output("\(path): ok") }
        }
        Console.output("\(check.count) file\(check.count == 1 ? "" : "s"), \(count) problem\(count == 1 ? "" : "s")")
        if count > 0 { throw ExitCode(2) }
    }
}
