import DescriptionModel
import DescriptionFormat
import Typesetting

/// The typefaces the design systems name, and the requests they make. IDS names Instacart Sans,
/// licensed and not bundled; the ds and web tokens name SF Pro, Apple's, not bundled either. The
/// bundled Lexend Deca stands in for both at the requested weight until a team drops the real
/// fonts into Fonts/ (the stand-in is announced once, so no golden silently changes font).
package struct DesignSystemFont: Hashable, Sendable {
    /// "IDS Text Regular", as `pixelproof fonts` lists it.
    package let name: String
    package let request: FontRequest

    package static let ids: [DesignSystemFont] = [
        DesignSystemFont(name: "IDS Subhead SemiBold", request: FontRequest(family: "Instacart Sans Subhead", weight: 600)),
        DesignSystemFont(name: "IDS Text Regular", request: FontRequest(family: "Instacart Sans Text", weight: 400)),
        DesignSystemFont(name: "IDS Text SemiBold", request: FontRequest(family: "Instacart Sans Text", weight: 600)),
    ]

    package static let ds: [DesignSystemFont] = [("Light", 300.0), ("Regular", 400), ("Medium", 500)].map {
        DesignSystemFont(name: "DS \($0.0)", request: FontRequest(family: "SF Pro", weight: $0.1))
    }

    package static let web: [DesignSystemFont] = [("normal", 400.0), ("medium", 500), ("semibold", 600), ("bold", 700)].map {
        DesignSystemFont(name: "Web \($0.0)", request: FontRequest(family: "SF Pro", weight: $0.1))
    }

    package static let all = ids + ds + web
}

/// The design systems' font rules, for every font registry that renders their components.
package enum DesignSystemFonts {
    package static let substitution = FontSubstitution(rules: [
        // Instacart Sans Text and Subhead may be installed as those families or as one
        // "Instacart Sans" family (see Fonts/README.md).
        .init(familyPrefixes: ["Instacart Sans"], alsoTry: "Instacart Sans", standIn: FontLocations.bundledFamily,
              message: "Instacart Sans not installed, using Lexend Deca"),
        .init(familyPrefixes: ["SF Pro", "-apple-system", "system-ui"], standIn: FontLocations.bundledFamily,
              message: "SF Pro not installed, using Lexend Deca"),
        // The other system designs a SwiftUI `Font.system(_:design:)` asks for.
        .init(familyPrefixes: ["SF Mono"], standIn: FontLocations.bundledFamily,
              message: "SF Mono not installed, using Lexend Deca (not monospaced)"),
        .init(familyPrefixes: ["New York"], standIn: FontLocations.bundledFamily,
              message: "New York not installed, using Lexend Deca"),
    ])
}
