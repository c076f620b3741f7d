import ArgumentParser
import CommandLineSupport
import GoldenRun
import PixelDiff

/// `pixelproof merge-reports SHARD_REPORT... --out DIR`: one report from the shards' report folders.
struct MergeReportsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge-reports",
        abstract: "Join the report folders of sharded `pixelproof test --report` runs into one.",
        discussion: "Exit codes: 0 every snapshot passed, 1 some failed, 2 bad input.")

    @Argument(help: "Report folders written by `pixelproof test --shard i/n --report DIR`.")
    var reports: [String]

    @Option(name: .customLong("out"), help: "The merged report folder (index.html, junit.xml, summary.json, images/).")
    var output: String

    func validate() throws {
        if reports.isEmpty { throw ValidationError("give at least one report folder") }
    }

    func run() throws {
        let report = try ReportMerger.merge(reports, into: output)
        Console.output(report.headline)
        Console.output("report: \(output)/index.html")
        if !report.succeeded { throw ExitCode(1) }
    }
}
