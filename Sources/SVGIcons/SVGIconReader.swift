import Diagnostics
import Raster
import Values

/// Walks an icon's element tree: the root `svg`'s viewport, then each group and shape with the
/// properties it inherits and the transforms above it, into `SVGIcon.Layer`s.
struct SVGIconReader {
    var file: String
    var layers: [SVGIcon.Layer] = []

    init(file: String) { self.file = file }

    /// The properties a shape inherits from its groups (SVG's defaults at the root).
    struct Inherited {
        var fill = SVGPaint.ink(alpha: 1)
        var fillRule = FillRule.nonZero
        var fillOpacity = 1.0
        var stroke = SVGPaint.none
        var strokeOpacity = 1.0
        var strokeWidth = 1.0
        var cap = LineCap.butt
        var join = LineJoin.miter
        var miterLimit = 4.0
        var dashes: [Double] = []
        var dashOffset = 0.0
        var visible = true
    }

    static let shapes = ["path", "rect", "circle", "ellipse", "line", "polyline", "polygon"]
    static let geometry: [String: [String]] = [
        "svg": ["viewBox", "width", "height", "x", "y", "preserveAspectRatio", "overflow"], "g": [],
        "path": ["d"], "rect": ["x", "y", "width", "height", "rx", "ry"], "circle": ["cx", "cy", "r"],
        "ellipse": ["cx", "cy", "rx", "ry"], "line": ["x1", "y1", "x2", "y2"], "polyline": ["points"], "polygon": ["points"],
    ]
    static let properties = ["fill", "fill-rule", "fill-opacity", "stroke", "stroke-width", "stroke-linecap", "stroke-linejoin",
                             "stroke-miterlimit", "stroke-dasharray", "stroke-dashoffset", "stroke-opacity", "opacity", "display",
                             "visibility", "transform"]
    /// Attributes that change nothing an icon draws: names, metadata, accessibility.
    static let ignored: Set = ["id", "class", "xmlns", "version", "baseProfile", "xml:space", "role", "focusable", "color",
                               "clip-rule", "enable-background"]
    /// Elements that draw nothing and hold nothing drawn.
    static let descriptive: Set = ["title", "desc", "metadata"]

    func fail(_ line: Int, _ column: Int, _ message: String) -> SVGIconError {
        SVGIconError(file: file, line: line, column: column, message: message)
    }

    func fail(_ a: XMLElement.Attribute, in e: XMLElement, _ message: String) -> SVGIconError {
        fail(a.line, a.column, "<\(e.name)> \(a.name)=\"\(a.value.prefix(60))\": \(message)")
    }

    mutating func icon(_ root: XMLElement) throws(SVGIconError) -> SVGIcon {
        guard root.name == "svg" else {
            throw fail(root.line, root.column, "the root element is <\(root.name)>; an SVG icon's root is <svg>")
        }
        let attributes = try self.attributes(of: root)
        var size: Size?
        func length(_ name: String) throws(SVGIconError) -> Double? {
            guard let a = attributes[name] else { return nil }
            if a.value.trimmingSpaces.hasSuffix("%") { return nil }  // the default viewport: the viewBox's size
            guard let v = SVGNumbers.length(a.value), v > 0 else { throw fail(a, in: root, "expected a positive number of user units") }
            return v
        }
        let width = try length("width"), height = try length("height")
        var viewport = Transform.identity
        if let a = attributes["viewBox"] {
            guard let v = SVGNumbers.list(a.value), v.count == 4, v[2] > 0, v[3] > 0 else {
                throw fail(a, in: root, "expected four numbers, min-x min-y width height, the last two positive")
            }
            let box = Size(width: width ?? height.map { $0 * v[2] / v[3] } ?? v[2], height: height ?? width.map { $0 * v[3] / v[2] } ?? v[3])
            // xMidYMid meet: the viewBox scaled uniformly to fit the viewport, centred.
            let k = min(box.width / v[2], box.height / v[3])
            viewport = Transform.translation(-v[0], -v[1]).then(.scale(k))
                .then(.translation((box.width - v[2] * k) / 2, (box.height - v[3] * k) / 2))
            size = box
        } else if let width, let height {
            size = Size(width: width, height: height)
        }
        guard let size else {
            throw fail(root.line, root.column, "<svg> has neither a viewBox nor a width and height, so the icon has no size; add viewBox=\"0 0 24 24\" (the drawing's box)")
        }
        if let a = attributes["preserveAspectRatio"], !["xMidYMid", "xMidYMid meet"].contains(a.value.trimmingSpaces) {
            throw fail(a, in: root, "only the default, xMidYMid meet, is drawn")
        }
        if let a = attributes["overflow"], !["hidden", "scroll", "auto"].contains(a.value.trimmingSpaces) {
            throw fail(a, in: root, "an icon is clipped to its viewport; only overflow=\"hidden\" is drawn")
        }
        try walk(root, attributes: attributes, inherited: Inherited(), transform: viewport, depth: 0)
        return SVGIcon(size: size, layers: layers)
    }

    /// The element's attributes and `style` declarations by name (a declaration wins), each
    /// checked against what the element may have.
    func attributes(of e: XMLElement) throws(SVGIconError) -> [String: XMLElement.Attribute] {
        let allowed = (Self.geometry[e.name] ?? []) + Self.properties
        var found: [String: XMLElement.Attribute] = [:]
        var declared: [XMLElement.Attribute] = []
        for a in e.attributes {
            if a.name == "style" {
                for declaration in a.value.split(separator: ";") where !declaration.allSatisfy(\.isWhitespace) {
                    let parts = declaration.split(separator: ":", maxSplits: 1)
                    guard parts.count == 2 else { throw fail(a, in: e, "cannot read the declaration \"\(declaration)\"; write name: value") }
                    declared.append(XMLElement.Attribute(name: String(parts[0]).trimmingSpaces, value: String(parts[1]).trimmingSpaces,
                                                         line: a.line, column: a.column))
                }
                continue
            }
            if Self.ignored.contains(a.name) || a.name.contains(":") || a.name.hasPrefix("data-") || a.name.hasPrefix("aria-") { continue }
            guard allowed.contains(a.name) else {
                throw fail(a.line, a.column, "<\(e.name)> has the attribute \(a.name), which icons do not draw\(DidYouMean.clause(for: a.name, among: allowed)); "
                    + "this element takes \(allowed.joined(separator: ", "))")
            }
            found[a.name] = a
        }
        for d in declared {
            guard Self.properties.contains(d.name) else {
                throw fail(d.line, d.column, "<\(e.name)> style: the property \(d.name) is not drawn in icons\(DidYouMean.clause(for: d.name, among: Self.properties))")
            }
            found[d.name] = d
        }
        return found
    }

    mutating func walk(_ e: XMLElement, attributes: [String: XMLElement.Attribute], inherited: Inherited, transform parent: Transform,
                       depth: Int) throws(SVGIconError) {
        var style = inherited
        try apply(attributes, of: e, to: &style)
        if attributes["display"]?.value.trimmingSpaces == "none" { return }
        var transform = parent
        if let a = attributes["transform"] {
            switch SVGTransformList.parse(a.value) {
            case let .success(t): transform = t.then(parent)
            case let .failure(problem): throw fail(a, in: e, problem.message)
            }
        }
        let opacity = try fraction(attributes["opacity"], of: e) ?? 1
        if e.name == "svg" || e.name == "g" {
            if opacity < 1, let a = attributes["opacity"] {
                throw fail(a, in: e, "a group's opacity blends its children as one layer, which icons do not draw; put the opacity on each shape (or fill-opacity)")
            }
            for child in e.children {
                if depth > 0 && child.name == "svg" { throw fail(child.line, child.column, "a nested <svg> is not drawn in icons; use a <g> with a transform") }
                try visit(child, inherited: style, transform: transform, depth: depth + 1)
            }
            return
        }
        guard let path = try outline(e, attributes), style.visible else { return }
        if case let .ink(alpha) = style.fill {
            let a = alpha * style.fillOpacity * opacity
            if a > 0 { layers.append(SVGIcon.Layer(path: path.transformed(by: transform), paint: .fill(style.fillRule), opacity: a)) }
        }
        if case let .ink(alpha) = style.stroke, style.strokeWidth > 0 {
            let a = alpha * style.strokeOpacity * opacity
            guard a > 0 else { return }
            guard let k = Self.uniformScale(transform) else {
                let at = attributes["transform"] ?? XMLElement.Attribute(name: "transform", value: "", line: e.line, column: e.column)
                throw fail(at.line, at.column, "<\(e.name)> is stroked under a stretched or skewed transform, which icons do not draw; "
                    + "scale uniformly, or draw the stroke's outline as a filled path")
            }
            let stroke = StrokeStyle(width: style.strokeWidth * k, join: style.join, cap: style.cap, miterLimit: style.miterLimit,
                                     dashes: style.dashes.map { $0 * k }, dashOffset: style.dashOffset * k)
            layers.append(SVGIcon.Layer(path: path.transformed(by: transform), paint: .stroke(stroke), opacity: a))
        }
    }

    mutating func visit(_ child: XMLElement, inherited: Inherited, transform: Transform, depth: Int) throws(SVGIconError) {
        if Self.descriptive.contains(child.name) || child.name.contains(":") { return }
        if child.name == "defs" {
            if let first = child.children.first(where: { !Self.descriptive.contains($0.name) }) {
                throw fail(first.line, first.column, "<\(first.name)> in <defs>: gradients, clip paths, masks, symbols and styles are not drawn in icons; an icon is shapes in one colour")
            }
            return
        }
        guard child.name == "g" || Self.shapes.contains(child.name) else {
            let drawn = ["g"] + Self.shapes
            throw fail(child.line, child.column, "<\(child.name)> is not drawn in icons\(DidYouMean.clause(for: child.name, among: drawn)); "
                + "an icon is drawn from \(Self.shapes.joined(separator: ", ")) and g groups (text becomes a path in the design tool's export)")
        }
        try walk(child, attributes: try attributes(of: child), inherited: inherited, transform: transform, depth: depth)
    }

    /// The scale a similarity transform (rotation, reflection, uniform scale) applies to every
    /// length; nil for a stretch or skew, under which a stroke's width would vary.
    static func uniformScale(_ t: Transform) -> Double? {
        let k = (t.a * t.a + t.b * t.b).squareRoot()
        guard k > 0, k.isFinite else { return nil }
        let e = 1e-6 * k
        let rotation = abs(t.a - t.d) <= e && abs(t.b + t.c) <= e
        let reflection = abs(t.a + t.d) <= e && abs(t.b - t.c) <= e
        return rotation || reflection ? k : nil
    }
}
