import Audit
import Files
import PNGCodec

/// The audit's report pages: per finding, the picture with the element outlined and the rule's
/// figures (HTML), a JUnit file (a test case per picture, a failure per failing finding) and the
/// JSON `--json` prints. `pixelproof audit --report` writes them as `index.html`, `junit.xml` and
/// `audit.json`; `test --audit --report` writes `audit.html`, `audit-junit.xml` and `audit.json`
/// beside the golden report.
package struct AuditPages {
    package var folder: String
    /// True: the report folder is the audit's alone.
    package var standalone: Bool

    package init(folder: String, standalone: Bool) { self.folder = folder; self.standalone = standalone }

    package var htmlName: String { standalone ? "index.html" : "audit.html" }
    package var junitName: String { standalone ? "junit.xml" : "audit-junit.xml" }

    package func write(_ report: AuditReport) throws {
        let writer = ReportWriter(folder: folder)
        var images: [String: String] = [:]
        for picture in report.pictures where !picture.findings.isEmpty {
            guard let png = picture.png else { continue }
            let relative = "audit/\(picture.name)@\(picture.scale)x.png"
            try writer.writeFile(png, relative: relative)
            images[picture.name] = relative
        }
        try writer.writeFile(Array(report.json.pretty.utf8), relative: "audit.json")
        try writer.writeFile(Array(junit(report).utf8), relative: junitName)
        try writer.writeFile(Array(html(report, images: images).utf8), relative: htmlName)
    }

    func html(_ report: AuditReport, images: [String: String]) -> String {
        var out = """
        <!doctype html><html lang="en"><head><meta charset="utf-8"><title>Pixelproof accessibility audit</title><style>
        body{font:14px system-ui,sans-serif;margin:24px;color:#1f2328}
        .finding{margin:16px 0;padding:12px;border:1px solid #d0d7de;border-radius:8px}
        .fail{border-left:6px solid #cf222e}.exempt{border-left:6px solid #8c959f}.baselined{border-left:6px solid #bf8700}
        .picture{position:relative;display:inline-block;background:repeating-conic-gradient(#eee 0 25%,#fff 0 50%) 0 0/16px 16px}
        .picture img{display:block;image-rendering:pixelated}
        .outline{position:absolute;outline:2px solid #cf222e;outline-offset:1px;box-shadow:0 0 0 9999px rgba(0,0,0,.25)}
        code{background:#f6f8fa;padding:1px 4px;border-radius:4px}
        </style></head><body>
        <h1>Accessibility audit</h1>
        <p>\(Markup.escape(report.summaryLine))</p>

        """
        for line in report.staleLines {
            out += "<p class=\"stale\">\(Markup.escape(line))</p>\n"
        }
        for picture in report.pictures {
            if let error = picture.error {
                out += "<div class=\"finding fail\"><b>\(Markup.escape(picture.name))</b>: \(Markup.escape(error))</div>\n"
            }
            for finding in picture.findings {
                out += "<div class=\"finding \(finding.status.rawValue)\"><p><code>\(Markup.escape(finding.humanLine))</code></p>\n"
                if let image = images[picture.name], picture.png != nil {
                    let width = Double(picture.width) / Double(picture.scale)
                    let b = finding.box
                    out += "<div class=\"picture\"><img src=\"\(Markup.url(image))\" width=\"\(css(width))\" alt=\"\(Markup.escape(picture.name))\">"
                    out += "<div class=\"outline\" style=\"left:\(css(b.x))px;top:\(css(b.y))px;width:\(css(b.width))px;height:\(css(b.height))px\"></div></div>\n"
                }
                out += "</div>\n"
            }
        }
        return out + "</body></html>\n"
    }

    private func css(_ x: Double) -> String { AuditFinding.number(x) }

    func junit(_ report: AuditReport) -> String {
        let failures = report.pictures.reduce(0) { $0 + $1.findings.filter { $0.status == .fail }.count + ($1.error == nil ? 0 : 1) }
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuite name=\"pixelproof accessibility audit\" tests=\"\(report.pictures.count)\" failures=\"\(failures)\">\n"
        for picture in report.pictures {
            let variant = picture.variant.isEmpty ? "" : " [" + picture.variant.map(\.value).joined(separator: ", ") + "]"
            out += "  <testcase classname=\"\(Markup.escape(picture.file))\" name=\"\(Markup.escape(picture.name + variant))\">\n"
            if let error = picture.error { out += "    <error message=\"\(Markup.escape(error))\"/>\n" }
            for finding in picture.findings where finding.status == .fail {
                out += "    <failure type=\"\(finding.rule.rawValue)\" message=\"\(Markup.escape(finding.humanLine))\"/>\n"
            }
            out += "  </testcase>\n"
        }
        return out + "</testsuite>\n"
    }
}
