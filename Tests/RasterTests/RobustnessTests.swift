import RasterLanes
import Testing
@testable import Raster
import Values

@Suite struct RobustnessTests {
    @Test func hugeCoordinatesDoNotOverflow() {
        let c = TestCanvas.coverage(width: 10, height: 10) {
            $0.fill(Path(rect: Rect(x: -1e15, y: -1e15, width: 2e15, height: 2e15)), paint: TestCanvas.white)
        }
        #expect(c.allSatisfy { $0.allSatisfy { $0 == 255 } })
    }

    /// Found by the SVG path fuzz target (Tests/FuzzCorpus/svgpath-crashes/huge-curve-segment-count):
    /// a curve whose control points are ~1e47 px apart asked for more segments than an Int holds.
    @Test func aCurveLongerThanAnIntCanCountFlattens() throws {
        let data = "bTAsDQ0wQywzOA0wLDArMgo1IDE1IDUgIDYgKzEwKzIKNSAxNDQ0NDQ0NDQ0NDQ0NDQ0NDQ0NDQ0NDQ0NDQ0NDQ0NDQ0NDQ0NDQ0NDQ0NDQ0NDQ1IDUgIDYgMjYxMCwNDTIwKzAsDQ0NMDA="
        let bytes = try #require(Self.base64(data))
        let path = try Path(svgPathData: String(decoding: bytes, as: UTF8.self))
        // Flattened into at most 4,096 pieces a curve, not the count the formula asks for.
        var flat = FlatPath()
        Flattener.flatten(path, transform: .identity, into: &flat)
        let curves = path.elements.filter { if case .cubic = $0 { true } else if case .quad = $0 { true } else { false } }.count
        #expect(curves > 0 && !flat.isEmpty)
        #expect(flat.points.count <= path.elements.count + curves * 4096, "\(flat.points.count) points for \(curves) curves")
        let canvas = try Canvas(width: 64, height: 64)
        canvas.fill(path, paint: TestCanvas.white)
        canvas.stroke(path, style: StrokeStyle(width: 1.5, join: .round, cap: .square), paint: TestCanvas.white)
    }

    /// Found by the SVG path fuzz target under AddressSanitizer
    /// (Tests/FuzzCorpus/svgpath-crashes/crossing-an-ulp-past-the-last-row): a crossing point
    /// the clipper computes can end one ulp below the box's height, and ⌈h + ulp⌉ = h + 1 was a row
    /// the buffers do not have: a write past the touched-block flags and the cells.
    @Test func aSegmentEndingAnUlpPastTheBoxTouchesNoRowPastIt() throws {
        let width = 4, height = 3, stride = width + 2, blocksPerRow = 1
        let cells = UnsafeMutablePointer<Float>.allocate(capacity: stride * (height + 1))
        let flags = UnsafeMutablePointer<UInt8>.allocate(capacity: blocksPerRow * (height + 1))
        defer { cells.deallocate(); flags.deallocate() }
        cells.initialize(repeating: 0, count: stride * (height + 1))
        flags.initialize(repeating: 0, count: blocksPerRow * (height + 1))
        accumulateSegment(1.5, 0.5, 2.5, Double(height).nextUp, (cells, flags, blocksPerRow, width, height, stride))
        #expect(flags[blocksPerRow * height] == 0, "a flag past the last row was written")
        #expect((0..<stride).allSatisfy { cells[stride * height + $0] == 0 }, "a cell past the last row was written")
        #expect(flags[blocksPerRow * (height - 1)] == 1)
        // The fuzz input itself, filled and stroked on a canvas whose width is a whole number of blocks.
        let bytes = try #require(Self.base64("bTEuNS41bC0zZTEgMi4yNS41LS41ek0wLCAwMTAsMS41LjVsLTNlMSAyLjI1MTA="))
        let path = try Path(svgPathData: String(decoding: bytes, as: UTF8.self))
        let canvas = try Canvas(width: 64, height: 64)
        canvas.fill(path, paint: TestCanvas.white)
        canvas.stroke(path, style: StrokeStyle(width: 1.5, join: .round, cap: .square), paint: TestCanvas.white)
    }

    static func base64(_ text: String) -> [UInt8]? {
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
        var out: [UInt8] = [], buffer = 0, bits = 0
        for c in text.utf8 where c != UInt8(ascii: "=") {
            guard let v = alphabet.firstIndex(of: c) else { return nil }
            buffer = buffer << 6 | v; bits += 6
            if bits >= 8 { bits -= 8; out.append(UInt8(truncatingIfNeeded: buffer >> bits)) }
        }
        return out
    }

    @Test func farOffCanvasShapesDrawNothing() {
        let c = TestCanvas.coverage(width: 10, height: 10) {
            $0.fill(Path(circleCenter: Point(1e9, -1e9), radius: 1e6), paint: TestCanvas.white)
            $0.stroke(Path(rect: Rect(x: 5e8, y: 5, width: 1e300, height: 3)), style: StrokeStyle(width: 2), paint: TestCanvas.white)
            $0.drawShadow(of: RoundedRect(rect: Rect(x: -1e12, y: 0, width: 10, height: 10), radius: 3), ShadowLayer(blur: 20, color: .black))
        }
        #expect(c.allSatisfy { $0.allSatisfy { $0 == 0 } })
    }

    @Test func shapeCrossingTheCanvasEdgesIsClippedCorrectly() {
        // A triangle reaching far left and right: inside the canvas it is the band y < 5.
        var p = Path()
        p.move(to: Point(-1e7, 0)); p.line(to: Point(1e7, 0)); p.line(to: Point(1e7, 5)); p.line(to: Point(-1e7, 5)); p.close()
        let c = TestCanvas.coverage(width: 10, height: 10) { $0.fill(p, paint: TestCanvas.white) }
        #expect(c[2].allSatisfy { $0 == 255 } && c[7].allSatisfy { $0 == 0 })
    }

    /// A point with a NaN or infinite coordinate is dropped: the shape is drawn as if it were not
    /// there, not skipped whole, not smeared across the canvas.
    @Test(arguments: [Point(.nan, 3), Point(3, .infinity), Point(-.infinity, .nan)])
    func nonFinitePointsAreIgnored(_ bad: Point) {
        func triangle(through extra: Point?) -> Path {
            var p = Path()
            p.move(to: Point(1, 1))
            if let extra { p.line(to: extra) }
            p.line(to: Point(8, 1)); p.line(to: Point(8, 8)); p.close()
            return p
        }
        let drawn = TestCanvas.coverage(width: 10, height: 10) { $0.fill(triangle(through: bad), paint: TestCanvas.white) }
        let expected = TestCanvas.coverage(width: 10, height: 10) { $0.fill(triangle(through: nil), paint: TestCanvas.white) }
        #expect(drawn == expected)
        #expect(drawn[2][6] == 255 && drawn[6][2] == 0, "the triangle (1,1) (8,1) (8,8) is not what was drawn")
    }

    @Test func tooLargeACanvasIsAnErrorNotACrash() {
        #expect(throws: RasterError.self) { try Canvas(width: 20_000, height: 10) }
        #expect(throws: RasterError.self) { try Canvas(width: 16_384, height: 16_384) }
        #expect(throws: RasterError.self) { try Canvas(width: 0, height: 10) }
    }

    @Test func unbalancedPopsAreHarmless() {
        let canvas = try! Canvas(width: 4, height: 4)
        canvas.popClip(); canvas.popLayer()
        canvas.fill(Path(rect: Rect(x: 0, y: 0, width: 4, height: 4)), paint: .solid(.black))
        #expect(canvas.pixmap[1, 1].a == 255)
    }

    @Test func canvasIsReusableBetweenRenders() {
        let canvas = try! Canvas(width: 30, height: 30)
        func render() -> [UInt8] {
            canvas.reset(to: .white)
            canvas.fill(Path(circleCenter: Point(15.3, 14.8), radius: 9), paint: .solid(RGBAColor(r: 200, g: 10, b: 10)))
            canvas.drawShadow(of: RoundedRect(rect: Rect(x: 5, y: 5, width: 10, height: 10), radius: 2), ShadowLayer(y: 2, blur: 6, color: .black))
            return canvas.pixmap.bytes
        }
        let first = render()
        canvas.fill(Path(rect: Rect(x: 0, y: 0, width: 30, height: 30)), paint: .solid(.black))
        #expect(render() == first)
    }
}
