import Testing
@testable import PixelDiff

/// Names and messages with markup characters stay text in the HTML page and the JUnit XML.
@Suite struct ReportMarkupTests {
    let report = SnapshotReport(results: [
        .init(name: "web/<card> & \"co\"", golden: "S/x.png", status: .failed, message: "a < b & c > d",
              images: .init(expected: "images/a b.png", actual: "images/ü.png", diff: nil)),
    ])

    @Test func htmlEscapesNamesMessagesAndImagePaths() {
        let html = HTMLReport.render(report)
        #expect(html.contains("web/&lt;card&gt; &amp; &quot;co&quot;"))
        #expect(html.contains("a &lt; b &amp; c &gt; d"))
        #expect(!html.contains("<card>"))
        #expect(html.contains("src=\"images/a%20b.png\""))
        #expect(html.contains("src=\"images/%C3%BC.png\""))
    }

    @Test func junitEscapesAndCountsFailures() {
        let xml = JUnitReport.render(report)
        #expect(xml.contains("name=\"web/&lt;card&gt; &amp; &quot;co&quot;\""))
        #expect(xml.contains("<failure message=\"a &lt; b &amp; c &gt; d\""))
        #expect(xml.contains("tests=\"1\" failures=\"1\" errors=\"0\""))
    }

    @Test func progressLineNamesStatusAndMessage() {
        let check = GoldenCheck(name: "ids/a", goldenPath: "S/ids/a@2x.png", status: .failed, message: "3 pixels differ")
        #expect(check.line == "FAILED  ids/a: 3 pixels differ")
    }
}
