import CPrefetch

/// A solid colour composited straight from a fill's accumulated cells (the non-zero rule), row by
/// row in one pass: Raster's `Canvas.fillFlat` for a solid colour. Written once and compiled twice
/// like the conic chunk (ConicChunk.swift): `solidCover` is inlined into Raster, and
/// `solidCoverWide` is the same loop compiled in this module, for AVX2 CPUs in Linux x86-64
/// release builds.
///
/// Each row is walked block by block (eight cells, `CellGrid`'s touched flags): a run of untouched
/// blocks has one coverage, the running sum's byte, and is skipped at 0, stored at 255 of an opaque
/// colour, blended at that constant coverage otherwise; a touched block is summed in registers
/// (`resolveNonZero`'s serial additions), its eight coverage bytes blended into its eight pixels at
/// once (`SpanLanes.eight`), its cells and flag cleared. Nothing goes through memory between the
/// resolve and the blend: no coverage row, no list of spans, no second walk of the row, and one
/// call a fill. (Blend2D composites from its cell buffer the same way.) The row's last block, where
/// the width is not a multiple of eight, goes through `resolveNonZero` into `scratch` and
/// `blendQuads` (its cells past the row are the next row's). The sums are the same Float additions
/// in the same order as resolving the row first, and the blend's integers are exact at any
/// width, so the bytes are those of Raster's resolve-then-blend route (CoverFillTests).

/// Composites the premultiplied colour `s` through the non-zero coverage of every row of `grid` onto
/// `target` (the box's top-left pixel; rows `targetStride` pixels apart, each with `room` pixels
/// after the box, which the last block may read and write back unchanged), clearing the cells and
/// flags for the next fill. Before each row, the target row `ahead` rows below is prefetched.
/// `scratch`: room for `grid.width` coverage bytes.
@_alwaysEmitIntoClient @inline(always)
package func solidCover(_ grid: CellGrid, _ target: UnsafeMutablePointer<UInt32>, targetStride: Int, room: Int,
                        _ s: UInt32, ahead: Int, scratch: UnsafeMutablePointer<UInt8>) {
    let source8 = unsafeBitCast(SIMD8<UInt32>(repeating: s), to: SIMD16<UInt16>.self)
    var row = 0
    while row < grid.height {
        let d = target + row &* targetStride
        if row &+ ahead < grid.height {
            prefetchForWrite(UnsafeMutableRawPointer(d + ahead &* targetStride), count: grid.width &* 4)
        }
        solidCoverRow(grid.cells + row &* grid.stride, grid.flags + row &* grid.blocksPerRow, width: grid.width,
                      blocksPerRow: grid.blocksPerRow, d, s, source8, room: room, scratch: scratch)
        row &+= 1
    }
}

/// `solidCover` compiled in this module: for AVX2 CPUs in Linux x86-64 release builds (see
/// `compiledForAVX2`), the baseline elsewhere. Raster calls it only after `CPUFeatures`' check.
@inline(never)
package func solidCoverWide(_ grid: CellGrid, _ target: UnsafeMutablePointer<UInt32>, targetStride: Int, room: Int,
                            _ s: UInt32, ahead: Int, scratch: UnsafeMutablePointer<UInt8>) {
    solidCover(grid, target, targetStride: targetStride, room: room, s, ahead: ahead, scratch: scratch)
}

/// One row of `solidCover`: the cells `line` (`width` + 2), their flags (`blocksPerRow`), the
/// target pixels `d`; `source8` is `s` in eight pixels' lanes.
@_alwaysEmitIntoClient @inline(always)
package func solidCoverRow(_ line: UnsafeMutablePointer<Float>, _ flags: UnsafeMutablePointer<UInt8>, width: Int,
                           blocksPerRow: Int, _ d: UnsafeMutablePointer<UInt32>, _ s: UInt32, _ source8: SIMD16<UInt16>,
                           room: Int, scratch: UnsafeMutablePointer<UInt8>) {
    let blocks = (width &+ 7) &>> 3, whole = width &>> 3
    let opaque = s >= 0xFF00_0000          // a translucent colour has no plain-store case
    var sum: Float = 0
    var block = 0
    while block < blocks {
        let start = block &<< 3
        if flags[block] == 0 {
            // A run of untouched blocks: one coverage.
            let b = untouchedRunEnd(flags, from: block &+ 1, blocks: blocks)
            let end = b &<< 3 < width ? b &<< 3 : width
            let m = nonZeroByte(sum)
            if m == 0 {
            } else if opaque && m == 255 {
                fillSpan(d + start, end &- start, s)
            } else {
                blendConstantSpan(d + start, end &- start, SpanLanes.scale(s, UInt32(m)))
            }
            block = b
        } else {
            flags[block] = 0
            if block < whole {
                let c = UnsafeRawPointer(line + start).loadUnaligned(as: SIMD8<Float>.self)
                let s0 = sum + c[0], s1 = s0 + c[1], s2 = s1 + c[2], s3 = s2 + c[3]
                let s4 = s3 + c[4], s5 = s4 + c[5], s6 = s5 + c[6], s7 = s6 + c[7]
                sum = s7
                UnsafeMutableRawPointer(line + start).storeBytes(of: SIMD8<Float>(), as: SIMD8<Float>.self)
                SpanLanes.eight(d + start, nonZeroBytes(SIMD8(s0, s1, s2, s3, s4, s5, s6, s7)), source8, opaque: opaque)
            } else {
                sum = resolveNonZero(line, start, width, from: sum, into: scratch)
                blendQuads(d + start, scratch + start, width &- start, s, room: room)
            }
            block &+= 1
        }
    }
    clearPastRow(line, flags, width: width, blocks: blocks, blocksPerRow: blocksPerRow)
}

/// Asks for every cache line of `count` bytes from `p`, for a write soon (a hint: any address is
/// allowed; Raster's `RowPrefetch` says why the fills prefetch).
@_alwaysEmitIntoClient @inline(always)
package func prefetchForWrite(_ p: UnsafeMutableRawPointer, count: Int) {
    var offset = 0
    while offset < count {
        cprefetch_for_write(p + offset)
        offset &+= 64                      // the cache line of x86-64 and ARM64 cores
    }
    // The last line, when `p` is not at a line's start.
    cprefetch_for_write(p + (count &- 1))
}
