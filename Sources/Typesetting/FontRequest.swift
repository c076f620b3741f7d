/// What a piece of text asks for: a family by name and a weight (CSS 1…1000).
package struct FontRequest: Hashable, Sendable, CustomStringConvertible {
    package var family: String
    package var weight: Double
    package var italic: Bool

    package init(family: String, weight: Double = 400, italic: Bool = false) {
        self.family = family; self.weight = weight; self.italic = italic
    }

    package var description: String { "\(family) \(FontAxis.format(weight))" + (italic ? " italic" : "") }
}

/// The face a request resolved to, and the weight to draw it at (the `wght` coordinate of a
/// variable face, or the static face's own weight).
package struct ResolvedFont: Hashable, Sendable, CustomStringConvertible {
    package let face: FontFace
    package let weight: Double
    /// The request, as asked.
    package let request: FontRequest
    /// True when the requested family is not installed and a stand-in is drawn instead.
    package let isStandIn: Bool
    /// Faces tried, in order, for characters `face` lacks: the registry's other families, then
    /// the system's (read only when a character first needs them).
    package var fallbacks: [FontFace] { otherFamilies + systemFallbacks.faces(nearestTo: request.weight) }
    let otherFamilies: [FontFace]
    let systemFallbacks: SystemFallbackFaces

    package var description: String {
        let at = face.isVariable ? " wght \(FontAxis.format(weight))" : ""
        return "\(face.family) \(face.style)\(at)" + (isStandIn ? " (stand-in for \(request.family))" : "")
    }

    package static func == (a: ResolvedFont, b: ResolvedFont) -> Bool {
        a.face == b.face && a.weight == b.weight && a.request == b.request
    }
    package func hash(into h: inout Hasher) { h.combine(face); h.combine(weight) }
}
