import ArgumentParser
import CommandLineSupport
import Audit
import Diagnostics
import Files
import GoldenRun

/// The audit's options, shared by `pixelproof audit` and `pixelproof test --audit`.
struct AuditFlags: ParsableArguments {
    @Option(help: ArgumentHelp("WCAG level of the contrast thresholds: AA (4.5, large text 3) or AAA (7, large 4.5).", valueName: "AA|AAA"))
    var level: String = AuditFlags.defaultLevel

    @Option(name: .customLong("target-size"), help: ArgumentHelp("The smallest target side in logical px (44, Apple's minimum; 24 is WCAG 2.5.8).", valueName: "px"))
    var targetSize: Double = AuditFlags.defaultTargetSize

    static let defaultLevel = "AA", defaultTargetSize = 44.0

    @Option(name: .customLong("rule"), help: ArgumentHelp("Run only this rule (repeatable): contrast, graphicContrast, targetSize, textClipped, label.", valueName: "rule"))
    var rules: [String] = []

    @Option(help: ArgumentHelp("Findings listed in this file do not fail the run; entries that no longer occur are reported as stale.", valueName: "file"))
    var baseline: String?

    @Flag(name: .customLong("update-baseline"), help: "Write the current failures to the --baseline file.")
    var updateBaseline = false

    func validate() throws { _ = try options() }

    /// The options the flags make; a bad value is a usage error (exit 2) naming the flag and the fix.
    func options() throws -> AuditOptions {
        guard let level = AuditLevel(rawValue: level) else {
            throw ValidationError("--level \(level): unknown level; expected AA or AAA" + DidYouMean.clause(for: level, among: AuditLevel.allCases.map(\.rawValue)))
        }
        guard targetSize.isFinite, targetSize > 0 else {
            throw ValidationError("--target-size \(AuditFinding.number(targetSize)): a target side is a number of logical px above 0 (44, or 24 for WCAG 2.5.8)")
        }
        var chosen = Set<AuditRule>()
        for name in rules {
            guard let rule = AuditRule(rawValue: name) else {
                let names = AuditRule.allCases.map(\.rawValue)
                throw ValidationError("--rule \(name): unknown rule; expected one of \(names.joined(separator: ", "))" + DidYouMean.clause(for: name, among: names))
            }
            chosen.insert(rule)
        }
        if updateBaseline && baseline == nil { throw ValidationError("--update-baseline writes the --baseline file; give --baseline FILE") }
        if updateBaseline, let baseline {
            if FilePath.isFolder(baseline) { throw ValidationError("--baseline \(baseline) is a folder; --update-baseline writes a file there, give its path (a11y-baseline.json)") }
            let folder = FilePath.parentFolder(of: baseline)
            if !FilePath.isFolder(folder) { throw ValidationError("--baseline \(baseline): the folder \(folder) does not exist; create it, or give a path in an existing folder") }
        }
        return AuditOptions(level: level, targetSize: targetSize, rules: chosen.isEmpty ? Set(AuditRule.allCases) : chosen)
    }

    /// The audit's flags given on this command line, for `test` to refuse them without `--audit`
    /// (they would change nothing, and an `--update-baseline` that writes nothing looks like one that did).
    var given: [String] {
        [("--level", level != AuditFlags.defaultLevel), ("--target-size", targetSize != AuditFlags.defaultTargetSize), ("--rule", !rules.isEmpty),
         ("--baseline", baseline != nil), ("--update-baseline", updateBaseline)].filter { $0.1 }.map { $0.0 }
    }

    /// A report folder's path checked before anything is drawn or written: an existing file there
    /// would fail the report's write only after the goldens or the baseline were written.
    static func checkReportFolder(_ report: String?) throws {
        if let report, FilePath.exists(report), !FilePath.isFolder(report) {
            throw ValidationError("--report \(report) is a file, not a folder; give a folder for the report (it is created when missing)")
        }
    }

    /// The baseline file, read before anything is drawn or written (a malformed one is exit 2).
    func loadBaseline() throws -> AuditBaseline? {
        guard let baseline else { return nil }
        if updateBaseline { return nil }
        do { return try AuditBaseline.load(baseline) } catch {
            Console.error("\(error)")
            throw ExitCode(2)
        }
    }

    /// Applies the baseline (or writes it), prints the findings, and returns the exit code:
    /// 0 no failures, 1 failures, 2 a picture that could not be drawn.
    func finish(_ report: inout AuditReport, baseline: AuditBaseline?, json: Bool, print: (String) -> Void) throws -> Int32 {
        if let baseline { report.apply(baseline) }
        // A picture that could not be drawn is bad input: no baseline is written from a partial run.
        if updateBaseline, report.errors.isEmpty, let path = self.baseline {
            try AtomicFile.write(Array(AuditBaseline.json(of: report.findings).pretty.utf8), to: path)
            // The failures just written are the baseline now.
            report.apply(AuditBaseline(keys: Set(report.findings.filter { $0.status == .fail }.map(\.baselineKey))))
        }
        if json {
            for picture in report.errors { Console.error(picture.error ?? picture.file) }
            print(report.json.pretty)
        } else {
            for picture in report.errors { Console.error(picture.error ?? picture.file) }
            report.lines.forEach(print)
            if updateBaseline, report.errors.isEmpty, let path = self.baseline { print("baseline: \(path) (\(report.count(.baselined)) findings)") }
        }
        if !report.errors.isEmpty { return 2 }
        return report.count(.fail) > 0 ? 1 : 0
    }
}
