import Raster
import Values

extension SVGIconReader {
    /// The presentation properties `attributes` set, over what the element inherits.
    func apply(_ attributes: [String: XMLElement.Attribute], of e: XMLElement, to style: inout Inherited) throws(SVGIconError) {
        func value(_ name: String) -> (XMLElement.Attribute, String)? {
            guard let a = attributes[name] else { return nil }
            let v = a.value.trimmingSpaces
            return v == "inherit" ? nil : (a, v)
        }
        func paint(_ name: String) throws(SVGIconError) -> SVGPaint? {
            guard let (a, v) = value(name) else { return nil }
            switch SVGPaint.parse(v) {
            case let .success(p): return p
            case let .failure(problem): throw fail(a, in: e, problem.message)
            }
        }
        func choice<T>(_ name: String, _ options: [String: T]) throws(SVGIconError) -> T? {
            guard let (a, v) = value(name) else { return nil }
            guard let t = options[v] else { throw fail(a, in: e, "expected \(options.keys.sorted().joined(separator: ", "))") }
            return t
        }
        func number(_ name: String, min lowest: Double) throws(SVGIconError) -> Double? {
            guard let (a, v) = value(name) else { return nil }
            guard let n = SVGNumbers.length(v), n >= lowest else {
                throw fail(a, in: e, "expected a number of user units\(lowest == 0 ? ", not negative" : "")\(v.hasSuffix("%") ? " (percentages are not drawn)" : "")")
            }
            return n
        }
        if let p = try paint("fill") { style.fill = p }
        if let p = try paint("stroke") { style.stroke = p }
        if let r = try choice("fill-rule", ["nonzero": FillRule.nonZero, "evenodd": .evenOdd]) { style.fillRule = r }
        if let c = try choice("stroke-linecap", ["butt": LineCap.butt, "round": .round, "square": .square]) { style.cap = c }
        if let j = try choice("stroke-linejoin", ["miter": LineJoin.miter, "round": .round, "bevel": .bevel]) { style.join = j }
        if let v = try choice("visibility", ["visible": true, "hidden": false, "collapse": false]) { style.visible = v }
        if let w = try number("stroke-width", min: 0) { style.strokeWidth = w }
        if let m = try number("stroke-miterlimit", min: 1) { style.miterLimit = m }
        if let o = try number("stroke-dashoffset", min: -.infinity) { style.dashOffset = o }
        if let f = try fraction(attributes["fill-opacity"], of: e) { style.fillOpacity = f }
        if let f = try fraction(attributes["stroke-opacity"], of: e) { style.strokeOpacity = f }
        if let (a, v) = value("stroke-dasharray") {
            if v == "none" { style.dashes = [] } else {
                guard let dashes = SVGNumbers.list(v.replacingPx), !dashes.isEmpty, dashes.allSatisfy({ $0 >= 0 }) else {
                    throw fail(a, in: e, "expected none or a list of lengths, none negative")
                }
                // An odd list is repeated to make it even; a list of zeros draws a solid line.
                let even = dashes.count % 2 == 1 ? dashes + dashes : dashes
                style.dashes = even.allSatisfy { $0 == 0 } ? [] : even
            }
        }
        if let (a, v) = value("display"), !["none", "inline", "block"].contains(v) {
            throw fail(a, in: e, "expected inline or none")
        }
    }

    /// An opacity: a fraction, or a percentage; clamped to 0...1 as CSS does.
    func fraction(_ attribute: XMLElement.Attribute?, of e: XMLElement) throws(SVGIconError) -> Double? {
        guard let a = attribute else { return nil }
        let v = a.value.trimmingSpaces
        if v == "inherit" { return nil }
        let percent = v.hasSuffix("%")
        guard let n = SVGNumbers.length(percent ? String(v.dropLast()) : v) else { throw fail(a, in: e, "expected a number from 0 to 1") }
        return min(max(percent ? n / 100 : n, 0), 1)
    }

    /// The shape's outline in its own coordinates; nil when it draws nothing.
    func outline(_ e: XMLElement, _ attributes: [String: XMLElement.Attribute]) throws(SVGIconError) -> Path? {
        func length(_ name: String, default fallback: Double? = 0, positive: Bool = false) throws(SVGIconError) -> Double? {
            guard let a = attributes[name] else { return fallback }
            if a.value.trimmingSpaces == "auto" && (name == "rx" || name == "ry") { return nil }
            guard let n = SVGNumbers.length(a.value) else {
                throw fail(a, in: e, "expected a number of user units\(a.value.contains("%") ? " (percentages are not drawn)" : "")")
            }
            if positive && n < 0 { throw fail(a, in: e, "cannot be negative") }
            return n
        }
        switch e.name {
        case "path":
            guard let a = attributes["d"] else { return nil }
            do { return try Path(svgPathData: a.value) } catch {
                throw fail(a.line, a.column, "<path> d: \(error.message) at character \(error.offset + 1) of the path data")
            }
        case "rect":
            return SVGShapes.rect(x: try length("x")!, y: try length("y")!, width: try length("width", positive: true)!,
                                  height: try length("height", positive: true)!, rx: try length("rx", default: nil, positive: true),
                                  ry: try length("ry", default: nil, positive: true))
        case "circle":
            let r = try length("r", positive: true)!
            return SVGShapes.ellipse(cx: try length("cx")!, cy: try length("cy")!, rx: r, ry: r)
        case "ellipse":
            let rx = try length("rx", default: nil, positive: true), ry = try length("ry", default: nil, positive: true)
            // SVG 2: an ellipse's missing radius (auto) is the other one.
            return SVGShapes.ellipse(cx: try length("cx")!, cy: try length("cy")!, rx: rx ?? ry ?? 0, ry: ry ?? rx ?? 0)
        case "line":
            return SVGShapes.line(try length("x1")!, try length("y1")!, try length("x2")!, try length("y2")!)
        default:  // polyline, polygon
            guard let a = attributes["points"] else { return nil }
            guard let points = SVGNumbers.list(a.value) else { throw fail(a, in: e, "expected pairs of numbers, x,y x,y …") }
            guard points.count % 2 == 0 else { throw fail(a, in: e, "has an odd count of numbers (\(points.count)); points are x,y pairs") }
            return SVGShapes.poly(points, closed: e.name == "polygon")
        }
    }
}

private extension String {
    var replacingPx: String { split(separator: "px", omittingEmptySubsequences: false).joined(separator: " ") }
}
