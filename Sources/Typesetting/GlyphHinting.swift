import CFreeType

/// How glyph outlines are fitted to the pixel grid before rendering.
///
/// `.none` is the product's rule (no hinting): outlines exactly as designed, as Chromium draws them on Linux.
/// `.slight` is what headless Chromium on this Debian machine actually draws: its
/// `--font-render-hinting=none` switch is ignored in headless mode (screenshots with none, slight,
/// medium and full are byte-identical) and fontconfig's default `10-hinting-slight.conf` applies,
/// i.e. Skia's `SkFontHinting::kSlight` = FreeType's light auto-hinter: vertical-only snapping of
/// x-height, cap-height and baseline edges; advances and horizontal positions are unchanged.
/// docs/TEXT.md gives the measurements (`scripts/text-vs-chromium`).
package enum GlyphHinting: String, Hashable, Sendable, CaseIterable {
    case none
    case slight

    var loadFlags: FT_Int32 {
        switch self {
        case .none:
            return FT_Int32(FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP)
        case .slight:
            // FT_LOAD_TARGET_LIGHT is a function-like macro: (FT_RENDER_MODE_LIGHT & 15) << 16.
            return FT_Int32(FT_LOAD_NO_BITMAP | FT_LOAD_FORCE_AUTOHINT) | FT_Int32(FT_RENDER_MODE_LIGHT.rawValue << 16)
        }
    }
}
