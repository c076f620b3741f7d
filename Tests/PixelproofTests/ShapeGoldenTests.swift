import BuiltInComponents
import DescriptionFormat
import SceneBuilding
import Foundation
import Pixelproof
import PixelproofTesting
import Testing

/// Clips, rotations, dashes, miters and the three corner styles drawn from descriptions, held
/// exactly by goldens (Snapshots/shapes/). The same drawings are checked against Skia and Chromium by
/// `scripts/compare-raster --only clip-rotate`, `dashes-miters`, `corners-continuous-smoothed` and
/// `--chromium --only css-border-sides` (docs/RASTER.md has the numbers); these goldens keep them.
@Suite struct ShapeGoldenTests {
    static let drawings: [(name: String, content: String)] = [
        ("clip-rotate", """
          zstack:
            rotation: 20
            offset: { x: 6, y: -4 }
            clip: { kind: roundedRect, cornerRadius: 32, cornerStyle: continuous }
            children:
              - shape: { kind: rect, width: 200, height: 140, fill: { linearGradient: { angle: 135, stops: [ { color: "#2563eb" }, { color: "#dc2626" } ] } } }
              - shape: { kind: rect, width: 240, height: 6, fill: "#ffffff" }
        """),
        ("dashes-miters", """
          vstack:
            spacing: 16
            children:
              - hstack:
                  spacing: 16
                  children:
                    - shape: { kind: rect, width: 160, height: 70, border: { width: 3, color: "#0f172a", dash: [12, 6] } }
                    - shape: { kind: roundedRect, width: 140, height: 70, cornerRadius: 24, border: { width: 4, color: "#2563eb", align: center, dash: [10, 5, 2, 5], dashOffset: 3, cap: round } }
                    - shape: { kind: circle, width: 64, border: { width: 3, color: "#8b5cf6", align: outside, dash: [8, 4] } }
              - hstack:
                  spacing: 16
                  children:
                    - path: { d: "M4 64 L44 4 L84 64 L104 14 L124 64", stroke: { width: 8, color: "#dc2626", miterLimit: 4 } }
                    - path: { d: "M4 64 L34 4 L64 64 L94 9 L124 64", stroke: { width: 8, color: "#16a34a", miterLimit: 10 } }
                    - shape: { kind: roundedRect, width: 120, height: 64, cornerRadius: 14, fill: "#ffffff", border: { width: { top: 2, leading: 10, bottom: 4, trailing: 1 }, color: "#0f172a" } }
        """),
        ("corners", """
          hstack:
            spacing: 12
            children:
              - shape: { kind: roundedRect, width: 120, height: 120, cornerRadius: 40, fill: "#2563eb" }
              - shape: { kind: roundedRect, width: 130, height: 130, cornerRadius: 40, cornerStyle: continuous, fill: "#2563eb" }
              - shape: { kind: roundedRect, width: 120, height: 120, cornerRadius: { topLeading: 40, bottomTrailing: 12 }, cornerSmoothing: 0.6, fill: "#2563eb" }
              - shape: { kind: pill, width: 60, height: 120, cornerStyle: continuous, fill: "#16a34a" }
        """),
    ]

    @Test(arguments: drawings.map(\.name))
    func drawingMatchesItsGolden(name: String) throws {
        let content = Self.drawings.first { $0.name == name }!.content
        let pixmap = try render("""
            system: web
            canvas: { width: 560, background: "#f8fafc", padding: 40 }
            content:
            \(content)
            """, scale: 2)
        assertSnapshot(of: pixmap, named: "shapes/" + name, scale: 2)
    }
}
