import DescriptionModel
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
            guard let color = RGBAColor(hex: text, forms: .long) else {
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
    func insets(_ value: Value) throws(DescriptionError) -> LengthInsets {
        guard case .mapping = value.node else { return LengthInsets(all: try length(value)) }
        let f = try fields(value, keys: KeyTables.insets, what: "padding")
        func side(_ key: String) throws(DescriptionError) -> Length { try f.optional(key) { v throws(DescriptionError) in try length(v) } ?? .zero }
        return LengthInsets(top: try side("top"), leading: try side("leading"), bottom: try side("bottom"), trailing: try side("trailing"))
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
            return .linearGradient(try linearGradient(entry.value))
        case "angularGradient":
            let g = try fields(entry.value, keys: KeyTables.angularGradient, what: "angularGradient")
            return .angularGradient(AngularGradientValue(
                center: try center(g["center"]),
                from: try g.optional("from") { v throws(DescriptionError) in try number(v, in: -3600...3600, what: "an angle in degrees") } ?? 0,
                stops: try stops(g.required("stops", "a list of {color, position}"))))
        case "diamondGradient":
            let g = try fields(entry.value, keys: KeyTables.diamondGradient, what: "diamondGradient")
            var radius: Point?
            if let r = g["radius"] {
                let rf = try fields(r, keys: KeyTables.diamondRadius, what: "radius")
                let x = try rf.required("x", "half the diamond's width in logical px"), y = try rf.required("y", "half the diamond's height in logical px")
                radius = Point(try size(x, positive: true), try size(y, positive: true))
            }
            return .diamondGradient(DiamondGradientValue(center: try center(g["center"]), radius: radius,
                                                         stops: try stops(g.required("stops", "a list of {color, position}"))))
        case "material":
            return .material(try material(entry.value))
        case "glass":
            return .glass(try glass(entry.value))
        default:
            let g = try fields(entry.value, keys: KeyTables.radialGradient, what: "radialGradient")
            let c = try center(g["center"])
            let radius = try g.optional("radius") { v throws(DescriptionError) in try size(v, positive: true) }
            return .radialGradient(RadialGradientValue(centerX: c.x, centerY: c.y, radius: radius,
                                                  stops: try stops(g.required("stops", "a list of {color, position}"))))
        }
    }

    /// `{angle, stops}` or `{start, end, stops}`.
    private func linearGradient(_ value: Value) throws(DescriptionError) -> LinearGradientValue {
        let g = try fields(value, keys: KeyTables.linearGradient, what: "linearGradient")
        let stops = try stops(g.required("stops", "a list of {color, position}"))
        switch (g["start"], g["end"]) {
        case (nil, nil):
            let angle = try g.optional("angle") { v throws(DescriptionError) in try number(v, in: -3600...3600, what: "an angle in degrees") } ?? 180
            return LinearGradientValue(angle: angle, stops: stops)
        case let (start?, end?):
            if let angle = g["angle"] { throw error(angle, "give either angle or start and end, not both") }
            let a = try point(start), b = try point(end)
            if a == b { throw error(end, "the end point is the start point (\(a.x), \(a.y)); a gradient needs two different points") }
            return LinearGradientValue(start: a, end: b, stops: stops)
        case let (start?, nil): throw error(start, "start needs an end point too: end: {x, y}")
        case let (nil, end?): throw error(end, "end needs a start point too: start: {x, y}")
        }
    }

    /// `{x, y}` as fractions of the box, both required.
    private func point(_ value: Value) throws(DescriptionError) -> Point {
        let f = try fields(value, keys: KeyTables.point, what: "point")
        let unit = "a fraction of the box (-100 to 100)"
        return Point(try number(f.required("x", unit), in: -100...100, what: unit), try number(f.required("y", unit), in: -100...100, what: unit))
    }

    /// A gradient's centre, fractions of the box (default 0.5, 0.5).
    private func center(_ value: Value?) throws(DescriptionError) -> Point {
        guard let value else { return Point(0.5, 0.5) }
        let cf = try fields(value, keys: KeyTables.center, what: "center")
        let unit = "a fraction of the box (0 to 1)"
        return Point(try cf.optional("x") { v throws(DescriptionError) in try number(v, in: 0...1, what: unit) } ?? 0.5,
                     try cf.optional("y") { v throws(DescriptionError) in try number(v, in: 0...1, what: unit) } ?? 0.5)
    }

    /// `regular`, or `{blur, saturation, tint, refraction, rim}`.
    private func glass(_ value: Value) throws(DescriptionError) -> GlassValue {
        guard case .mapping = value.node else {
            let word = try string(value, what: "a glass (regular, or {blur, saturation, tint, refraction, rim})")
            guard word == "regular" else { throw unknownName(value, word, what: "glass", allowed: ["regular"]) }
            return .regular
        }
        let f = try fields(value, keys: KeyTables.glass, what: "glass")
        return GlassValue(blur: try f.optional("blur") { v throws(DescriptionError) in try layerBlur(v) },
                          saturation: try f.optional("saturation") { v throws(DescriptionError) in try number(v, in: 0...10, what: "a saturation (0 to 10)") },
                          tint: try f.optional("tint") { v throws(DescriptionError) in try color(v) },
                          refraction: try f.optional("refraction") { v throws(DescriptionError) in try number(v, in: 0...100, what: "a refraction in logical px (0 to 100)") },
                          rim: try f.optional("rim") { v throws(DescriptionError) in try number(v, in: 0...1, what: "a rim opacity (0 to 1)") })
    }

    /// `ultraThin` …, or `{preset, blur, saturation, tint}`.
    private func material(_ value: Value) throws(DescriptionError) -> MaterialValue {
        guard case .mapping = value.node else { return MaterialValue(try enumeration(value, MaterialPreset.self, what: "material")) }
        let f = try fields(value, keys: KeyTables.material, what: "material")
        let saturation = try f.optional("saturation") { (v) throws(DescriptionError) -> Double in
            let s = try number(v, what: "a saturation (0 to 10; 1 leaves colours as they are)")
            guard s >= 0 else { throw error(v, "a saturation cannot be negative, found \(describe(v.node)); 0 makes the backdrop grey, 1 leaves it") }
            guard s <= 10 else { throw error(v, "saturation \(describe(v.node)) is larger than the limit of 10") }
            return s
        }
        return MaterialValue(try enumeration(f.required("preset", "ultraThin, thin, regular, thick or ultraThick"), MaterialPreset.self, what: "material"),
                             blur: try f.optional("blur") { v throws(DescriptionError) in try layerBlur(v) },
                             saturation: saturation,
                             tint: try f.optional("tint") { v throws(DescriptionError) in try color(v) })
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
    package func fileReference(_ value: Value, what: String) throws(DescriptionError) -> FileReference {
        let text = try string(value, what: what, maxLength: 4096)
        if text.isEmpty { throw error(value, "expected \(what), found an empty string") }
        return FileReference(given: text, relativeTo: value.scope.directory)
    }
}
