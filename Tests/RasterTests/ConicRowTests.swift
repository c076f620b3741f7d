import RasterLanes
import Testing
import Values
@testable import Raster

/// The conic row's eight-at-a-time Float path picks exactly the entries of the Double
/// definition, through the kernel inlined in Raster and through RasterLanes' entry (its AVX2
/// build in release test runs on an AVX2 CPU): a pixel that moved to a neighbouring
/// entry, or across the seam, would change a conic gradient's bytes (and the GlassFAB's rim,
/// drawn with one).
@Suite struct ConicRowTests {
    /// Entry i of this ramp is i, so a row's colours are its entries.
    static let identityRamp = (0..<UInt32(GradientRamp.size)).map { $0 }

    static func row(inverse: Transform, center: Point, from: Double, x: Int, y: Int, count: Int,
                    wide: Bool = CPUFeatures.wideLanes) -> [UInt32] {
        var out = [UInt32](repeating: .max, count: count)
        out.withUnsafeMutableBufferPointer { buffer in
            Shader.conicRow(identityRamp, inverse: inverse, center: center, from: from, x: x, y: y, count: count,
                            into: buffer.baseAddress!, wide: wide)
        }
        return out
    }

    static func definition(inverse inv: Transform, center: Point, from: Double, x: Int, y: Int, count: Int) -> [UInt32] {
        let px = Double(x) + 0.5, py = Double(y) + 0.5
        let ux0 = inv.a * px + inv.c * py + inv.tx - center.x
        let uy0 = inv.b * px + inv.d * py + inv.ty - center.y
        return (0..<count).map { i in
            UInt32(Shader.conicEntry(ux: ux0 + Double(i) * inv.a, uy: uy0 + Double(i) * inv.b, from: from))
        }
    }

    /// The builds of the lane kernel this process may run: the inlined baseline always, and the
    /// entry `conicChunkWide` unless it is the AVX2 build on a CPU without AVX2. In a debug test
    /// run the entry is baseline code too; release test runs (`scripts/sanitize thread`) check the
    /// AVX2 build on a CPU that has it.
    static let builds = compiledForAVX2 && !CPUFeatures.wideLanes ? [false] : [false, true]

    /// Two million pixels (each through both builds) under random rotations, scales, centres and start angles: about
    /// 8,000 of them lie near an entry's edge, where Float alone would pick wrong ones.
    @Test func everyPixelTakesTheDoubleDefinitionsEntry() {
        var random = SeededRandom(seed: 30)
        var pixels = 0, mismatches: [String] = []
        for _ in 0..<2_000 {
            let scale = random.within(0.25, 4)
            let inverse = Transform.rotation(random.within(-4, 4)).then(.scale(scale))
                .then(.translation(random.within(-50, 50), random.within(-50, 50)))
            let center = Point(random.within(-100, 300), random.within(-100, 300))
            let from = random.within(-800, 800) * Double.pi / 180
            let x = Int(random.within(0, 200)), y = Int(random.within(0, 200)), count = 900 + Int(random.within(0, 200))
            let exact = Self.definition(inverse: inverse, center: center, from: from, x: x, y: y, count: count)
            for wide in Self.builds {
                let fast = Self.row(inverse: inverse, center: center, from: from, x: x, y: y, count: count, wide: wide)
                for i in 0..<count where fast[i] != exact[i] && mismatches.count < 5 {
                    mismatches.append("pixel \(x + i),\(y) about \(center) from \(from), wide \(wide): \(fast[i]) ≠ \(exact[i])")
                }
            }
            pixels += count
        }
        #expect(pixels > 1_900_000)
        #expect(mismatches.isEmpty, "\(mismatches)")
    }

    /// The centre pixel (0 / 0), the seam straight up from the centre, and the horizontal line
    /// through it (where −0 and +0 pick the half turn's side).
    @Test func theCentreTheSeamAndTheAxesAreTheDefinitions() {
        let identity = Transform.identity
        for from in [0.0, Double.pi / 2, -Double.pi, 7 * Double.pi] {
            let center = Point(16.5, 16.5)
            for y in [0, 15, 16, 17, 31] {
                let fast = Self.row(inverse: identity, center: center, from: from, x: 0, y: y, count: 33)
                #expect(fast == Self.definition(inverse: identity, center: center, from: from, x: 0, y: y, count: 33),
                        "row \(y) from \(from)")
            }
            // A column through the seam: rows of one pixel each.
            for y in 0..<33 {
                #expect(Self.row(inverse: identity, center: center, from: from, x: 16, y: y, count: 1)
                        == Self.definition(inverse: identity, center: center, from: from, x: 16, y: y, count: 1))
            }
        }
    }

    /// Any part of a row gets the entries the whole row gives it (rows are shaded span by span).
    @Test func aPartOfTheRowMatchesTheWholeRow() {
        let inverse = Transform.rotation(0.3).then(.scale(1.7))
        let center = Point(40.25, 12.75)
        let whole = Self.row(inverse: inverse, center: center, from: 1, x: 0, y: 9, count: 120)
        for (x, count) in [(1, 7), (37, 20), (50, 70), (117, 3)] {
            let part = Self.row(inverse: inverse, center: center, from: 1, x: x, y: 9, count: count)
            #expect(part == Array(whole[x..<(x + count)]), "x \(x) count \(count)")
        }
    }

    /// A conic fill's inside is its shaded row, opaque or translucent (over a transparent
    /// canvas source-over leaves the source): the fill goes through the row the tests above check.
    @Test func aConicFillsInsideIsItsShadedRow() throws {
        let rect = Path(roundedRect: RoundedRect(rect: Rect(x: 3.5, y: 2.25, width: 55, height: 41), radius: 9))
        let inside = TestCanvas.coverage(width: 64, height: 48) { $0.fill(rect, paint: TestCanvas.white) }
        for alpha in [UInt8(255), 140] {
            let gradient = ConicGradient(center: Point(30.3, 21.7), from: 40, stops: [
                GradientStop(0, RGBAColor(r: 200, g: 30, b: 90, a: alpha)), GradientStop(0.5, RGBAColor(r: 20, g: 180, b: 60, a: alpha)),
                GradientStop(1, RGBAColor(r: 200, g: 30, b: 90, a: alpha))])
            let canvas = try Canvas(width: 64, height: 48)
            canvas.fill(rect, paint: .conicGradient(gradient))
            let shader = Shader(.conicGradient(gradient), transform: .identity)
            var row = [UInt32](repeating: 0, count: 64), checked = 0
            for y in 0..<48 {
                row.withUnsafeMutableBufferPointer { shader.shadeRow(x: 0, y: y, count: 64, into: $0.baseAddress!) }
                for x in 0..<64 where inside[y][x] == 255 {
                    // Over a transparent canvas, source-over leaves the source itself.
                    let p = canvas.pixmap[x, y]
                    let got = UInt32(p.r) | UInt32(p.g) << 8 | UInt32(p.b) << 16 | UInt32(p.a) << 24
                    #expect(got == row[x], "(\(x), \(y)) alpha \(alpha)")
                    checked += 1
                }
            }
            #expect(checked > 1_800)
        }
    }

    /// The Float angle stays within its stated bound of the Double one, octant edges included.
    @Test func theFloatAngleIsWithinItsBound() {
        var random = SeededRandom(seed: 3)
        var worst = 0.0
        for _ in 0..<50_000 {
            let ys = SIMD8<Double>(random.within(-300, 300), random.within(-1, 1), random.within(-300, 300), 0,
                                   random.within(-1e-3, 1e-3), 7, -random.within(0, 300), random.within(-300, 300))
            let xs = SIMD8<Double>(random.within(-300, 300), random.within(-300, 300), random.within(-1e-3, 1e-3), -5,
                                   random.within(-300, 300), 7, random.within(-300, 300), -random.within(0, 1))
            let fast = ConicLanes.turns(SIMD8<Float>(ys), SIMD8<Float>(xs), plus: .zero).turns
            for lane in 0..<8 {
                let exact = TurnAngle.atan2(ys[lane], xs[lane]) / (2 * Double.pi)
                worst = max(worst, abs(Double(fast[lane]) - exact))
            }
        }
        #expect(worst < 2e-7, "worst \(worst) turns")
        #expect(ConicLanes.turns(.zero, .zero, plus: .zero).larger == .zero)
    }
}
