import Foundation
import Raster
@testable import Typesetting

/// Fonts shared by the tests: the package's bundled Fonts/ (found from this file's path) plus the
/// system DejaVu faces as fallbacks. Diagnostics go to a private sink, never to stderr.
enum TestFonts {
    static let fontsFolder: String = {
        let here = URL(fileURLWithPath: #filePath)
        return here.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fonts").path
    }()

    static let diagnostics = TypesettingDiagnostics()
    static let registry = FontRegistry(folders: [fontsFolder], diagnostics: diagnostics)
    static let typesetter = Typesetter(registry: registry)

    static let dejaVuPath = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
    static var hasDejaVu: Bool { FileManager.default.fileExists(atPath: dejaVuPath) }

    static func lexend(_ size: Double, weight: Double = 400, lineHeight: Double? = nil,
                       letterSpacing: Double = 0, features: [FontFeature] = []) -> TextStyle {
        TextStyle(family: "Lexend Deca", weight: weight, size: size, lineHeight: lineHeight ?? size * 1.25,
                  letterSpacing: letterSpacing, features: features)
    }

    /// All glyphs of a layout, line by line, each line in visual order.
    static func glyphs(_ layout: TextLayout) -> [PositionedGlyph] {
        layout.lines.flatMap { $0.runs.flatMap(\.glyphs) }
    }

    /// A fresh temporary folder (removed by the caller with `cleanUp`).
    static func temporaryFolder() -> String {
        let path = NSTemporaryDirectory() + "pixelproof-text-\(UUID().uuidString)"
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }
}

/// Test-only: composites solid black coverage masks into an 8-bit grey canvas (255 = ink), so
/// tests can compare what text draws without the raster engine's compositor.
enum TestMaskCanvas {
    static func draw(_ masks: [CoverageMask], width: Int, height: Int) -> [UInt8] {
        var canvas = [UInt8](repeating: 0, count: width * height)
        for m in masks {
            for row in 0..<m.height {
                let y = m.top + row
                guard y >= 0, y < height else { continue }
                for col in 0..<m.width {
                    let x = m.left + col
                    guard x >= 0, x < width else { continue }
                    let c = UInt32(m.coverage[row * m.width + col]), d = UInt32(canvas[y * width + x])
                    // "over" for coverage: d + c·(1 − d)
                    canvas[y * width + x] = UInt8(d + UInt32(div255(c * (255 - d))))
                }
            }
        }
        return canvas
    }

    static func ink(_ masks: [CoverageMask]) -> Int {
        masks.reduce(0) { $0 + $1.coverage.reduce(0) { $0 + Int($1) } }
    }
}
