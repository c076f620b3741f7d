/// A coverage mask seen where its owner keeps it (a glyph cache's arena), with its top-left
/// corner relative to an origin that is given when it is drawn (a label's pen position).
///
/// Why not a `CoverageMask`: copying one out of a shared cache retains its coverage array, an
/// atomic operation per glyph drawn, and a label's masks could not be kept once and drawn at
/// any position. This is plain data: whoever hands it out keeps the bytes alive while it is drawn.
package struct PlacedCoverage {
    /// `width * height` bytes, rows top to bottom.
    package var coverage: UnsafePointer<UInt8>
    /// Device pixels from the origin to the mask's top-left corner.
    package var left: Int
    package var top: Int
    package var width: Int32
    package var height: Int32

    package init(coverage: UnsafePointer<UInt8>, left: Int, top: Int, width: Int, height: Int) {
        self.coverage = coverage; self.left = left; self.top = top
        self.width = Int32(width); self.height = Int32(height)
    }
}
