/// The typefaces the design systems name, and the requests they make. IDS names Instacart Sans
/// (not bundled; Lexend Deca stands in at the same weight, RESOLVED.md "Fonts"); the DS and web
/// tokens name SF Pro, which is not bundled either.
public struct DesignSystemFont: Hashable, Sendable {
    /// "IDS Text Regular", as `pixelproof fonts` lists it.
    public let name: String
    public let request: FontRequest

    public static let ids: [DesignSystemFont] = [
        DesignSystemFont(name: "IDS Subhead SemiBold", request: FontRequest(family: "Instacart Sans Subhead", weight: 600)),
        DesignSystemFont(name: "IDS Text Regular", request: FontRequest(family: "Instacart Sans Text", weight: 400)),
        DesignSystemFont(name: "IDS Text SemiBold", request: FontRequest(family: "Instacart Sans Text", weight: 600)),
    ]

    public static let ds: [DesignSystemFont] = [("Light", 300.0), ("Regular", 400), ("Medium", 500)].map {
        DesignSystemFont(name: "DS \($0.0)", request: FontRequest(family: "SF Pro", weight: $0.1))
    }

    public static let web: [DesignSystemFont] = [("normal", 400.0), ("medium", 500), ("semibold", 600), ("bold", 700)].map {
        DesignSystemFont(name: "Web \($0.0)", request: FontRequest(family: "SF Pro", weight: $0.1))
    }

    public static let all = ids + ds + web
}
