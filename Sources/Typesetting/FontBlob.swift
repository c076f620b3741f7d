import CHarfBuzz

/// The bytes of one font file, read once and never mutated, plus the HarfBuzz face over them.
///
/// Shared by every thread: HarfBuzz faces and fonts are safe to use from many threads once made
/// immutable, and FreeType faces are opened per task over these same bytes with
/// `FT_New_Memory_Face` (which does not copy them). That is why this class may be `@unchecked
/// Sendable`: nothing in it changes after `init`.
package final class FontBlob: @unchecked Sendable {
    /// The file's bytes (owned; freed in `deinit`).
    let bytes: UnsafeMutableBufferPointer<UInt8>
    /// Index of the face inside a collection (.ttc); 0 for a plain font file.
    let faceIndex: Int
    /// Immutable HarfBuzz face; also used for name, axis and metric queries.
    let hbFace: OpaquePointer
    /// An immutable HarfBuzz font at the default instance, used only for cmap look-ups.
    let cmapFont: OpaquePointer

    init(bytes source: [UInt8], faceIndex: Int) {
        bytes = .allocate(capacity: max(source.count, 1))
        _ = bytes.initialize(from: source)
        self.faceIndex = faceIndex
        let blob = hb_blob_create(UnsafeRawPointer(bytes.baseAddress!).assumingMemoryBound(to: CChar.self),
                                  UInt32(source.count), HB_MEMORY_MODE_READONLY, nil, nil)
        hbFace = hb_face_create(blob, UInt32(faceIndex))
        hb_blob_destroy(blob)          // the face keeps its own reference
        hb_face_make_immutable(hbFace)
        cmapFont = hb_font_create(hbFace)
        hb_font_make_immutable(cmapFont)
    }

    deinit {
        hb_font_destroy(cmapFont)
        hb_face_destroy(hbFace)
        bytes.deallocate()
    }

    /// The glyph the font's cmap maps `scalar` to, or nil when the font has none.
    func nominalGlyph(_ scalar: Unicode.Scalar) -> UInt32? {
        var glyph: hb_codepoint_t = 0
        return hb_font_get_nominal_glyph(cmapFont, scalar.value, &glyph) != 0 ? glyph : nil
    }

    var glyphCount: Int { Int(hb_face_get_glyph_count(hbFace)) }
    var unitsPerEm: Int { Int(hb_face_get_upem(hbFace)) }
}
