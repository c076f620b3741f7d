import Components
import PixelDiff
import Pixelproof
import Raster

/// Renders a Swift tree (`VStack { IDSButton("Continue") }`) on a canvas `width` logical px wide
/// at `scale`, then checks it against its golden as `assertSnapshot(of: Pixmap, …)` does. A render
/// error (an unknown token, a missing font) is reported as the test's failure.
///
///     @Test func primaryButton() {
///         assertSnapshot(of: IDSButton("Continue", type: .primary), width: 375, named: "ids/button-primary", scale: 2)
///     }
@discardableResult
public func assertSnapshot(of view: some NodeConvertible, width: Double = 375, system: SystemReference = .ids,
                           background: ColorValue? = nil, padding: Double = 0,
                           named name: String, scale: Int = 2, snapshotsFolder: String? = nil,
                           options: DiffOptions = .exact, tolerance: Tolerance = .exact,
                           fileID: String = #fileID, filePath: StaticString = #filePath,
                           line: UInt = #line, column: UInt = #column) -> GoldenCheck {
    let pixmap: Pixmap
    do {
        pixmap = try Renderer(scale: scale).pixmap(of: view, width: width, system: system, background: background, padding: padding)
    } catch {
        reportFailure("snapshot \"\(name)\": the view did not render: \(error)", fileID: fileID, filePath: filePath, line: line, column: column)
        return GoldenCheck(name: name, goldenPath: "", status: .error, message: "\(error)")
    }
    return assertSnapshot(of: pixmap, named: name, scale: scale, snapshotsFolder: snapshotsFolder, options: options,
                          tolerance: tolerance, fileID: fileID, filePath: filePath, line: line, column: column)
}
