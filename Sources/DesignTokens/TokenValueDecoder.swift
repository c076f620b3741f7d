import Files
import JSON
import Diagnostics
import Values

/// Turns a resolved token value into a `TokenValue` according to its type, in the shapes DTCG
/// 2025.10 defines and the legacy Tokens Studio shapes. A value of the wrong shape is an error
/// naming the token path and the shape expected.
struct TokenValueDecoder {
    enum Decoded {
        case value(TokenValue)
        /// A type Pixelproof does not draw.
        case skipped(String)
    }

    let file: String
    let path: [String]
    /// Tokens Studio: a bare number is px everywhere (its line heights too), letter spacing may be `%`.
    let legacy: Bool

    /// The vendor key Pixelproof writes in `$extensions` (gradient angle, font style name).
    static let extensionKey = "dev.pixelproof"

    private static let dimensionTypes: Set<String> = ["dimension", "spacing", "sizing", "size", "borderRadius",
                                                      "borderWidth", "paragraphSpacing", "paragraphIndent"]
    private static let skippedTypes: Set<String> = ["duration", "cubicBezier", "strokeStyle", "border", "transition",
                                                    "composition", "text", "textCase", "textDecoration", "asset",
                                                    "other", "boolean", "string"]
    static let knownTypes = ["color", "dimension", "fontFamily", "fontWeight", "fontSize", "lineHeight", "letterSpacing",
                             "number", "opacity", "typography", "shadow", "gradient", "boxShadow", "spacing", "sizing",
                             "borderRadius", "borderWidth", "fontFamilies", "fontWeights", "fontSizes", "lineHeights"]

    private var key: String { path.joined(separator: ".") }
    private var group: String { path.count > 1 ? path[0] : "" }

    func decode(_ r: AliasResolver.Resolved, rawNode: JSONNode) throws(TokenFileError) -> Decoded {
        let node = r.node
        guard let type = r.type ?? inferredType(node) else {
            throw fail(rawNode, "has no $type; give the token or one of its groups a \"$type\" (color, dimension, typography, shadow, gradient, …)")
        }
        if TokenValueDecoder.skippedTypes.contains(type) { return .skipped(type) }
        switch type {
        case "color":
            if let s = node.string, s.trimmed.lowercased().hasPrefix("linear-gradient(") {
                guard let g = CSSText.linearGradient(s) else { throw fail(node, "cannot read the gradient \"\(s)\"") }
                return .value(.gradient(g))
            }
            return .value(.color(try color(node)))
        case _ where TokenValueDecoder.dimensionTypes.contains(type):
            // Tokens Studio's multi-value shorthand: "8px 16px", each part may be math ("4px * 2 4px * 8").
            if let s = node.string, let parts = CSSText.shorthandParts(s), parts.count > 1 {
                var list: [TokenDimension] = []
                for part in parts {
                    var single = node
                    single.value = .string(part)
                    list.append(try dimension(single))
                }
                return .value(.dimensions(list))
            }
            let d = try dimension(node)
            switch impliedKind(r) {
            case .fontSize: return .value(.fontSize(d))
            case .letterSpacing: return .value(.letterSpacing(d))
            default: return .value(.dimension(d))
            }
        case "fontSize", "fontSizes": return .value(.fontSize(try dimension(node)))
        case "letterSpacing": return .value(.letterSpacing(try letterSpacing(node)))
        case "lineHeight", "lineHeights":
            // Tokens Studio's AUTO is the font's normal line height, about 1.2 for most fonts (as in typography).
            if let s = node.string, ["auto", "normal"].contains(s.trimmed.lowercased()) { return .value(.lineHeight(1.2)) }
            if legacy, let px = try? dimension(node), !(node.string?.hasSuffix("%") ?? false) { return .value(.dimension(px)) }
            return .value(.lineHeight(try ratio(node)))
        case "fontWeight", "fontWeights": return .value(.fontWeight(try fontWeight(node)))
        case "fontFamily", "fontFamilies": return .value(.fontFamily(try fontFamily(node)))
        case "opacity": return .value(.opacity(try fraction(node)))
        case "number":
            let x = TokenNumber.normalized(try number(node))
            switch impliedKind(r) {
            case .opacity: return .value(.opacity(x))
            case .lineHeight: return .value(.lineHeight(x))
            default: return .value(.number(x))
            }
        case "typography": return .value(.typography(try typography(node, extensions: r.extensions)))
        case "shadow", "boxShadow": return .value(.shadow(try shadow(node)))
        case "gradient": return .value(.gradient(try gradient(node, extensions: r.extensions)))
        default:
            let hint = DidYouMean.clause(for: type, among: TokenValueDecoder.knownTypes)
            throw fail(rawNode, "unknown $type \"\(type)\"\(hint); Pixelproof reads " + TokenValueDecoder.knownTypes.prefix(12).joined(separator: ", "))
        }
    }

    /// The kind a plain dimension or number has here: Pixelproof's `$extensions` kind, else the
    /// one its group's name implies (`fontSize.base` is a font size, `opacity.50` an opacity).
    private func impliedKind(_ r: AliasResolver.Resolved) -> TokenKind? {
        if let k = r.extensions?[TokenValueDecoder.extensionKey]?["kind"]?.string, let kind = TokenKind(rawValue: k) { return kind }
        return DTCGTokenWriter.kindImpliedByGroup(group)
    }

    /// A token with no type anywhere: a `#hex` string is a colour; nothing else is guessed.
    private func inferredType(_ node: JSONNode) -> String? {
        if let s = node.string, s.hasPrefix("#"), RGBAColor(hex: s) != nil { return "color" }
        // A Tokens Studio colour modifier kept as a token of its own, for colours to apply by
        // reference (`"modify": "{modifier}"`), as sd-transforms allows: not drawn, not an error.
        if ColorModifier.isModifier(node) { return "other" }
        return nil
    }

    private func fail(_ node: JSONNode, _ message: String) -> TokenFileError {
        TokenFileError(file: file, line: node.line, column: node.column, path: key, message: message)
    }

    // MARK: - Primitive values

    func color(_ node: JSONNode, field: String = "") throws(TokenFileError) -> RGBAColor {
        let what = field.isEmpty ? "" : "\(field): "
        if let s = node.string {
            guard let c = CSSText.color(s) else {
                throw fail(node, "\(what)cannot read the colour \"\(s)\"; write \"#rrggbb\", \"#rrggbbaa\" or {\"colorSpace\": \"srgb\", \"components\": [r, g, b]}")
            }
            return c
        }
        guard node.members != nil else {
            throw fail(node, "\(what)a colour is a \"#rrggbb\" string or a {colorSpace, components, alpha} object, not \(node.kindDescription)")
        }
        let alphaValue = node["alpha"]?.number ?? 1
        let space = node["colorSpace"]?.string ?? "srgb"
        let components = node["components"]?.array ?? []
        // "none" components count as 0 (CSS Color 4 missing components).
        let values = components.map { $0.number ?? 0 }
        switch space {
        case "srgb" where values.count == 3:
            return RGBAColor(r: CSSText.byte(values[0]), g: CSSText.byte(values[1]), b: CSSText.byte(values[2]),
                              a: CSSText.byte(alphaValue))
        case "srgb-linear" where values.count == 3:
            // sRGB transfer function (IEC 61966-2-1).
            let encoded = values.map { $0 <= 0.0031308 ? 12.92 * $0 : 1.055 * pow($0, 1 / 2.4) - 0.055 }
            return RGBAColor(r: CSSText.byte(encoded[0]), g: CSSText.byte(encoded[1]), b: CSSText.byte(encoded[2]),
                              a: CSSText.byte(alphaValue))
        case "hsl" where values.count == 3:
            let rgb = CSSText.hslToRGB(h: values[0], s: values[1] / 100, l: values[2] / 100)
            return RGBAColor(r: CSSText.byte(rgb.0), g: CSSText.byte(rgb.1), b: CSSText.byte(rgb.2), a: CSSText.byte(alphaValue))
        default:
            // Other colour spaces: the `hex` fallback the format asks exporters to write.
            if let hex = node["hex"]?.string, let c = RGBAColor(hex: hex) { return c.opacity(alphaValue) }
            throw fail(node, "\(what)colour space \"\(space)\" with \(values.count) components is not supported; use srgb, srgb-linear or hsl, or add a \"hex\" fallback")
        }
    }

    /// Design values past a billion px are typing mistakes; refusing them keeps every product finite.
    static let maxMagnitude = 1e9

    private func inRange(_ x: Double, _ node: JSONNode, _ field: String) throws(TokenFileError) -> Double {
        guard abs(x) <= TokenValueDecoder.maxMagnitude else {
            throw fail(node, "\(field.isEmpty ? "" : field + ": ")\(x) is out of range; values are within ±1e9")
        }
        return x
    }

    func dimension(_ node: JSONNode, field: String = "") throws(TokenFileError) -> TokenDimension {
        let d = try unboundedDimension(node, field: field)
        return TokenDimension(try inRange(d.value, node, field), d.unit)
    }

    private func unboundedDimension(_ node: JSONNode, field: String) throws(TokenFileError) -> TokenDimension {
        let what = field.isEmpty ? "" : "\(field): "
        if let x = node.number { return TokenDimension(x, .px) }
        if let s = node.string {
            guard let q = CSSText.quantity(s), let unit = q.unit.isEmpty ? .px : TokenDimension.Unit(rawValue: q.unit) else {
                throw fail(node, "\(what)cannot read the dimension \"\(s)\"; write \"16px\", \"1rem\", \"50%\" or {\"value\": 16, \"unit\": \"px\"}")
            }
            return TokenDimension(q.value, unit)
        }
        if let v = node["value"]?.number {
            let unitText = node["unit"]?.string ?? "px"
            guard let unit = TokenDimension.Unit(rawValue: unitText) else {
                throw fail(node, "\(what)unknown unit \"\(unitText)\"; a dimension is in px or rem")
            }
            return TokenDimension(v, unit)
        }
        throw fail(node, "\(what)expected a dimension (\"16px\" or {\"value\": 16, \"unit\": \"px\"}), found \(node.kindDescription)")
    }

    private func number(_ node: JSONNode, field: String = "") throws(TokenFileError) -> Double {
        if let x = node.number { return try inRange(x, node, field) }
        if let s = node.string, let q = CSSText.quantity(s), q.unit.isEmpty { return try inRange(q.value, node, field) }
        throw fail(node, "\(field.isEmpty ? "" : field + ": ")expected a number, found \(node.kindDescription)")
    }

    /// Opacity: 0.5 or "50%".
    private func fraction(_ node: JSONNode) throws(TokenFileError) -> Double {
        if let x = node.number { return TokenNumber.normalized(try inRange(x, node, "")) }
        if let s = node.string, let f = CSSText.fraction(s) { return TokenNumber.normalized(try inRange(f, node, "")) }
        throw fail(node, "expected an opacity (0.5 or \"50%\"), found \(node.kindDescription)")
    }

    /// A line height as a multiple of the font size: 1.5 or "150%".
    private func ratio(_ node: JSONNode) throws(TokenFileError) -> Double {
        if let x = node.number { return TokenNumber.normalized(try inRange(x, node, "")) }
        if let s = node.string, let f = CSSText.fraction(s) { return TokenNumber.normalized(try inRange(f, node, "")) }
        throw fail(node, "expected a line height (1.5 or \"150%\"), found \(node.kindDescription)")
    }

    /// Letter spacing: a dimension, or a Tokens Studio percentage of the font size (`"-2%"` = -0.02em).
    private func letterSpacing(_ node: JSONNode, field: String = "") throws(TokenFileError) -> TokenDimension {
        if let s = node.string, let q = CSSText.quantity(s), q.unit == "%" { return TokenDimension(q.value / 100, .em) }
        if let s = node.string, let q = CSSText.quantity(s), q.unit == "em" { return TokenDimension(q.value, .em) }
        if let v = node["value"]?.number, node["unit"]?.string == "em" { return TokenDimension(v, .em) }
        return try dimension(node, field: field)
    }

    func fontWeight(_ node: JSONNode, field: String = "") throws(TokenFileError) -> Int {
        let what = field.isEmpty ? "" : "\(field): "
        if let x = node.number, x >= 1, x <= 1000, x == x.rounded() { return Int(x) }
        if let s = node.string {
            if let x = Int(s.trimmed), (1...1000).contains(x) { return x }
            // Figma style names: "Semi Bold", "Bold Italic".
            let name = s.lowercased().replacingItalic
            if let w = FontWeightName.weight(of: name) { return w }
            let hint = DidYouMean.clause(for: name, among: FontWeightName.names)
            throw fail(node, "\(what)unknown font weight \"\(s)\"\(hint); use 1–1000 or a name such as regular, medium, semi-bold, bold")
        }
        throw fail(node, "\(what)expected a font weight (1–1000 or a name), found \(node.kindDescription)")
    }

    private func fontFamily(_ node: JSONNode, field: String = "") throws(TokenFileError) -> [String] {
        if let s = node.string { return [s] }
        if let items = node.array, !items.isEmpty, items.allSatisfy({ $0.string != nil }) { return items.map { $0.string! } }
        throw fail(node, "\(field.isEmpty ? "" : field + ": ")expected a font family (a string or an array of strings), found \(node.kindDescription)")
    }

    // MARK: - Composite values

    private func member(_ node: JSONNode, _ names: [String], required: Bool = true) throws(TokenFileError) -> JSONNode? {
        for n in names { if let m = node[n] { return m } }
        if required { throw fail(node, "missing \"\(names[0])\"") }
        return nil
    }

    private func typography(_ node: JSONNode, extensions: JSONNode?) throws(TokenFileError) -> TypographyToken {
        guard node.members != nil else { throw fail(node, "a typography value is an object {fontFamily, fontSize, fontWeight, lineHeight, letterSpacing}, not \(node.kindDescription)") }
        let family = try fontFamily(try member(node, ["fontFamily"])!, field: "fontFamily").first!
        let size = try dimension(try member(node, ["fontSize"])!, field: "fontSize").points()
        let weight = try member(node, ["fontWeight"], required: false).map { n throws(TokenFileError) in try fontWeight(n, field: "fontWeight") } ?? 400
        var lineHeight = size * 1.2  // CSS `normal` is about 1.2 for most fonts
        if let lh = try member(node, ["lineHeight"], required: false) {
            if let x = lh.number {
                lineHeight = legacy ? x : x * size  // DTCG: a multiple of the size; Tokens Studio: px
            } else if let s = lh.string, s.trimmed.lowercased() == "auto" || s.trimmed.lowercased() == "normal" {
                lineHeight = size * 1.2
            } else if let s = lh.string, let q = CSSText.quantity(s), q.unit == "%" {
                lineHeight = q.value / 100 * size
            } else if let s = lh.string, let q = CSSText.quantity(s), q.unit.isEmpty, !legacy {
                lineHeight = q.value * size
            } else {
                lineHeight = try dimension(lh, field: "lineHeight").points(fontSize: size)
            }
        }
        if let lh = node["lineHeight"] { lineHeight = try inRange(lineHeight, lh, "lineHeight") }
        let spacing = try member(node, ["letterSpacing"], required: false).map { n throws(TokenFileError) in try letterSpacing(n, field: "letterSpacing") } ?? .px(0)
        let style = extensions?[TokenValueDecoder.extensionKey]?["fontStyle"]?.string
        return TypographyToken(family: family, style: style, weight: weight, size: size, lineHeight: lineHeight, letterSpacing: spacing)
    }

    private func shadow(_ node: JSONNode) throws(TokenFileError) -> ShadowToken {
        let items = node.array ?? [node]
        guard !items.isEmpty else { throw fail(node, "a shadow needs at least one layer") }
        var layers: [ShadowLayer<RGBAColor>] = []
        for item in items {
            guard item.members != nil else {
                throw fail(item, "a shadow layer is an object {color, offsetX, offsetY, blur, spread}, not \(item.kindDescription)")
            }
            let color = try color(try member(item, ["color"])!, field: "color")
            func length(_ names: [String]) throws(TokenFileError) -> Double {
                guard let n = try member(item, names, required: false) else { return 0 }
                return try dimension(n, field: names[0]).points()
            }
            let inset = item["inset"]?.bool ?? (item["type"]?.string == "innerShadow")
            layers.append(ShadowLayer(x: try length(["offsetX", "x"]), y: try length(["offsetY", "y"]), blur: try length(["blur"]),
                                      spread: try length(["spread"]), color: color, inset: inset))
        }
        return ShadowToken(layers)
    }

    private func gradient(_ node: JSONNode, extensions: JSONNode?) throws(TokenFileError) -> GradientToken {
        if let s = node.string {
            guard let g = CSSText.linearGradient(s) else { throw fail(node, "cannot read the gradient \"\(s)\"; write an array of {color, position} stops") }
            return g
        }
        guard let array = node.array, !array.isEmpty else {
            throw fail(node, "a gradient is an array of {color, position} stops")
        }
        // A reference to another gradient token stands for its stops (2025.10 lets a gradient hold
        // references to gradients: a one-stop "start" gradient shared by several).
        let items = array.flatMap { $0.array ?? [$0] }
        var stops: [GradientToken.Stop] = []
        for item in items {
            let c = try color(try member(item, ["color"])!, field: "color")
            let p = try number(try member(item, ["position"])!, field: "position")
            stops.append(.init(color: c, position: min(max(p, 0), 1)))
        }
        // One stop is one colour all along (CSS extends the nearest stop to each end).
        if stops.count == 1 { stops = [.init(color: stops[0].color, position: 0), .init(color: stops[0].color, position: 1)] }
        // DTCG gradients carry no direction; Pixelproof keeps the CSS angle in $extensions (default 180deg, CSS's).
        var angle = 180.0
        if let a = extensions?[TokenValueDecoder.extensionKey]?["angle"], let x = a.number { angle = try inRange(x, a, "angle") }
        return GradientToken(angle: angle, stops: stops)
    }
}

private extension String {
    /// "bold italic" → "bold": the style part of a Figma weight name is not a weight.
    var replacingItalic: String {
        let words = split(separator: " ").filter { $0 != "italic" && $0 != "oblique" }
        return words.joined(separator: " ")
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
