import DisplayList
import Foundation
import Raster
import Testing
import Typesetting
import Values

/// `pushTransform` moves what is drawn inside it, in the raster back end (whole or in bands),
/// in the cost boxes bands are cut by, and in the SVG back end.
@Suite struct TransformItemTests {
    static let registry = DisplayListTests.registry

    @Test func aQuarterTurnAboutTheCentreDrawsTheTurnedShape() throws {
        let turn = Transform.translation(-50, -50).then(.rotation(Double.pi / 2)).then(.translation(50, 50))
        var turned = DisplayList(width: 100, height: 100, scale: 2, background: .white)
        turned.append(.pushTransform(turn))
        turned.append(.fill(Path(rect: Rect(x: 20, y: 40, width: 60, height: 20)), .solid(.black), .nonZero))
        turned.append(.popTransform)
        var direct = DisplayList(width: 100, height: 100, scale: 2, background: .white)
        direct.append(.fill(Path(rect: Rect(x: 40, y: 20, width: 20, height: 60)), .solid(.black), .nonZero))
        let a = try RasterBackend.pixmapWhole(of: turned), b = try RasterBackend.pixmapWhole(of: direct)
        // A quarter turn maps the box onto whole pixels: the same picture, up to rounding of cos(π/2).
        var differing = 0
        for y in 0..<a.height { for x in 0..<a.width where a[x, y] != b[x, y] { differing += 1 } }
        #expect(differing == 0)
    }

    @Test func anOffsetMovesTextAndShapesAndBandsDrawTheSameBytes() throws {
        let layout = try Typesetter(registry: Self.registry).layout("Offset", style: TextStyle(size: 15, lineHeight: 21),
                                                                  options: TextLayoutOptions(maxWidth: nil, wraps: false), scale: 2)
        var moved = DisplayList(width: 200, height: 300, scale: 2, background: .white)
        moved.append(.pushTransform(.translation(30, 200)))
        moved.append(layout, at: Point(10, 10), paint: .solid(.black))
        moved.append(.fill(Path(rect: Rect(x: 10, y: 40, width: 50, height: 10)), .solid(.black), .nonZero))
        moved.append(.popTransform)
        moved.append(.pushTransform(Transform.rotation(0.3).then(.translation(100, 20))))
        moved.append(layout, at: Point(0, 0), paint: .solid(.black))
        moved.append(.popTransform)
        var placed = DisplayList(width: 200, height: 300, scale: 2, background: .white)
        placed.append(layout, at: Point(40, 210), paint: .solid(.black))
        placed.append(.fill(Path(rect: Rect(x: 40, y: 240, width: 50, height: 10)), .solid(.black), .nonZero))
        let whole = try RasterBackend.pixmapWhole(of: moved)
        // Offset text keeps its glyph masks: identical to text laid out at the moved place.
        let reference = try RasterBackend.pixmapWhole(of: placed)
        for y in 380..<520 { for x in 0..<400 { #expect(whole[x, y] == reference[x, y]) } }
        // The rotated label is drawn (outlines), and bands cut through the moved items agree.
        var ink = 0
        for y in 0..<120 { for x in 180..<400 where whole[x, y] != whole[0, 0] { ink += 1 } }
        #expect(ink > 100)
        let banded = try RasterBackend.pixmapInBands(of: moved, rows: [0..<200, 200..<420, 420..<600])
        #expect(banded.bytes == whole.bytes)
        // Cost boxes are where the items land, not where they were written.
        #expect(moved.costBoxes.contains { $0.rect.minY >= 240 && $0.rect.minY < 251 && $0.rect.minX == 40 })
    }

    @Test func svgWritesTheTransformAsAGroup() {
        var list = DisplayList(width: 10, height: 10, scale: 1)
        list.append(.pushTransform(.translation(3, 4)))
        list.append(.fill(Path(rect: Rect(x: 0, y: 0, width: 1, height: 1)), .solid(.black), .nonZero))
        list.append(.popTransform)
        let svg = SVGBackend.svg(of: list)
        #expect(svg.contains("<g transform=\"matrix(1 0 0 1 3 4)\">"))
        #expect(svg.components(separatedBy: "</g>").count == 2)
    }
}
