import PixelproofUIRendering
import CommandLineSupport
import BuiltInComponents
import DescriptionFormat
import SceneBuilding
import Pixelproof
import PixelproofUICore

/// A SwiftUI view against its description: the view adds its lowering (view to nodes) to the
/// same layout and paint, so the two render times should match; the lowering is timed alone too.
package enum SwiftUIBench {
    /// `SwiftUIBenchView` written as a description.
    package static let description = """
        system: web
        canvas: { width: 375, background: "#ffffff" }
        content:
          vstack:
            padding: 16
            background: "#f2f5fa"
            children:
              - vstack:
                  padding: 16
                  background: "#ffffff"
                  children:
                    - vstack:
                        alignment: leading
                        spacing: 8
                        children:
                          - hstack:
                              alignment: firstTextBaseline
                              children:
                                - text: { string: Weekly budget, font: { family: SF Pro, weight: 600, size: 17 }, color: "#000000" }
                                - spacer
                                - text: { string: "$240", font: { family: SF Pro, weight: 600, size: 17 }, color: "#1a7333" }
                          - text: { string: "$240 of $400 spent this week, with four days to go", font: { family: SF Pro, weight: 400, size: 15 }, color: "#666673" }
                          - frame:
                              height: 8
                              child: { shape: { kind: rect, fill: "#e6e8ed" } }
        """

    package static func document() throws -> Document {
        try DescriptionFile.load(bytes: Array(description.utf8), file: "swiftui-bench.yaml", directory: "")
    }

    static func run() throws -> BenchSection {
        var section = BenchSection(suite: "swiftui", title: "A SwiftUI view and its description at 2x, thread-CPU ms (median)",
                                   header: ["what", "ms"])
        let renderer = Renderer(scale: 2)
        let described = try document()
        let fromDescription = try Stopwatch.median(warmups: 3, runs: 31) { _ = try renderer.pixmap(of: described) }
        // A view is lowered on every render, so the like-for-like figure for a description parses it too.
        let fromText = try Stopwatch.median(warmups: 3, runs: 31) { _ = try renderer.pixmap(of: try document()) }
        // On the web canvas the description names, so both draw the same picture.
        let web = ViewCanvas(system: .web)
        let fromView = try Stopwatch.median(warmups: 3, runs: 31) { _ = try renderer.pixmap(of: SwiftUIBenchView(), width: 375, canvas: web) }
        let lowering = try Stopwatch.median(warmups: 3, runs: 31) { _ = try renderer.document(of: SwiftUIBenchView(), width: 375, canvas: web) }
        section.add([.text("description (parsed once), render"), .ms(fromDescription.cpuMs)])
        section.add([.text("description, parse + render"), .ms(fromText.cpuMs)])
        section.add([.text("SwiftUI view, lower + render"), .ms(fromView.cpuMs)])
        section.add([.text("SwiftUI view, lower alone"), .ms(lowering.cpuMs)])
        return section
    }
}
