import ArgumentParser
import Foundation
import CommandLineSupport
import Files
import GoldenRun
import Review

/// `pixelproof review REPORT_DIR` or `pixelproof review --snapshots DIR DESCRIPTIONS...`: the report
/// of a golden run in the browser, to accept or reject each changed snapshot.
struct ReviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "review",
        abstract: "Review a test report in the browser: accept or reject each changed snapshot.",
        discussion: """
        Serves the report folder that `pixelproof test --report DIR` wrote, or the report folders of single snapshots that failing `assertSnapshot` checks wrote below a folder (`pixelproof review .build/pixelproof-failures` after `swift test`), merged into one (or, with --snapshots, runs those tests first into a report of its own) on a local web server, and prints its URL on the first line of standard output. The page lists the changed, new and passed snapshots; each shows expected | actual | diff, a flip, a wipe slider and zoom to pixels with the changed region outlined. Accept writes that golden atomically, and only when its pixels change (as `pixelproof test --update all`); Reject keeps the golden (or puts back the one this review replaced). Decisions are kept in REPORT_DIR/review.json. Keys: j/k move, a accept, r reject, f flip, z zoom to the change.

        Listens on 127.0.0.1 at a free port unless --host/--port say otherwise; every write needs the token the page carries. Stop with Ctrl-C (exit 0). Exit 2 when the report or the folders do not exist or the port is taken.
        """)

    @Argument(help: "The report folder; with --snapshots, the folders of descriptions to test.")
    var paths: [String] = []

    @Option(help: "Run the tests of the description folders against the goldens in this folder first, then review them.")
    var snapshots: String?

    @Option(help: "With --snapshots: write the report here. (default: a new temporary folder)")
    var report: String?

    @Option(help: "With --snapshots: device pixels per logical px for every file: 1, 2, 3 or 4. (default: each file's own)")
    var scale: Int?

    @Option(name: .customLong("fonts"), help: "With --snapshots: another folder of fonts (repeatable).")
    var fontFolders: [String] = []

    @Option(name: .customLong("token-file"), help: ArgumentHelp(
        "Write the write token to this file (readable by you only) and leave it out of the page, which asks for it: for machines shared with other users.",
        valueName: "path"))
    var tokenFile: String?

    @OptionGroup var server: ServerFlags

    func validate() throws {
        if snapshots == nil {
            guard paths.count == 1 else {
                throw ValidationError("give one report folder (written by `pixelproof test --report DIR`), or --snapshots DIR and the description folders")
            }
            guard report == nil, scale == nil, fontFolders.isEmpty else { throw ValidationError("--report, --scale and --fonts go with --snapshots") }
        }
    }

    func run() throws {
        // A report folder this command made for itself goes when the review ends.
        let given = try snapshots.map(runTests) ?? paths[0]
        let merged = snapshots == nil ? try mergedCaseReports(in: given) : nil
        let folder = merged ?? given
        let temporary = snapshots != nil && report == nil || merged != nil
        let shown = merged.map { "\(given) (its snapshots' reports, merged into \($0))" } ?? folder
        defer { if temporary { try? FilePath.removeFolder(folder) } }
        let session: ReviewSession
        do { session = try ReviewSession(reportFolder: folder) } catch {
            Console.error("pixelproof: \(error)")
            throw ExitCode(2)
        }
        let counts = Dictionary(grouping: session.items, by: \.kind).mapValues(\.count)
        let title = "pixelproof review: \(counts[.changed] ?? 0) changed, \(counts[.new] ?? 0) new, \(counts[.passed] ?? 0) passed"
        let tokenFile = self.tokenFile
        try server.run("the review") { server in
            if let tokenFile { try WriteTokenFile.save(server.token, to: tokenFile) }
            let router = server.makeRouter()
            ReviewRoutes.add(to: router, session: session, server: server, title: title, tokenInPage: tokenFile == nil)
            try await server.run(router) { url in
                Console.outputNow(url)
                Console.error("pixelproof: reviewing \(shown) (\(title.dropFirst("pixelproof review: ".count))); accepted goldens are "
                              + "written only below \(session.goldenFolders); Ctrl-C to stop")
            }
        }
    }

    /// A folder without a summary.json of its own that holds one-case report folders (what failing
    /// `assertSnapshot` checks write under `.build/pixelproof-failures/`): those merged into a new
    /// temporary report folder. Nil for a report folder (or a path that is no folder, which the
    /// review itself refuses); exit 2 when the folder holds neither.
    private func mergedCaseReports(in folder: String) throws -> String? {
        guard FilePath.isFolder(folder), !FilePath.exists(folder + "/summary.json") else { return nil }
        let merged = Self.temporaryReportFolder()
        do {
            if try CaseReports.merge(under: folder, into: merged) != nil { return merged }
            Console.error("pixelproof: \(folder) holds neither a summary.json nor report folders of single snapshots; pass a folder "
                          + "written by `pixelproof test --report DIR`, or the failures folder of a failing `swift test` (.build/pixelproof-failures)")
        } catch {
            try? FilePath.removeFolder(merged)
            Console.error("pixelproof: \(folder): \(error)")
        }
        throw ExitCode(2)
    }

    /// A new report folder's path in the system's temporary folder, for a review that makes its
    /// own report (removed when the review stops).
    private static func temporaryReportFolder() -> String {
        FilePath.temporaryFolder + "/pixelproof-review-\(UUID().uuidString.prefix(8))"
    }

    /// `pixelproof test --snapshots DIR --report R FOLDERS...`, its lines on stderr (stdout is the
    /// URL's); failures are what there is to review, so only bad arguments stop here.
    private func runTests(snapshots: String) throws -> String {
        let folder = report ?? Self.temporaryReportFolder()
        var arguments = ["--snapshots", snapshots, "--report", folder] + paths
        if let scale { arguments += ["--scale", "\(scale)"] }
        for fonts in fontFolders { arguments += ["--fonts", fonts] }
        let test = try TestCommand.parse(arguments)
        let toStandardError = Console.Sinks(output: { Console.standardError($0) }, error: { Console.standardError($0) })
        do { try Console.$sinks.withValue(toStandardError) { try test.run() } } catch let exit as ExitCode where exit.rawValue == 1 || exit.rawValue == 2 {
            // 1: pictures differ; 2: some description is bad. Both are shown in the review.
        }
        return folder
    }
}
