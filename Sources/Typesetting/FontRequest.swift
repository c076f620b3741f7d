/// What a piece of text asks for: a family by name and a weight (CSS 1…1000).
public struct FontRequest: Hashable, Sendable, CustomStringConvertible {
    public var family: String
    public var weight: Double
    public var italic: Bool

    public init(family: String, weight: Double = 400, italic: Bool = false) {
        self.family = family; self.weight = weight; self.italic = italic
    }

    public var description: String { "\(family) \(FontAxis.format(weight))" + (italic ? " italic" : "") }
}

/// The face a request resolved to, and the weight to draw it at (the `wght` coordinate of a
/// variable face, or the static face's own weight).
public struct ResolvedFont: Hashable, Sendable, CustomStringConvertible {
    public let face: FontFace
    public let weight: Double
    /// The request, as asked.
    public let request: FontRequest
    /// True when the requested family is not installed and a stand-in is drawn instead.
    public let isStandIn: Bool
    /// Faces tried, in order, for characters `face` lacks: the registry's other families, then
    /// the system's (read only when a character first needs them).
    public var fallbacks: [FontFace] { otherFamilies + systemFallbacks.faces }
    let otherFamilies: [FontFace]
    let systemFallbacks: SystemFallbackFaces

    public var description: String {
        let at = face.isVariable ? " wght \(FontAxis.format(weight))" : ""
        return "\(face.family) \(face.style)\(at)" + (isStandIn ? " (stand-in for \(request.family))" : "")
    }

    public static func == (a: ResolvedFont, b: ResolvedFont) -> Bool {
        a.face == b.face && a.weight == b.weight && a.request == b.request
    }
    public func hash(into h: inout Hasher) { h.combine(face); h.combine(weight) }
}
