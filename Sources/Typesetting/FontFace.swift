import CFreeType
import CHarfBuzz

/// A variation axis of a variable font, in design units (e.g. `wght` 100…900).
package struct FontAxis: Hashable, Sendable, CustomStringConvertible {
    package var tag: String
    package var minimum: Double
    package var defaultValue: Double
    package var maximum: Double

    package func clamp(_ value: Double) -> Double { min(max(value, minimum), maximum) }

    package var description: String {
        "\(tag) \(FontAxis.format(minimum))-\(FontAxis.format(maximum)) (default \(FontAxis.format(defaultValue)))"
    }

    static func format(_ v: Double) -> String {
        v == v.rounded() ? String(Int(v)) : String(v)
    }
}

/// One face found in a font file, identified by what the file says about itself (its name table,
/// OS/2 weight and variation axes), never by its file name.
package struct FontFace: Hashable, Sendable, CustomStringConvertible {
    /// Typographic family (name ID 16), else the legacy family (name ID 1).
    package let family: String
    /// Typographic subfamily (name ID 17), else the legacy style (name ID 2).
    package let style: String
    /// OS/2 usWeightClass of the default instance.
    package let weight: Int
    package let isItalic: Bool
    package let axes: [FontAxis]
    package let path: String
    package let faceIndex: Int
    package let unitsPerEm: Int
    /// Ascender and descender (positive down) as fractions of the em, as FreeType reports them
    /// (hhea first, like Skia on Linux). Lexend Deca: 1.0 and 0.25.
    package let ascent: Double
    package let descent: Double
    /// Where an underline and a strikethrough go and how thick they are, as fractions of the em
    /// (positions below the baseline positive, y down): the post table's underline, OS/2's
    /// strikeout, as Core Text reads them for `underline` and `strikethrough`.
    package let decorations: TextDecorationMetrics

    let blob: FontBlob

    /// A stable identity for caches: the file and the face inside it.
    package var id: String { "\(path)#\(faceIndex)" }
    package var isVariable: Bool { !axes.isEmpty }

    /// Whether the face's substitution table (GSUB) has the OpenType feature `tag`.
    func hasLayoutFeature(_ tag: String) -> Bool {
        let wanted = hb_tag_from_string(tag, -1), table = hb_tag_from_string("GSUB", -1)
        var tags = [hb_tag_t](repeating: 0, count: 64)
        var start: UInt32 = 0
        while true {
            var count = UInt32(tags.count)
            _ = hb_ot_layout_table_get_feature_tags(blob.hbFace, table, start, &count, &tags)
            if tags.prefix(Int(count)).contains(wanted) { return true }
            guard count == UInt32(tags.count) else { return false }
            start += count
        }
    }
    package var weightAxis: FontAxis? { axes.first { $0.tag == "wght" } }

    package var description: String {
        "\(family) \(style)" + (axes.isEmpty ? "" : " [" + axes.map(\.description).joined(separator: ", ") + "]")
    }

    package static func == (a: FontFace, b: FontFace) -> Bool { a.id == b.id }
    package func hash(into h: inout Hasher) { h.combine(id) }

    /// Weights this face can draw without synthesis.
    package var weightRange: ClosedRange<Double> {
        if let axis = weightAxis { return axis.minimum...axis.maximum }
        return Double(weight)...Double(weight)
    }

    /// Whether the face's cmap has a glyph for `scalar`.
    package func hasGlyph(for scalar: Unicode.Scalar) -> Bool { blob.nominalGlyph(scalar) != nil }

    /// Design coordinates for every axis, with `wght` set to `weight` (clamped) and the rest at default.
    func coordinates(weight: Double) -> [Double] {
        axes.map { $0.tag == "wght" ? $0.clamp(weight) : $0.defaultValue }
    }

    /// Opens every face in the bytes of one file. Throws `FontError.unreadableFont` when neither
    /// HarfBuzz nor FreeType can make sense of it.
    static func load(bytes: [UInt8], path: String) throws(FontError) -> [FontFace] {
        guard bytes.count >= 12 else { throw .unreadableFont(path: path, reason: "the file is only \(bytes.count) bytes") }
        let count: Int = bytes.withUnsafeBufferPointer { raw in
            let blob = hb_blob_create(UnsafeRawPointer(raw.baseAddress!).assumingMemoryBound(to: CChar.self),
                                      UInt32(raw.count), HB_MEMORY_MODE_READONLY, nil, nil)
            defer { hb_blob_destroy(blob) }
            return Int(hb_face_count(blob))
        }
        guard count > 0 else { throw .unreadableFont(path: path, reason: "no OpenType/TrueType face in it") }
        var faces: [FontFace] = []
        for index in 0..<min(count, 64) {
            faces.append(try FontFace(blob: FontBlob(bytes: bytes, faceIndex: index), path: path))
        }
        return faces
    }

    private init(blob: FontBlob, path: String) throws(FontError) {
        guard blob.glyphCount > 0 else { throw .unreadableFont(path: path, reason: "HarfBuzz finds no glyphs") }
        self.blob = blob
        self.path = path
        self.faceIndex = blob.faceIndex
        self.unitsPerEm = blob.unitsPerEm
        // Axes, in the font's order (FreeType's design coordinates use the same order).
        var axisCount: UInt32 = hb_ot_var_get_axis_count(blob.hbFace)
        var infos = [hb_ot_var_axis_info_t](repeating: hb_ot_var_axis_info_t(), count: Int(axisCount))
        _ = hb_ot_var_get_axis_infos(blob.hbFace, 0, &axisCount, &infos)
        axes = infos.prefix(Int(axisCount)).map {
            FontAxis(tag: FontFace.tagString($0.tag), minimum: Double($0.min_value),
                     defaultValue: Double($0.default_value), maximum: Double($0.max_value))
        }
        // FreeType must open it too (it draws the glyphs), and gives the metrics Skia uses.
        let ft = try FreeTypeInstance(blob: blob, pixelSize: 16, coordinates: [])
        let rec = ft.face.pointee
        let upem = Double(max(1, Int(rec.units_per_EM)))
        ascent = Double(rec.ascender) / upem
        descent = -Double(rec.descender) / upem
        let ftFamily = rec.family_name.map { String(cString: $0) } ?? ""
        let ftStyle = rec.style_name.map { String(cString: $0) } ?? ""
        family = FontFace.name(blob, 16) ?? FontFace.name(blob, 1) ?? (ftFamily.isEmpty ? "Unnamed" : ftFamily)
        style = FontFace.name(blob, 17) ?? FontFace.name(blob, 2) ?? (ftStyle.isEmpty ? "Regular" : ftStyle)
        // FreeType gives the centre of the underline (the post table's top, moved down by half
        // the thickness); OS/2 gives the top of the strikeout. Both become tops, y down.
        var decorations = TextDecorationMetrics(
            underlinePosition: -Double(rec.underline_position) / upem - Double(rec.underline_thickness) / upem / 2,
            underlineThickness: Double(rec.underline_thickness) / upem)
        if let os2 = FT_Get_Sfnt_Table(ft.face, FT_SFNT_OS2)?.assumingMemoryBound(to: TT_OS2.self) {
            weight = Int(os2.pointee.usWeightClass)
            isItalic = os2.pointee.fsSelection & 1 != 0
            if os2.pointee.yStrikeoutSize > 0 {
                decorations.strikethroughPosition = -Double(os2.pointee.yStrikeoutPosition) / upem
                decorations.strikethroughThickness = Double(os2.pointee.yStrikeoutSize) / upem
            }
        } else {
            weight = style.lowercased().contains("bold") ? 700 : 400
            isItalic = style.lowercased().contains("italic") || style.lowercased().contains("oblique")
        }
        self.decorations = decorations
    }

    private static func name(_ blob: FontBlob, _ id: UInt32) -> String? {
        var size: UInt32 = 256
        var buffer = [CChar](repeating: 0, count: 257)
        let total = hb_ot_name_get_utf8(blob.hbFace, id, nil, &size, &buffer)
        guard total > 0 else { return nil }
        let text = String(decoding: buffer.prefix(Int(size)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return text.isEmpty ? nil : text
    }

    static func tagString(_ tag: hb_tag_t) -> String {
        let bytes = [UInt8(tag >> 24 & 0xff), UInt8(tag >> 16 & 0xff), UInt8(tag >> 8 & 0xff), UInt8(tag & 0xff)]
        return String(decoding: bytes, as: UTF8.self)
    }
}
