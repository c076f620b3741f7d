import Foundation
import Synchronization
import Raster
import Testing
@testable import Typesetting
import Values

/// `GlyphRasterizer.draw` (a line's masks kept per pen phase and drawn at the pen) gives the same
/// pixels as the masks placed glyph by glyph (`masks(for:)` then `fill(masks:)`), at every
/// quarter-pixel phase and between, the first time (placed and kept) and after (kept masks), with
/// a cache emptied all the time, and on many threads at once.
@Suite struct LinePlacementTests {
    static let texts = ["Add to cart", "Save 20% today", "Checkout (3)", "Wavy AVA"]

    static func line(_ text: String, size: Double = 15, weight: Double = 600, scale: Double = 1) throws -> TextLine {
        let layout = try TestFonts.typesetter.layout(text, style: TestFonts.lexend(size, weight: weight), scale: scale)
        return try #require(layout.lines.first)
    }

    static func canvas() -> Canvas { try! Canvas(width: 150, height: 40, background: RGBAColor(r: 250, g: 245, b: 230)) }

    static let paint = Paint.solid(RGBAColor(r: 30, g: 60, b: 140))

    /// Pixels of `line` drawn at `origin` by `draw`.
    static func drawn(_ line: TextLine, at origin: Point, scale: Double = 1, rasterizer: GlyphRasterizer,
                      paint: Paint = paint) -> [UInt8] {
        let c = canvas()
        var scratch = GlyphRasterizer.Scratch()
        rasterizer.draw(line.runs, line: line.serial, at: origin, scale: scale, on: c, paint: paint,
                        paintTransform: .scale(scale), scratch: &scratch)
        return c.pixmap.bytes
    }

    /// Pixels of `line`'s masks placed glyph by glyph.
    static func reference(_ line: TextLine, at origin: Point, scale: Double = 1, paint: Paint = paint) -> [UInt8] {
        let c = canvas()
        c.fill(masks: GlyphRasterizer().masks(for: line.runs, at: origin, scale: scale), paint: paint, paintTransform: .scale(scale))
        return c.pixmap.bytes
    }

    /// Pens at every quarter pixel, just either side of each, and at odd fractions.
    static let pens: [Double] = (0..<8).flatMap { q -> [Double] in
        let x = 5 + Double(q) / 4
        return [x, x + 1e-9, x - 1e-9, x + 0.013, x + 0.1, x + 0.2371]
    }

    @Test(arguments: [1.0, 2.0]) func keptMasksDrawLikeGlyphByGlyphAtEveryPhase(scale: Double) throws {
        let r = GlyphRasterizer()
        for text in Self.texts {
            let line = try Self.line(text, scale: scale)
            for x in Self.pens {
                let origin = Point(x / scale, 25.3)
                let expected = Self.reference(line, at: origin, scale: scale)
                // First: placed one by one and kept; second: the kept masks.
                let first = Self.drawn(line, at: origin, scale: scale, rasterizer: r) == expected
                #expect(first, "\(text) at \(x)")
                let kept = Self.drawn(line, at: origin, scale: scale, rasterizer: r) == expected
                #expect(kept, "\(text) at \(x), kept")
            }
        }
        // The kept masks were used: each line has some phase kept.
        #expect(r.cache.withTable { $0.lines.keptMasks } > 0)
    }

    @Test func pensAtAndAroundAGlyphsStepBoundaryDrawTheSame() throws {
        let r = GlyphRasterizer()
        let line = try Self.line("Save 20% today")
        // Pens where a glyph lands exactly between two quarter-pixel steps, and just either side
        // (inside and outside the margin where kept masks are not used).
        let boundaries = line.runs.flatMap(\.glyphs).prefix(6).map { 5 + (20.0 - 0.5) / 4 - $0.position.x }
        for b in boundaries {
            for d in [0, 1e-12, -1e-12, 1e-6, -1e-6, 2e-5, -2e-5, 1e-3, -1e-3] {
                let origin = Point(b + d, 25)
                let expected = Self.reference(line, at: origin)
                let first = Self.drawn(line, at: origin, rasterizer: r) == expected
                let again = Self.drawn(line, at: origin, rasterizer: r) == expected
                #expect(first && again, "at \(b) + \(d)")
            }
        }
    }

    @Test func linesNeverLaidOutAndGradientsDrawTheSame() throws {
        let r = GlyphRasterizer()
        let line = try Self.line("Checkout (3)")
        let gradient = Paint.linearGradient(LinearGradient(start: Point(0, 0), end: Point(100, 30),
                                                           stops: [GradientStop(0, .black), GradientStop(1, RGBAColor(r: 255, g: 0, b: 0))]))
        for x in Self.pens {
            let origin = Point(x, 20)
            let c = Self.canvas()
            var scratch = GlyphRasterizer.Scratch()
            r.draw(line.runs, line: nil, at: origin, scale: 1, on: c, paint: Self.paint, scratch: &scratch)
            let unnamed = c.pixmap.bytes == Self.reference(line, at: origin)
            let shaded = Self.drawn(line, at: origin, rasterizer: r, paint: gradient) == Self.reference(line, at: origin, paint: gradient)
            #expect(unnamed, "at \(x)")
            #expect(shaded, "at \(x)")
        }
    }

    @Test func aCacheEmptiedAllTheTimeStillDrawsRight() throws {
        // Five masks or one byte of coverage: nearly every insertion empties the cache.
        for r in [GlyphRasterizer(cacheCapacity: 5), GlyphRasterizer(cacheBytes: 1)] {
            for text in Self.texts {
                let line = try Self.line(text, size: 13, weight: 400)
                for x in Self.pens.prefix(12) {
                    let origin = Point(x, 22)
                    let expected = Self.reference(line, at: origin)
                    let first = Self.drawn(line, at: origin, rasterizer: r) == expected
                    let again = Self.drawn(line, at: origin, rasterizer: r) == expected
                    #expect(first && again, "\(text) at \(x)")
                }
            }
        }
    }

    @Test func theArenaStaysWithinItsBound() throws {
        // Just over one block: the cache starts new generations as labels of new sizes come in.
        let bound = CoverageArena.blockBytes + 1
        let r = GlyphRasterizer(cacheBytes: bound)
        var largest = 0
        for size in stride(from: 10.0, through: 60.0, by: 2.5) {
            let line = try Self.line("Save 20% today", size: size, weight: 400)
            let origin = Point(5.3, 32)
            let same = Self.drawn(line, at: origin, rasterizer: r) == Self.reference(line, at: origin)
            #expect(same, "size \(size)")
            largest = max(largest, r.cache.withTable { $0.arena.bytes })
        }
        // At most the bound plus the block that passed it.
        #expect(largest <= bound + CoverageArena.blockBytes)
    }

    @Test func manyThreadsDrawingTheSameLinesAgree() throws {
        let lines = try Self.texts.map { try Self.line($0, size: 14) }
        let expected = lines.map { Self.reference($0, at: Point(5.3, 20)) }
        let shared = GlyphRasterizer(cacheCapacity: 40)   // small: evictions while others draw
        let failures = Atomic<Int>(0)
        DispatchQueue.concurrentPerform(iterations: 8) { t in
            for round in 0..<20 {
                let i = (t + round) % lines.count
                if Self.drawn(lines[i], at: Point(5.3, 20), rasterizer: shared) != expected[i] {
                    failures.add(1, ordering: .relaxed)
                }
            }
        }
        #expect(failures.load(ordering: .relaxed) == 0)
    }

    @Test func serialsTellLinesApartButNotValues() throws {
        let a = try Self.line("Add to cart"), b = try Self.line("Add to cart", size: 15.5)
        #expect(a.serial != b.serial)
        // The same layout from the layout cache keeps its serial; an equal line laid out anew is
        // equal as a value.
        #expect(try Self.line("Add to cart").serial == a.serial)
        let fresh = Typesetter(registry: FontRegistry(folders: [TestFonts.fontsFolder], diagnostics: TypesettingDiagnostics()))
        let again = try #require(try fresh.layout("Add to cart", style: TestFonts.lexend(15, weight: 600)).lines.first)
        #expect(again.serial != a.serial)
        #expect(again == a)
    }
}
