import Raster
import Testing
@testable import Typesetting
import Values

/// Glyph coverage: FreeType's grayscale renderer at quarter-pixel steps, its ink matching the
/// area of the outline we export, and whole-pixel moves moving the mask exactly.
struct GlyphCoverageTests {
    let style = TestFonts.lexend(18, weight: 400)

    @Test func subpixelPositionsQuantiseToQuarters() {
        #expect(SubpixelPosition(10.0) == SubpixelPosition(10.1))
        #expect(SubpixelPosition(10.13).step == 1)
        #expect(SubpixelPosition(10.37).step == 1)
        #expect(SubpixelPosition(10.38).step == 2)
        #expect(SubpixelPosition(10.9).pixel == 11)
        #expect(SubpixelPosition(10.9).step == 0)
        #expect(SubpixelPosition(-0.3).pixel == -1)
        #expect(SubpixelPosition(-0.3).step == 3)
    }

    @Test func quarterPixelMovesChangeCoverageAndWholePixelsMoveTheMask() throws {
        let layout = try TestFonts.typesetter.layout("o", style: style)
        let r = GlyphRasterizer()
        let at0 = try #require(r.masks(for: layout, at: .init(0, 0)).first)
        let atQuarter = try #require(r.masks(for: layout, at: .init(0.25, 0)).first)
        let at3 = try #require(r.masks(for: layout, at: .init(3, 2)).first)
        #expect(at0.coverage != atQuarter.coverage)
        #expect(at3.coverage == at0.coverage)
        #expect(at3.left == at0.left + 3 && at3.top == at0.top + 2)
    }

    @Test func inkEqualsTheOutlineArea() throws {
        // Independent check of masks against outlines: the coverage sum (px²) equals the area the
        // outline encloses (shoelace over the flattened curves) within 1 %.
        let layout = try TestFonts.typesetter.layout("C", style: style)
        let r = GlyphRasterizer()
        let ink = Double(TestMaskCanvas.ink(r.masks(for: layout, at: .init(0, 0)))) / 255
        let area = abs(Self.signedArea(r.outlines(for: layout, at: .init(0, 0))))
        #expect(area > 30)
        #expect(abs(ink - area) / area < 0.01, "ink \(ink) px², outline \(area) px²")
    }

    @Test func outlinesSitOnTheBaseline() throws {
        let layout = try TestFonts.typesetter.layout("H", style: TestFonts.lexend(20, lineHeight: 30))
        let bounds = try #require(GlyphRasterizer().outlines(for: layout, at: .init(10, 5)).controlBounds)
        #expect(abs(bounds.maxY - (5 + layout.firstBaseline)) < 0.01)
        #expect(bounds.minX > 10 && bounds.minX < 13)
    }

    @Test func cacheIsReusedForRepeatedLabels() throws {
        let layout = try TestFonts.typesetter.layout("Add to cart", style: style)
        let r = GlyphRasterizer()
        let first = r.masks(for: layout, at: .init(0, 0))
        let missesAfterFirst = r.cacheStatistics.misses
        let second = r.masks(for: layout, at: .init(0, 0))
        #expect(first == second)
        #expect(r.cacheStatistics.misses == missesAfterFirst)
        #expect(r.cacheStatistics.hits >= first.count)
    }

    /// Shoelace area of a path, quadratic and cubic segments flattened into 32 lines each.
    static func signedArea(_ path: Path) -> Double {
        var area = 0.0, current = Point.zero, start = Point.zero
        func line(_ p: Point) { area += current.x * p.y - p.x * current.y; current = p }
        for e in path.elements {
            switch e {
            case let .move(p): current = p; start = p
            case let .line(p): line(p)
            case let .quad(c, p):
                let p0 = current
                for i in 1...32 {
                    let t = Double(i) / 32, u = 1 - t
                    line(Point(u * u * p0.x + 2 * u * t * c.x + t * t * p.x, u * u * p0.y + 2 * u * t * c.y + t * t * p.y))
                }
            case let .cubic(c1, c2, p):
                let p0 = current
                for i in 1...32 {
                    let t = Double(i) / 32, u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    line(Point(a * p0.x + b * c1.x + c * c2.x + d * p.x, a * p0.y + b * c1.y + c * c2.y + d * p.y))
                }
            case .close: line(start)
            }
        }
        return area / 2
    }
}

/// Display-list glyph runs draw exactly like the layout they came from.
struct GlyphRunMaskTests {
    @Test func runsAtTheirBaselineEqualTheLayout() throws {
        let layout = try TestFonts.typesetter.layout("Add to cart", style: TestFonts.lexend(14, lineHeight: 20), scale: 2)
        let r = GlyphRasterizer()
        let line = try #require(layout.lines.first)
        let fromLayout = r.masks(for: layout, at: .init(3.3, 4))
        let fromRuns = r.masks(for: line.runs, at: .init(3.3, 4 + line.baseline), scale: 2)
        #expect(fromRuns == fromLayout)
    }
}

/// Repeated layouts come from the registry's cache and equal a fresh computation.
struct LayoutCacheTests {
    @Test func repeatedLayoutEqualsAFreshOne() throws {
        let style = TestFonts.lexend(14, lineHeight: 20)
        let options = TextLayoutOptions(maxWidth: 80, wraps: true)
        let first = try TestFonts.typesetter.layout("Add to cart now", style: style, options: options, scale: 2)
        let again = try TestFonts.typesetter.layout("Add to cart now", style: style, options: options, scale: 2)
        let fresh = try ParallelRenderingTests.freshTypesetter().layout("Add to cart now", style: style, options: options, scale: 2)
        #expect(again == first)
        #expect(fresh == first)
        let other = try TestFonts.typesetter.layout("Add to cart now", style: style, options: options, scale: 1)
        #expect(other != first)
    }
}
