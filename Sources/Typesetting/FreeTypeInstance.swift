import CFreeType
import Raster

/// One FreeType library and face over a shared `FontBlob`, set to one pixel size and one
/// variation instance. Not Sendable on purpose: an `FT_Face` crashes when two threads use it at
/// once (an FT_Face is not thread-safe), so each task opens its own (≈10–15 µs from memory) and drops it.
///
/// Order matters (FreeType applies a size to the current coordinates): size first, then design coordinates; nothing is changed afterwards.
final class FreeTypeInstance {
    private let library: FT_Library
    let face: FT_Face
    /// Kept alive while FreeType reads from its bytes.
    private let blob: FontBlob

    /// - Parameters: `pixelSize` in device px (fractional sizes kept to 1/64 px);
    ///   `coordinates` one design coordinate per axis, in the font's axis order.
    init(blob: FontBlob, pixelSize: Double, coordinates: [Double]) throws(FontError) {
        self.blob = blob
        var lib: FT_Library?
        guard FT_Init_FreeType(&lib) == 0, let lib else { throw .freeType(call: "FT_Init_FreeType", code: -1) }
        var ftFace: FT_Face?
        let err = FT_New_Memory_Face(lib, blob.bytes.baseAddress, FT_Long(blob.bytes.count), FT_Long(blob.faceIndex), &ftFace)
        guard err == 0, let ftFace else {
            FT_Done_FreeType(lib)
            throw .freeType(call: "FT_New_Memory_Face", code: Int(err))
        }
        library = lib
        face = ftFace
        // FT_Set_Char_Size takes 26.6 points; at 72 dpi one point is one pixel.
        let size26 = FT_F26Dot6(max(1, (pixelSize * 64).rounded()))
        let sizeErr = FT_Set_Char_Size(face, 0, size26, 72, 72)
        guard sizeErr == 0 else {
            FT_Done_Face(face); FT_Done_FreeType(lib)
            throw .freeType(call: "FT_Set_Char_Size", code: Int(sizeErr))
        }
        if !coordinates.isEmpty, cft_has_multiple_masters(face) != 0 {
            var fixed = coordinates.map { FT_Fixed(($0 * 65536).rounded()) }
            let varErr = FT_Set_Var_Design_Coordinates(face, FT_UInt(fixed.count), &fixed)
            guard varErr == 0 else {
                FT_Done_Face(face); FT_Done_FreeType(lib)
                throw .freeType(call: "FT_Set_Var_Design_Coordinates", code: Int(varErr))
            }
        }
    }

    deinit {
        FT_Done_Face(face)
        FT_Done_FreeType(library)
    }

    private static let loadFlags = FT_Int32(FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP)

    /// The unhinted advance of `glyph` in px, from FreeType (16.16 precision).
    func advance(of glyph: UInt32) -> Double? {
        var adv: FT_Fixed = 0
        guard FT_Get_Advance(face, FT_UInt(glyph), Self.loadFlags, &adv) == 0 else { return nil }
        return Double(adv) / 65536
    }

    /// The unhinted outline of `glyph` in px, origin on the baseline, y growing downward.
    func outline(of glyph: UInt32) -> Path? {
        guard FT_Load_Glyph(face, FT_UInt(glyph), Self.loadFlags) == 0 else { return nil }
        return OutlineDecomposer.path(of: &face.pointee.glyph.pointee.outline)
    }

    /// Grayscale coverage of `glyph` with its origin moved right by `subpixelOffset` px
    /// (a multiple of 1/64). Slight hinting moves outline points vertically only, so the
    /// horizontal shift after loading is still exact. The mask's `left`/`top` are relative to the integer pen position on
    /// the baseline (y down). Nil when FreeType cannot load the glyph.
    func coverage(of glyph: UInt32, subpixelOffset: Double, hinting: GlyphHinting = .none) -> CoverageMask? {
        guard FT_Load_Glyph(face, FT_UInt(glyph), hinting.loadFlags) == 0 else { return nil }
        let slot = face.pointee.glyph!
        // FT_GLYPH_FORMAT_OUTLINE is built by a macro Swift cannot import: the tag 'outl'.
        guard slot.pointee.format.rawValue == 0x6F75_746C else { return nil }
        FT_Outline_Translate(&slot.pointee.outline, FT_Pos((subpixelOffset * 64).rounded()), 0)
        guard FT_Render_Glyph(slot, FT_RENDER_MODE_NORMAL) == 0 else { return nil }
        let bitmap = slot.pointee.bitmap
        let width = Int(bitmap.width), height = Int(bitmap.rows)
        guard width > 0, height > 0, let buffer = bitmap.buffer,
              bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_GRAY.rawValue) else {
            return CoverageMask(width: 0, height: 0, left: 0, top: 0, coverage: [])
        }
        let pitch = Int(bitmap.pitch)
        var bytes = [UInt8](repeating: 0, count: width * height)
        bytes.withUnsafeMutableBufferPointer { out in
            for row in 0..<height {
                // A negative pitch means the rows are stored bottom-up.
                let src = pitch >= 0 ? buffer + row * pitch : buffer + (height - 1 - row) * (-pitch)
                for col in 0..<width { out[row &* width &+ col] = src[col] }
            }
        }
        return CoverageMask(width: width, height: height, left: Int(slot.pointee.bitmap_left),
                            top: -Int(slot.pointee.bitmap_top), coverage: bytes)
    }
}
