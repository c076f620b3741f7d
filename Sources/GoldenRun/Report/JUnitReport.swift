import Foundation
import Files

/// JUnit XML (the dialect CI systems read: Jenkins, GitLab, GitHub actions' test reporters):
/// one testsuite "pixelproof", one testcase per snapshot, `<failure>` and `<error>` with the message.
/// Every path in it is absolute (the golden, and the report's pictures resolved against
/// `reportFolder`), so a CI page that shows it links the same files whatever folder it runs in.
package enum JUnitReport {
    package static func render(_ report: SnapshotReport, reportFolder: String = ".") -> String {
        let seconds = report.results.compactMap(\.seconds).reduce(0, +)
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites tests=\"\(report.results.count)\" failures=\"\(report.count(.failed))\" errors=\"\(report.count(.error))\">\n"
        xml += "  <testsuite name=\"pixelproof\" tests=\"\(report.results.count)\" failures=\"\(report.count(.failed))\""
        xml += " errors=\"\(report.count(.error))\" skipped=\"0\" time=\"\(format(seconds))\">\n"
        for entry in report.results {
            let name = Markup.escape(entry.name)
            xml += "    <testcase classname=\"pixelproof.snapshots\" name=\"\(name)\" time=\"\(format(entry.seconds ?? 0))\""
            let message = Markup.escape(entry.message ?? "")
            switch entry.status {
            case .passed, .recorded, .updated:
                if entry.status == .passed {
                    xml += "/>\n"
                } else {
                    xml += ">\n      <system-out>\(message)</system-out>\n    </testcase>\n"
                }
            case .failed:
                xml += ">\n      <failure message=\"\(message)\" type=\"snapshot\">\(details(entry, reportFolder))</failure>\n    </testcase>\n"
            case .error:
                xml += ">\n      <error message=\"\(message)\" type=\"error\">\(details(entry, reportFolder))</error>\n    </testcase>\n"
            }
        }
        xml += "  </testsuite>\n</testsuites>\n"
        return xml
    }

    static func details(_ entry: SnapshotReport.Entry, _ reportFolder: String) -> String {
        var lines = [entry.message ?? "", "golden: \(FilePath.absolute(entry.golden))"]
        if let images = entry.images {
            for (label, path) in [("expected", images.expected), ("actual", images.actual), ("diff", images.diff)] {
                if let path { lines.append("\(label): \(FilePath.absolute(reportFolder + "/" + path))") }
            }
        }
        return Markup.escape(lines.joined(separator: "\n"))
    }

    static func format(_ seconds: Double) -> String {
        String((seconds * 1000).rounded() / 1000)
    }
}
