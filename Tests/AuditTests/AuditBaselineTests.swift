import Audit
import JSON
import Testing
import Values

@Suite struct AuditBaselineTests {
    func finding(_ path: String, _ rule: AuditRule, variant: [(axis: String, value: String)] = []) -> AuditFinding {
        AuditFinding(file: "Screens/cart.yaml", line: 3, column: 5, path: path, component: "button", variant: variant, rule: rule,
                     status: .fail, measured: .size(width: 80, height: 40), required: .size(width: 44, height: 44),
                     box: Rect(x: 0, y: 0, width: 80, height: 40))
    }

    @Test func roundTripAndStaleEntries() throws {
        let findings = [finding("content.button", .targetSize), finding("content.text", .contrast, variant: [("textSize", "AX3"), ("theme", "dark")])]
        let written = AuditBaseline.json(of: findings).pretty
        let baseline = try AuditBaseline.parse(Array(written.utf8), file: "a11y.json")
        #expect(baseline.keys.count == 2)
        let (marked, stale) = baseline.apply(to: findings)
        #expect(marked.allSatisfy { $0.status == .baselined } && stale.isEmpty)
        // The contrast finding was fixed: its entry is stale, the other still matches.
        let (after, gone) = baseline.apply(to: [findings[0]])
        #expect(after.map(\.status) == [.baselined])
        #expect(gone.map(\.path) == ["content.text"] && gone.first?.variantText == "textSize=AX3,theme=dark")
        // Another variant of the same finding is not baselined.
        let other = baseline.apply(to: [finding("content.text", .contrast, variant: [("textSize", "AX5")])]).findings
        #expect(other.map(\.status) == [.fail])
    }

    /// A token context may be named anything: a value holding `,` or `=` must not match the entry
    /// of another variant that the same characters would spell once joined (`theme=a,b=c`).
    @Test func aValueWithCommasOrEqualsMatchesOnlyItsOwnVariant() throws {
        let baseline = try AuditBaseline.parse(Array("""
            {"version": 1, "findings": [
              {"file": "Screens/cart.yaml", "path": "content.text", "rule": "contrast", "variant": {"theme": "a", "b": "c"}},
              {"file": "Screens/cart.yaml", "path": "content.text", "rule": "contrast", "variant": {"mode": "x=y"}}]}
            """.utf8), file: "a11y.json")
        let joined = finding("content.text", .contrast, variant: [("theme", "a,b=c")])
        let split = finding("content.text", .contrast, variant: [("mode=x", "y")])
        #expect(baseline.apply(to: [joined, split]).findings.map(\.status) == [.fail, .fail])
        let own = [finding("content.text", .contrast, variant: [("theme", "a"), ("b", "c")]), finding("content.text", .contrast, variant: [("mode", "x=y")])]
        let (marked, stale) = baseline.apply(to: own)
        #expect(marked.map(\.status) == [.baselined, .baselined] && stale.isEmpty)
        // What --update-baseline writes for such a value reads back as the same entry.
        let written = AuditBaseline.json(of: [joined]).pretty
        #expect(try AuditBaseline.parse(Array(written.utf8), file: "written.json").keys == [joined.baselineKey])
        // A stale entry's variant in audit.json keeps its value whole.
        var report = AuditReport(pictures: [AuditReport.Picture(name: "cart", file: "Screens/cart.yaml", variant: [("mode", "x=y")], findings: [],
                                                                pixmap: nil, scale: 2)], checked: AuditCounts())
        report.apply(baseline)
        #expect(report.stale.map(\.variantText) == ["mode=x=y"])
        #expect(report.json.compact.contains(#""variant": {"mode": "x=y"}"#), "\(report.json.compact)")
    }

    @Test func entriesOfVariantsTheRunDidNotDrawAreNotStale() {
        let baseline = AuditBaseline(keys: [
            finding("content.button", .targetSize).baselineKey,
            finding("content.text", .contrast, variant: [("textSize", "AX3")]).baselineKey,
        ])
        // A run of the default variant only, where the button's finding no longer occurs.
        var report = AuditReport(pictures: [AuditReport.Picture(name: "cart", file: "Screens/cart.yaml", variant: [], findings: [],
                                                                pixmap: nil, scale: 2)], checked: AuditCounts())
        report.apply(baseline)
        #expect(report.stale.map(\.path) == ["content.button"])
    }

    @Test func malformedBaselinesAreLocated() {
        func refused(_ text: String) -> String {
            do { _ = try AuditBaseline.parse(Array(text.utf8), file: "a11y.json"); return "" } catch { return error.description }
        }
        #expect(refused("{\"findings\": [").hasPrefix("a11y.json:1:"))
        #expect(refused("[]") == "a11y.json:1:1: expected an object {\"version\": 1, \"findings\": […]}, found an array")
        let rule = refused("{\"version\": 1, \"findings\": [\n  {\"file\": \"a.yaml\", \"path\": \"content\", \"rule\": \"contrats\", \"variant\": {}}]}")
        #expect(rule.hasPrefix("a11y.json:2:49: unknown rule \"contrats\""), "\(rule)")
        #expect(rule.contains("(did you mean \"contrast\"?)"))
        #expect(refused("{\"version\": 2, \"findings\": []}").contains("unsupported baseline version 2"))
        #expect(refused("{\"findings\": [{\"file\": \"a\", \"path\": \"p\", \"rule\": \"label\"}]}").contains("missing key \"variant\""))
        #expect(refused("{\"findigns\": []}").contains("(did you mean \"findings\"?)"))
    }

    @Test func jsonShape() {
        var report = AuditReport(pictures: [AuditReport.Picture(name: "cart", file: "Screens/cart.yaml", variant: [],
                                                                findings: [finding("content.button", .targetSize)], pixmap: nil, scale: 2)],
                                 checked: AuditCounts())
        report.checked.targets = 1
        guard case let .object(root) = report.json, case let .array(findings)? = root.first(where: { $0.0 == "findings" })?.1,
              case let .object(first)? = findings.first else { Issue.record("shape"); return }
        #expect(root.map(\.0) == ["summary", "findings"])
        #expect(first.map(\.0) == ["file", "line", "column", "path", "variant", "rule", "status", "measured", "required", "box",
                                   "text", "foreground", "background"])
        #expect(report.json.compact.contains("\"measured\": [80, 40]"))
        #expect(report.summaryLine == "0 texts, 0 icons, 1 targets checked: 1 failures, 0 exempt, 0 baselined")
    }
}

/// Issue 46, item 17: `audit --catalog ids --baseline a11y-baseline.json` reported the entries
/// of the web and generic catalogs as stale, though it drew none of them.
@Suite struct StaleEntryScopeTests {
    func finding(_ file: String) -> AuditFinding {
        AuditFinding(file: file, line: 1, column: 1, path: "content.button", component: "button", variant: [], rule: .targetSize,
                     status: .fail, measured: .size(width: 80, height: 40), required: .size(width: 44, height: 44),
                     box: Rect(x: 0, y: 0, width: 80, height: 40))
    }

    @Test func onlyEntriesOfWhatTheRunAuditedCanBeStale() throws {
        let picture = AuditReport.Picture(name: "Ids.Button", file: "catalog/ids/Ids.Button--Primary", variant: [], findings: [],
                                          pixmap: nil, scale: 2)
        var report = AuditReport(pictures: [picture], checked: AuditCounts())
        let entries = ["catalog/ids/Ids.Chip--Default", "catalog/web/Web.Button--Outline-Default", "catalog/generic/Generic.TextField--Standard-Filled"]
        report.apply(try AuditBaseline.parse(Array(AuditBaseline.json(of: entries.map(finding)).pretty.utf8), file: "a11y-baseline.json"))
        #expect(report.stale.map(\.file) == ["catalog/ids/Ids.Chip--Default"])
    }
}
