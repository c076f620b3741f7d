/// The variants of a symbol an `Image(systemName:)` asks for (`.symbolVariant(.circle.fill)`):
/// "heart" drawn as "heart.circle.fill" where the table or the icon folder has that name, else
/// as "heart", as SwiftUI falls back to the symbol without the variant.
public struct SymbolVariants: Hashable, Sendable {
    /// The enclosing shape (`circle`, `square`, `rectangle`), if any.
    var shape: String?
    var isFilled = false
    var isSlashed = false

    public static let none = SymbolVariants()
    public static let circle = SymbolVariants(shape: "circle")
    public static let square = SymbolVariants(shape: "square")
    public static let rectangle = SymbolVariants(shape: "rectangle")
    public static let fill = SymbolVariants(isFilled: true)
    public static let slash = SymbolVariants(isSlashed: true)

    public var circle: SymbolVariants { with { $0.shape = "circle" } }
    public var square: SymbolVariants { with { $0.shape = "square" } }
    public var rectangle: SymbolVariants { with { $0.shape = "rectangle" } }
    public var fill: SymbolVariants { with { $0.isFilled = true } }
    public var slash: SymbolVariants { with { $0.isSlashed = true } }

    public func contains(_ other: SymbolVariants) -> Bool {
        (other.shape == nil || other.shape == shape) && (!other.isFilled || isFilled) && (!other.isSlashed || isSlashed)
    }

    private func with(_ change: (inout SymbolVariants) -> Void) -> SymbolVariants {
        var copy = self
        change(&copy)
        return copy
    }

    /// The names to try for `name`, most specific first, the name itself last: SF Symbols' order
    /// of suffixes is slash, then the shape, then fill ("bell.slash.circle.fill").
    func names(for name: String) -> [String] {
        var suffixes: [String] = []
        if isSlashed, !name.contains(".slash") { suffixes.append("slash") }
        if let shape, !name.contains("." + shape) { suffixes.append(shape) }
        if isFilled, !name.hasSuffix(".fill") { suffixes.append("fill") }
        guard !suffixes.isEmpty else { return [name] }
        let full = ([name] + suffixes).joined(separator: ".")
        // A filled variant without its shape ("heart.fill") is the next best, as on iOS.
        let filledOnly = isFilled && suffixes.count > 1 && !name.hasSuffix(".fill") ? [name + ".fill"] : []
        return [full] + filledOnly + [name]
    }
}

extension Image {
    /// A symbol's size next to text: small, medium (the default) or large.
    public enum Scale: Hashable, Sendable, CaseIterable {
        case small, medium, large

        /// Apple publishes no factor; SF Symbols' small and large scales are about 0.8 and 1.3
        /// times the medium one (what the SF Symbols app shows at a point size), used here.
        var factor: Double {
            switch self {
            case .small: 0.8
            case .medium: 1
            case .large: 1.3
            }
        }
    }
}

/// How a symbol's layers take colour. The stand-in icons have one layer, so every mode draws
/// the symbol in the foreground style (`.monochrome`); the modifier is accepted so the code compiles.
public struct SymbolRenderingMode: Hashable, Sendable {
    let name: String
    public static let monochrome = SymbolRenderingMode(name: "monochrome")
    public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
    public static let palette = SymbolRenderingMode(name: "palette")
    public static let multicolor = SymbolRenderingMode(name: "multicolor")
}

private struct SymbolVariantsKey: EnvironmentKey { static let defaultValue = SymbolVariants.none }
private struct ImageScaleKey: EnvironmentKey { static let defaultValue = Image.Scale.medium }
private struct SymbolRenderingModeKey: EnvironmentKey { static let defaultValue: SymbolRenderingMode? = nil }

extension EnvironmentValues {
    public var symbolVariants: SymbolVariants {
        get { self[SymbolVariantsKey.self] }
        set { self[SymbolVariantsKey.self] = newValue }
    }

    public var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }

    public var symbolRenderingMode: SymbolRenderingMode? {
        get { self[SymbolRenderingModeKey.self] }
        set { self[SymbolRenderingModeKey.self] = newValue }
    }
}

extension View {
    /// The variant the symbols inside are drawn in (`.fill`, `.circle`, `.square`, combined).
    public func symbolVariant(_ variant: SymbolVariants) -> some View {
        ModifiedView(self, environment: { $0.symbolVariants = variant })
    }

    /// The symbols inside drawn at the small, medium or large scale of their font.
    public func imageScale(_ scale: Image.Scale) -> some View {
        ModifiedView(self, environment: { $0.imageScale = scale })
    }

    /// Accepted; the stand-in symbols are one layer, drawn in the foreground style.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
        ModifiedView(self, environment: { $0.symbolRenderingMode = mode })
    }
}
