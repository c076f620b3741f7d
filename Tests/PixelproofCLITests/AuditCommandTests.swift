import Files
import JSON
import PixelproofCLI
import Testing

/// `pixelproof audit` and `test --audit`: exit codes, output, baselines and bad input.
@Suite struct AuditCommandTests {
    static let small = "system: ids\ncanvas: { width: 240, background: \"#ffffff\", padding: 16 }\ncontent:\n  button: { label: Go, size: small }\n"
    static let standard = "system: ids\ncanvas: { width: 375, background: \"#ffffff\", padding: 16 }\ncontent:\n  button: { label: Continue }\n"

    func folder(_ files: [String: String]) -> String {
        let folder = makeFolder()
        for (name, text) in files { writeFile("\(folder)/\(name)", text) }
        return folder
    }

    @Test func exitCodesAndTheHumanLine() {
        let passing = folder(["ok.yaml": Self.standard])
        let ok = runCLI(["audit", passing])
        #expect(ok.code == 0 && ok.stdout.contains("1 targets checked: 0 failures"))
        let failing = folder(["cart.yaml": Self.small])
        let result = runCLI(["audit", failing])
        #expect(result.code == 1)
        #expect(result.stdout.contains("cart.yaml:4:11: content.button: targetSize 80 x 40 px < 44 x 44 px (button \"Go\")"), "\(result.stdout)")
        #expect(runCLI(["audit", failing, "--target-size", "40"]).code == 0)
    }

    @Test func jsonOnStandardOutput() throws {
        let result = runCLI(["audit", folder(["cart.yaml": Self.small]), "--json"])
        #expect(result.code == 1)
        let root = try JSONNode.parse(Array(result.stdout.utf8))
        #expect(root["summary"]?["failures"]?.integer == 1)
        let finding = try #require(root["findings"]?.array?.first)
        #expect(finding["rule"]?.string == "targetSize" && finding["line"]?.integer == 4 && finding["column"]?.integer == 11)
        #expect(finding["measured"]?.array?.compactMap(\.number) == [80, 40])
    }

    @Test func baselineRoundTripAndStaleEntries() throws {
        let screens = folder(["cart.yaml": Self.small])
        let baseline = screens + "/a11y-baseline.json"
        let written = runCLI(["audit", screens, "--baseline", baseline, "--update-baseline"])
        #expect(written.code == 0 && fileExists(baseline))
        let again = runCLI(["audit", screens, "--baseline", baseline])
        #expect(again.code == 0 && again.stdout.contains("0 failures, 0 exempt, 1 baselined"), "\(again.stdout)")
        writeFile(screens + "/cart.yaml", Self.standard)
        let fixed = runCLI(["audit", screens, "--baseline", baseline])
        #expect(fixed.code == 0 && fixed.stdout.contains("stale baseline entry:") && fixed.stdout.contains("content.button: targetSize"))
    }

    @Test func reportFolder() {
        let screens = folder(["cart.yaml": Self.small])
        let report = makeFolder() + "/A"
        #expect(runCLI(["audit", screens, "--report", report]).code == 1)
        for file in ["index.html", "junit.xml", "audit.json", "audit/cart@2x.png"] { #expect(fileExists(report + "/" + file), "\(file)") }
        let html = String(decoding: readFile(report + "/index.html"), as: UTF8.self)
        #expect(html.contains("class=\"outline\" style=\"left:16px;top:16px;width:80px;height:40px\""))
    }

    @Test func testAuditFoldsFindingsIntoTheRun() {
        let screens = folder(["cart.yaml": Self.small])
        let snapshots = makeFolder()
        #expect(runCLI(["test", screens, "--snapshots", snapshots, "--record"]).code == 0)
        #expect(runCLI(["test", screens, "--snapshots", snapshots]).code == 0)
        let report = makeFolder() + "/R"
        let audited = runCLI(["test", screens, "--snapshots", snapshots, "--audit", "--report", report])
        #expect(audited.code == 1 && audited.stdout.contains("targetSize 80 x 40 px"))
        #expect(fileExists(report + "/index.html") && fileExists(report + "/audit.html") && fileExists(report + "/audit.json"))
    }

    @Test func badInputIsExitTwoAndWritesNothing() {
        let screens = folder(["cart.yaml": Self.small])
        let report = screens + "/R"
        func refused(_ arguments: [String], _ needles: [String]) {
            let result = runCLI(["audit", screens, "--report", report] + arguments)
            #expect(result.code == 2, "\(arguments)")
            for needle in needles { #expect(result.stderr.contains(needle), "lacks \(needle): \(result.stderr)") }
            #expect(!fileExists(report))
        }
        refused(["--rule", "contrats"], ["unknown rule", "(did you mean \"contrast\"?)"])
        refused(["--level", "AAAA"], ["unknown level", "(did you mean \"AAA\"?)"])
        refused(["--target-size", "0"], ["--target-size 0"])
        refused(["--target-size=-4"], ["above 0"])
        writeFile(screens + "/bad-baseline.json", "{\"version\": 1, \"findings\": [{\"file\": 3}]}")
        refused(["--baseline", screens + "/bad-baseline.json"], ["bad-baseline.json:1:"])
        let roles = folder(["chip.yaml": """
            system: ids
            canvas: { width: 200 }
            components:
              Chip:
                accessibility: { role: buton }
                body: { text: { string: Hi, style: bodyRegular } }
            content: { Chip: {} }
            """])
        let role = runCLI(["audit", roles, "--report", roles + "/R"])
        #expect(role.code == 2 && role.stderr.contains("chip.yaml:5:") && role.stderr.contains("(did you mean \"button\"?)"), "\(role.stderr)")
        #expect(!fileExists(roles + "/R"))
        // On a node written directly in the description, the same.
        let nodes = folder(["close.yaml": """
            system: ids
            canvas: { width: 200 }
            content:
              icon: { name: close, accessibility: { role: buton, label: Close } }
            """])
        let node = runCLI(["audit", nodes, "--report", nodes + "/R"])
        #expect(node.code == 2 && node.stderr.contains("close.yaml:4:") && node.stderr.contains("content.icon.accessibility.role")
                && node.stderr.contains("(did you mean \"button\"?)"), "\(node.stderr)")
        #expect(!fileExists(nodes + "/R"))
    }

    /// Destinations are checked before anything is drawn, else a report path that is a file would
    /// fail only after `--update-baseline` had written the baseline.
    @Test func unusableDestinationsAreRefusedBeforeTheBaselineIsWritten() {
        let screens = folder(["cart.yaml": Self.small, "taken": "a file\n"])
        let baseline = screens + "/a11y-baseline.json"
        let onAFile = runCLI(["audit", screens, "--baseline", baseline, "--update-baseline", "--report", screens + "/taken"])
        #expect(onAFile.code == 2 && onAFile.stderr.contains("--report \(screens)/taken is a file, not a folder"), "\(onAFile.stderr)")
        #expect(!fileExists(baseline))
        let audited = runCLI(["test", screens, "--snapshots", screens + "/S", "--record", "--audit", "--report", screens + "/taken"])
        #expect(audited.code == 2 && audited.stderr.contains("is a file, not a folder") && !fileExists(screens + "/S"))
        let inAFolder = runCLI(["audit", screens, "--baseline", screens, "--update-baseline"])
        #expect(inAFolder.code == 2 && inAFolder.stderr.contains("is a folder; --update-baseline writes a file there"), "\(inAFolder.stderr)")
        let nowhere = runCLI(["audit", screens, "--baseline", screens + "/missing/a11y.json", "--update-baseline"])
        #expect(nowhere.code == 2 && nowhere.stderr.contains("the folder \(screens)/missing does not exist"), "\(nowhere.stderr)")
    }

    /// `test` without `--audit` audits nothing: its audit flags are refused rather than ignored
    /// (an `--update-baseline` that writes nothing would look like one that did).
    @Test func auditFlagsWithoutAuditAreRefused() {
        let screens = folder(["cart.yaml": Self.small])
        let snapshots = screens + "/S"
        let result = runCLI(["test", screens, "--snapshots", snapshots, "--record", "--baseline", screens + "/a11y.json", "--update-baseline", "--level", "AAA"])
        #expect(result.code == 2, "\(result.stderr)")
        #expect(result.stderr.contains("--level, --baseline, --update-baseline: the audit's flags change nothing without --audit; add --audit"), "\(result.stderr)")
        #expect(!fileExists(snapshots) && !fileExists(screens + "/a11y.json"))
        #expect(runCLI(["test", screens, "--snapshots", snapshots, "--record"]).code == 0)
    }
}
