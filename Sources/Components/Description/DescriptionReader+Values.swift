import Raster
import DescriptionSource
import Values

// Colours, lengths, paints, shadows and the other composite values of FORMAT.md.
extension DescriptionReader {
    /// A token name as FORMAT.md writes them: letters, digits, `.`, `-`, `_` (`primary-500`,
    /// `color.primary-500`, `2xl`). Whether the name exists is checked by the token pass.
    func tokenName(_ value: Value, what: @autoclosure () -> String) throws(DescriptionError) -> String {
        let name = try string(value, what: what())
        let allowed = name.unicodeScalars.allSatisfy { scalar in
            scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "." || scalar == "-" || scalar == "_"
        }
        if Double(name) != nil {
            throw error(value, "expected \(what()), found \(describe(value.node))")
        }
        guard allowed, !name.hasPrefix("."), !name.hasSuffix(".") else {
            throw error(value, "expected \(what()), found \(describe(value.node)); token names use letters, digits, '.', '-' and '_'")
        }
        return name
    }

    /// `"#rrggbb"`, `"#rrggbbaa"` or a colour token name.
    func color(_ value: Value) throws(DescriptionError) -> ColorValue {
        let what = "a colour (a token name such as contentPrimary, or \"#rrggbb\" / \"#rrggbbaa\")"
        if isNull(value) {
            // `background: #fff` parses as a comment: say so, it is the usual cause.
            throw error(value, "expected \(what), found nothing; in YAML a # after a space starts a comment, so quote literal colours: \"#rrggbb\"")
        }
        let text = try string(value, what: what)
        if text.hasPrefix("#") {
            guard let color = Color(hex: text, forms: .long) else {
                throw error(value, "bad colour literal \"\(text)\"; expected \"#rrggbb\" or \"#rrggbbaa\" with hexadecimal digits")
            }
            return .literal(color)
        }
        return .token(try tokenName(value, what: what))
    }

    /// A spacing or radius: logical px (≥ 0) or a token name.
    func length(_ value: Value, what: String = "spacing") throws(DescriptionError) -> Length {
        if case let .scalar(scalar) = value.node, scalar.style == .plain, looksNumeric(scalar.string) {
            return .points(try size(value))
        }
        let expected = "a \(what) (a number of logical px ≥ 0, or a token name)"
        if case let .scalar(scalar) = value.node, scalar.style != .plain, Double(scalar.string) != nil {
            throw error(value, "expected \(expected), found the quoted string \"\(scalar.string)\"; write numbers without quotes")
        }
        return .token(try tokenName(value, what: expected))
    }

    /// `padding: 16`, `padding: md`, or `{top, leading, bottom, trailing}` (missing sides are 0).
    func insets(_ value: Value) throws(DescriptionError) -> EdgeInsets {
        guard case .mapping = value.node else { return EdgeInsets(all: try length(value)) }
        let f = try fields(value, keys: KeyTables.insets, what: "padding")
        func side(_ key: String) throws(DescriptionError) -> Length { try f.optional(key) { v throws(DescriptionError) in try length(v) } ?? .zero }
        return EdgeInsets(top: try side("top"), leading: try side("leading"), bottom: try side("bottom"), trailing: try side("trailing"))
    }

    /// A colour, `{gradient: name}`, `{linearGradient: {angle, stops}}` or `{radialGradient: {center, radius, stops}}`.
    func paint(_ value: Value) throws(DescriptionError) -> PaintValue {
        guard case .mapping = value.node else { return .color(try color(value)) }
        let kinds = KeyTables.paint.names
        let f = try fields(value, keys: KeyTables.paint, what: "paint")
        guard f.entries.count == 1, let entry = f.entries.first else {
            throw error(value, "a paint mapping has exactly one key, one of \(kinds.joined(separator: ", ")); found \(f.entries.count)")
        }
        switch entry.key {
        case "gradient":
            return .gradientToken(try tokenName(entry.value, what: "a gradient token name"))
        case "linearGradient":
            let g = try fields(entry.value, keys: KeyTables.linearGradient, what: "linearGradient")
            let angle = try g.optional("angle") { v throws(DescriptionError) in try number(v, in: -3600...3600, what: "an angle in degrees") } ?? 180
            return .linearGradient(LinearGradientValue(angle: angle, stops: try stops(g.required("stops", "a list of {color, position}"))))
        default:
            let g = try fields(entry.value, keys: KeyTables.radialGradient, what: "radialGradient")
            var center = (x: 0.5, y: 0.5)
            if let c = g["center"] {
                let cf = try fields(c, keys: KeyTables.center, what: "center")
                let unit = "a fraction of the box (0 to 1)"
                center.x = try cf.optional("x") { v throws(DescriptionError) in try number(v, in: 0...1, what: unit) } ?? 0.5
                center.y = try cf.optional("y") { v throws(DescriptionError) in try number(v, in: 0...1, what: unit) } ?? 0.5
            }
            let radius = try g.optional("radius") { v throws(DescriptionError) in try size(v, positive: true) }
            return .radialGradient(RadialGradientValue(centerX: center.x, centerY: center.y, radius: radius,
                                                  stops: try stops(g.required("stops", "a list of {color, position}"))))
        }
    }

    /// At least two stops; positions, when given, in 0...1 and not decreasing.
    func stops(_ value: Value) throws(DescriptionError) -> [GradientStopValue] {
        var result: [GradientStopValue] = []
        var last = -Double.infinity
        for element in try elements(value, what: "gradient stops") {
            let f = try fields(element, keys: KeyTables.stop, what: "gradient stop")
            let position = try f.optional("position") { v throws(DescriptionError) in try number(v, in: 0...1, what: "a stop position (0 to 1)") }
            if let position {
                if position < last { throw error(f["position"]!, "stop positions must not decrease; \(position) comes after \(last)") }
                last = position
            }
            result.append(GradientStopValue(color: try color(f.required("color", "a colour")), position: position))
        }
        if result.count < 2 { throw error(value, "a gradient needs at least 2 stops, found \(result.count)") }
        return result
    }

    /// A shadow token name, a `{x, y, blur, spread, color}` layer, or a list of them.
    func shadows(_ value: Value) throws(DescriptionError) -> [Shadow] {
        if case .sequence = value.node {
            return try elements(value, what: "shadows").map { (element) throws(DescriptionError) in try shadow(element) }
        }
        return [try shadow(value)]
    }

    private func shadow(_ value: Value) throws(DescriptionError) -> Shadow {
        guard case .mapping = value.node else {
            return .token(try tokenName(value, what: "a shadow (a token name, or {x, y, blur, spread, color})"))
        }
        let f = try fields(value, keys: KeyTables.shadowLayer, what: "shadow")
        return .layer(ShadowLayer(
            x: try f.optional("x") { v throws(DescriptionError) in try offset(v) } ?? 0,
            y: try f.optional("y") { v throws(DescriptionError) in try offset(v) } ?? 0,
            blur: try f.optional("blur") { v throws(DescriptionError) in try size(v) } ?? 0,
            spread: try f.optional("spread") { v throws(DescriptionError) in try offset(v) } ?? 0,
            color: try color(f.required("color", "a colour"))))
    }

    /// Numbers, and the spellings of NaN and infinity (so they are refused as numbers, not read as token names).
    func looksNumeric(_ text: String) -> Bool {
        let unsigned = text.hasPrefix("-") || text.hasPrefix("+") ? String(text.dropFirst()) : text
        return Double(text) != nil || [".nan", ".inf", "nan", "inf", "infinity"].contains(unsigned.lowercased())
    }

    /// `{width, height, background, padding}`: a description's canvas, or a component preview's.
    func canvasSpec(_ value: Value) throws(DescriptionError) -> CanvasSpec {
        let f = try fields(value, keys: KeyTables.canvas, what: "canvas")
        return CanvasSpec(
            width: try size(f.required("width", "the width in logical px"), positive: true),
            height: try f.optional("height") { v throws(DescriptionError) in try size(v, positive: true) },
            background: try f.optional("background") { v throws(DescriptionError) in try color(v) },
            padding: try f.optional("padding") { v throws(DescriptionError) in try insets(v) } ?? .zero)
    }

    /// A path relative to the file it is written in (a library's, for a path written in a body).
    func fileReference(_ value: Value, what: String) throws(DescriptionError) -> FileReference {
        let text = try string(value, what: what, maxLength: 4096)
        if text.isEmpty { throw error(value, "expected \(what), found an empty string") }
        return FileReference(given: text, relativeTo: value.scope.directory)
    }
}
