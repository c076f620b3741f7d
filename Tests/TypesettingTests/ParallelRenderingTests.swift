import Foundation
import Raster
import Testing
@testable import Typesetting
import Values

/// Rendering 100 labels in parallel (layout and glyph masks, shared caches) gives the same
/// masks as rendering them one after another with fresh caches. Each side gets its own registry,
/// so its layout cache starts empty and the layouts too are computed concurrently.
struct ParallelRenderingTests {
    static let labels: [String] = (0..<100).map { i in
        ["Add to cart", "Continue", "Buy it again", "Office supplies", "Details", "AVA Waffles",
         "Save $\(i).99 today", "Checkout (\(i))", "Fresh produce", "Deliver by 5:30 pm"][i % 10] + " \(i)"
    }

    static func freshTypesetter() -> Typesetter {
        Typesetter(registry: FontRegistry(folders: [TestFonts.fontsFolder], diagnostics: TypesettingDiagnostics()))
    }

    static func render(_ label: String, index: Int, rasterizer: GlyphRasterizer,
                       typesetter: Typesetter = TestFonts.typesetter) -> [CoverageMask] {
        let weight = [400.0, 600.0, 300.0][index % 3]
        let style = TestFonts.lexend([12.0, 14.0, 18.0][index % 3], weight: weight, lineHeight: 24)
        guard let layout = try? typesetter.layout(label, style: style,
                                                            options: .singleLine(width: 120), scale: Double(1 + index % 2))
        else { return [] }
        return rasterizer.masks(for: layout, at: Point(Double(index % 4) * 0.3, 0))
    }

    @Test func parallelEqualsSerial() async throws {
        let serialRasterizer = GlyphRasterizer(), serialTypesetter = Self.freshTypesetter()
        let serial = Self.labels.enumerated().map {
            Self.render($1, index: $0, rasterizer: serialRasterizer, typesetter: serialTypesetter)
        }
        let shared = GlyphRasterizer(), sharedTypesetter = Self.freshTypesetter()
        let parallel = await withTaskGroup(of: (Int, [CoverageMask]).self) { group in
            for (i, label) in Self.labels.enumerated() {
                group.addTask { (i, Self.render(label, index: i, rasterizer: shared, typesetter: sharedTypesetter)) }
            }
            var out = [[CoverageMask]](repeating: [], count: Self.labels.count)
            for await (i, masks) in group { out[i] = masks }
            return out
        }
        #expect(serial.allSatisfy { !$0.isEmpty })
        #expect(parallel == serial)
    }

    @Test func manyThreadsOnOneCacheDoNotCrashAndAgree() throws {
        let shared = GlyphRasterizer(cacheCapacity: 64)   // small: forces evictions under contention
        let results = UnsafeMutableBufferPointer<Int>.allocate(capacity: 8)
        defer { results.deallocate() }
        let box = ResultBox(results)
        let typesetter = Self.freshTypesetter()
        DispatchQueue.concurrentPerform(iterations: 8) { t in
            var ink = 0
            for (i, label) in Self.labels.enumerated().prefix(40) {
                ink += TestMaskCanvas.ink(Self.render(label, index: i, rasterizer: shared, typesetter: typesetter))
            }
            box.set(t, ink)
        }
        #expect(Set(results).count == 1)
    }

    final class ResultBox: @unchecked Sendable {
        let buffer: UnsafeMutableBufferPointer<Int>
        init(_ b: UnsafeMutableBufferPointer<Int>) { buffer = b }
        func set(_ i: Int, _ v: Int) { buffer[i] = v }   // each thread writes its own slot
    }
}
