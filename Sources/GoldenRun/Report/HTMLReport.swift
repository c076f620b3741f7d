import Foundation
import PixelDiff
import Values

/// One self-contained HTML page: a line per snapshot, and for each failure the expected, actual
/// and diff pictures side by side, plus a viewer that flips between expected and actual (a
/// toggle button, and a slider that wipes one over the other). No scripts or styles from outside,
/// so the page works from a CI artifact opened as a file.
package enum HTMLReport {
    package static func render(_ report: SnapshotReport) -> String {
        var html = """
        <!doctype html>
        <html lang="en"><head><meta charset="utf-8">
        <title>pixelproof: \(Markup.escape(report.headline))</title>
        <style>
        body { font: 14px/1.4 system-ui, sans-serif; margin: 24px; color: #242529; }
        h1 { font-size: 20px; } h2 { font-size: 16px; margin-top: 32px; }
        table { border-collapse: collapse; } td, th { padding: 2px 10px; text-align: left; }
        .passed { color: #108910; } .failed, .error { color: #de3534; } .recorded, .updated { color: #6b46c1; }
        .row { display: flex; gap: 16px; flex-wrap: wrap; align-items: flex-start; }
        figure { margin: 0; flex: 1 1 0; min-width: 0; max-width: 480px; } figcaption { font-size: 12px; color: #6b6d74; }
        img { background: repeating-conic-gradient(#eee 0 25%, #fff 0 50%) 0 0 / 16px 16px;
              border: 1px solid #ccc; box-sizing: border-box; }
        figure img { width: 100%; display: block; }
        .pic { position: relative; }
        .outline { position: absolute; border: 2px solid #de3534; box-shadow: 0 0 0 1px #fff; pointer-events: none; }
        .zoom { overflow: hidden; position: relative; border: 1px solid #ccc; }
        .zoom img { position: absolute; max-width: none; border: 0; transform-origin: 0 0; }
        .zoom img.magnified { image-rendering: pixelated; }
        .flip { position: relative; width: 100%; max-width: 960px; }
        .flip img { display: block; width: 100%; }
        .flip .over { position: absolute; left: 0; top: 0; clip-path: inset(0 0 0 50%); }
        .controls { margin: 6px 0; display: flex; gap: 12px; align-items: center; }
        code { background: #f3f3f3; padding: 1px 4px; }
        </style></head><body>
        <h1>\(Markup.escape(report.headline))</h1>

        """
        if let shard = report.shard { html += "<p>shard \(Markup.escape(shard))</p>\n" }
        html += "<table><tr><th>snapshot</th><th>status</th><th>details</th></tr>\n"
        for (i, entry) in report.results.enumerated() {
            let status = entry.status.rawValue
            let link = entry.status == .failed || entry.status == .error ? "<a href=\"#s\(i)\">\(Markup.escape(entry.name))</a>" : Markup.escape(entry.name)
            html += "<tr><td>\(link)</td><td class=\"\(status)\">\(status)</td><td>\(Markup.escape(entry.message ?? ""))</td></tr>\n"
        }
        html += "</table>\n"
        for (i, entry) in report.results.enumerated() where entry.status == .failed || entry.status == .error {
            html += section(entry, id: "s\(i)")
        }
        html += """
        <script>
        document.querySelectorAll('.viewer').forEach(function (v) {
          var over = v.querySelector('.over'), slider = v.querySelector('input[type=range]'),
              button = v.querySelector('button'), label = v.querySelector('.which');
          function wipe() { over.style.clipPath = 'inset(0 0 0 ' + slider.value + '%)';
            label.textContent = slider.value == 0 ? 'expected' : slider.value == 100 ? 'actual' : 'actual (left) | expected (right)'; }
          slider.addEventListener('input', wipe);
          button.addEventListener('click', function () { slider.value = slider.value == 100 ? 0 : 100; wipe(); });
          wipe();
        });
        </script>
        </body></html>

        """
        return html
    }

    static func section(_ entry: SnapshotReport.Entry, id: String) -> String {
        var html = "<h2 id=\"\(id)\">\(Markup.escape(entry.name)) <span class=\"\(entry.status.rawValue)\">\(entry.status.rawValue)</span></h2>\n"
        html += "<p>\(Markup.escape(entry.message ?? ""))<br>golden: <code>\(Markup.escape(entry.golden))</code></p>\n"
        guard let images = entry.images else { return html }
        let pictures = [("expected", images.expected), ("actual", images.actual), ("diff", images.diff)]
        html += "<div class=\"row\">\n"
        for (caption, path) in pictures {
            guard let path else { continue }
            html += "<figure><div class=\"pic\"><img src=\"\(Markup.url(path))\" alt=\"\(caption)\">\(outline(entry.metrics))</div>"
            html += "<figcaption>\(caption)</figcaption></figure>\n"
        }
        html += "</div>\n"
        if let metrics = entry.metrics, let box = metrics.bbox {
            html += "<p>zoomed to the differing region (x \(box.x), y \(box.y), \(box.width)x\(box.height) px):</p><div class=\"row\">\n"
            for (caption, path) in pictures {
                guard let path else { continue }
                html += "<figure>\(zoom(path, caption: caption, box: box, metrics: metrics))<figcaption>\(caption), zoomed</figcaption></figure>\n"
            }
            html += "</div>\n"
        }
        if let expected = images.expected, let actual = images.actual {
            // Same size only: a wipe between pictures of different sizes would mislead.
            let sameSize = entry.metrics != nil
            if sameSize {
                html += """
                <div class="viewer"><div class="controls"><button type="button">flip expected / actual</button>
                <input type="range" min="0" max="100" value="50" aria-label="wipe from expected to actual">
                <span class="which"></span></div>
                <div class="flip"><img src="\(Markup.url(actual))" alt="actual"><img class="over" src="\(Markup.url(expected))" alt="expected"></div></div>

                """
            }
        }
        return html
    }

    /// A red frame around the differing pixels, placed in percent of the picture so it follows the
    /// picture's displayed size; a small change is then found at a glance in a scaled-down picture.
    static func outline(_ metrics: DiffMetrics?) -> String {
        guard let m = metrics, let b = m.bbox, m.width > 0, m.height > 0 else { return "" }
        func pct(_ v: Int, _ of: Int) -> String { String(format: "%.3f%%", Double(v) * 100 / Double(of)) }
        return "<div class=\"outline\" style=\"left: \(pct(b.x, m.width)); top: \(pct(b.y, m.height)); "
            + "width: \(pct(b.width, m.width)); height: \(pct(b.height, m.height))\"></div>"
    }

    /// The differing region with 8 px around it, magnified to about 320 px wide (at most 16x).
    /// Pixels are drawn as squares only when magnified, so text at 1:1 keeps its smooth edges.
    static func zoom(_ path: String, caption: String, box: PixelBox, metrics: DiffMetrics) -> String {
        let x0 = max(0, box.x - 8), y0 = max(0, box.y - 8)
        let x1 = min(metrics.width, box.x + box.width + 8), y1 = min(metrics.height, box.y + box.height + 8)
        let w = max(1, x1 - x0), h = max(1, y1 - y0)
        let factor = max(1, min(16, 320 / w, 240 / max(1, h)))
        let magnified = factor > 1 ? " class=\"magnified\"" : ""
        return "<div class=\"zoom\" style=\"width: \(w * factor)px; height: \(h * factor)px\">"
            + "<img\(magnified) src=\"\(Markup.url(path))\" alt=\"\(caption), zoomed\" "
            + "style=\"width: \(metrics.width * factor)px; height: \(metrics.height * factor)px; "
            + "left: \(-x0 * factor)px; top: \(-y0 * factor)px\"></div>"
    }
}
