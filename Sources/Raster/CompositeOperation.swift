/// How a layer's colours combine with what is behind it: the W3C Compositing and Blending
/// Level 1 modes (SwiftUI's and Figma's names), `plusLighter` (CSS `plus-lighter`: Porter-Duff
/// plus, clamped) and `plusDarker` (Core Graphics: `max(0, 1 − ((1 − D) + (1 − S)))`, Figma's
/// LINEAR_BURN). Every mode but the two plus modes is source-over compositing with the blend
/// function B(Cb, Cs) mixed in where both are present:
/// co = cs·(1 − αb) + cb·(1 − αs) + αs·αb·B(Cb, Cs), αo = αs + αb·(1 − αs).
/// The formulas themselves are in BlendFormula.swift, one type a mode. Named as the HTML canvas names
/// the same mix of blend modes and Porter-Duff operators (`globalCompositeOperation`); SwiftUI's
/// `BlendMode` is PixelproofUI's.
public enum CompositeOperation: String, CaseIterable, Hashable, Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity, plusDarker, plusLighter
}
