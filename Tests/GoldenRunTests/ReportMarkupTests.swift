import Testing
@testable import GoldenRun
import PixelDiff
import Values

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

    /// A 2x2 change in a 200x100 picture: outlined on each picture, and shown magnified (pixelated
    /// only there; the full-size pictures and the wipe viewer keep smooth scaling).
    @Test func smallChangeIsOutlinedAndZoomed() {
        let metrics = DiffMetrics(width: 200, height: 100, mismatched: 4, antialiased: 0, maxDelta: 90,
                                  bbox: PixelBox(x: 50, y: 20, width: 2, height: 2))
        let page = HTMLReport.render(SnapshotReport(results: [
            .init(name: "a", golden: "S/a@2x.png", status: .failed, message: "4 pixels differ", metrics: metrics,
                  images: .init(expected: "images/a.expected.png", actual: "images/a.actual.png", diff: "images/a.diff.png")),
        ]))
        #expect(page.components(separatedBy: "class=\"outline\" style=\"left: 25.000%; top: 20.000%; width: 1.000%; height: 2.000%\"").count == 4)
        // 8 px of context around the 2x2 box: an 18x18 region magnified 13x (320 / 18, capped at 240 / 18).
        #expect(page.contains("<div class=\"zoom\" style=\"width: 234px; height: 234px\"><img class=\"magnified\""))
        #expect(page.contains("left: -546px; top: -156px"))
        #expect(!page.contains("img { image-rendering: pixelated"))
    }

    @Test func junitPathsAreAllAbsolute() {
        let xml = JUnitReport.render(report, reportFolder: "/ci/report")
        #expect(xml.contains("expected: /ci/report/images/a b.png"))
        #expect(xml.contains("actual: /ci/report/images/ü.png"))
        #expect(xml.contains("golden: /"))
        #expect(!xml.contains("golden: S/x.png"))
    }

    @Test func progressLineNamesStatusAndMessage() {
        let check = GoldenCheck(name: "ids/a", goldenPath: "S/ids/a@2x.png", status: .failed, message: "3 pixels differ")
        #expect(check.line == "FAILED  ids/a: 3 pixels differ")
    }
}
