import PixelDiff
/// Works out the scale (1x, 2x, 3x) a Figma export was made at: from its pHYs chunk (Figma
/// writes 72 dpi times the scale), else from its size against the component's logical size.
package enum ExportScale {
    package static let candidates = [1, 2, 3]

    /// - Parameters:
    ///   - pHYsScale: what the file's pHYs chunk says (PNGImageFile.scale), if anything.
    ///   - width, height: the export's size in pixels.
    ///   - logicalWidth, logicalHeight: the component's size in logical px, when known.
    /// - Returns: the scale, or nil when neither source decides it.
    package static func detect(pHYsScale: Int?, width: Int, height: Int,
                              logicalWidth: Double? = nil, logicalHeight: Double? = nil) -> Int? {
        if let s = pHYsScale, candidates.contains(s) { return s }
        guard let lw = logicalWidth, lw > 0 else { return nil }
        // The scale whose logical size rounds (CSS snapping) closest to the export's; within a pixel.
        var best: (scale: Int, error: Double)?
        for s in candidates {
            var error = abs(Double(width) - lw * Double(s))
            if let lh = logicalHeight, lh > 0 { error = max(error, abs(Double(height) - lh * Double(s))) }
            if error <= 1.0 + Double(s) * 0.5, best == nil || error < best!.error { best = (s, error) }
        }
        return best?.scale
    }

    /// The scale a file's name gives (`card@2x.png` → 2), as Figma, Xcode and Pixelproof's goldens
    /// name them; nil without a `@Nx` before the extension.
    public static func named(_ path: String) -> Int? {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), let at = name[..<dot].lastIndex(of: "@"),
              name[name.index(before: dot)] == "x" || name[name.index(before: dot)] == "X" else { return nil }
        return Int(name[name.index(after: at)..<name.index(before: dot)]).flatMap { $0 >= 1 ? $0 : nil }
    }
}
