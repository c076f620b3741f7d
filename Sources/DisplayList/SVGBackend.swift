import Foundation
import PNGCodec
import Raster
import Typesetting
import Values

/// Writes a display list as SVG 1.1, the same picture the rasterizer draws, for debugging in a
/// browser and for import into Figma. Text is written as glyph outlines (exact, and no font needs
/// to be installed where the file is opened); shadows as blurred, offset copies of the shape with
/// the element cut out by a mask; images as embedded PNG.
package enum SVGBackend {
    package static func svg(of list: DisplayList, glyphs: GlyphRasterizer = .shared) -> String {
        var w = Writer()
        w.line("<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" version=\"1.1\" "
               + "width=\"\(list.deviceWidth)\" height=\"\(list.deviceHeight)\" viewBox=\"0 0 \(n(list.width)) \(n(list.height))\">")
        if let bg = list.background, bg.a > 0 {
            w.line("<rect width=\"100%\" height=\"100%\" \(fill(.solid(bg), &w))/>")
        }
        for item in list.items {
            switch item {
            case let .fill(path, paint, rule):
                w.line("<path d=\"\(d(path))\" \(fill(paint, &w))\(rule == .evenOdd ? " fill-rule=\"evenodd\"" : "")/>")
            case let .stroke(path, style, paint):
                stroke(path, style, paint, &w)
            case let .shadows(shape, shadows):
                for s in shadows.reversed() { shadow(shape, s, &w) }
            case let .glyphs(text, paint):
                let outline = glyphs.outlines(for: text.runs, at: text.origin)
                if !outline.isEmpty { w.line("<path d=\"\(d(outline))\" \(fill(paint, &w))/>") }
            case let .image(pixels, rect):
                image(pixels, rect, &w)
            case let .pushClip(path, antiAliased):
                let id = w.newID("clip")
                let edges = antiAliased ? "" : " shape-rendering=\"crispEdges\""
                w.line("<clipPath id=\"\(id)\"><path d=\"\(d(path))\"\(edges)/></clipPath>")
                w.open("<g clip-path=\"url(#\(id))\">")
            case .popClip, .popLayer, .popTransform:
                w.close()
            case let .pushLayer(style, _):
                layer(style, &w)
            case let .innerShadows(shape, shadows):
                for s in shadows.reversed() { innerShadow(shape, s, &w) }
            case .backdrop:
                // SVG 1.1's BackgroundImage input is not drawn by browsers or Figma.
                w.line("<!-- not written: a background blur (SVG cannot read what is drawn behind a shape); its tint follows -->")
            case let .pushTransform(m):
                // The matrix's own entries at 6 decimals: a rotation's cosines at 3 would move far points.
                w.open("<g transform=\"matrix(\(n(m.a, places: 6)) \(n(m.b, places: 6)) \(n(m.c, places: 6)) \(n(m.d, places: 6)) \(n(m.tx)) \(n(m.ty)))\">")
            }
        }
        while w.depth > 0 { w.close() }
        w.line("</svg>")
        return w.text
    }

    // MARK: pieces

    struct Writer {
        var text = ""
        var depth = 0
        var counter = 0
        mutating func line(_ s: String) { text += String(repeating: "  ", count: depth) + s + "\n" }
        mutating func open(_ s: String) { line(s); depth += 1 }
        mutating func close() { if depth > 0 { depth -= 1; line("</g>") } }
        mutating func newID(_ prefix: String) -> String { counter += 1; return "\(prefix)\(counter)" }
    }

    /// The pixels as an embedded PNG.
    static func image(_ pixels: Pixmap, _ rect: Rect, _ w: inout Writer) {
        let png = (try? PNGEncoder.default.encode(pixels)) ?? []
        w.line("<image x=\"\(n(rect.x))\" y=\"\(n(rect.y))\" width=\"\(n(rect.width))\" height=\"\(n(rect.height))\" "
               + "preserveAspectRatio=\"none\" xlink:href=\"data:image/png;base64,\(Data(png).base64EncodedString())\"/>")
    }

    static func stroke(_ path: Path, _ style: StrokeStyle, _ paint: Paint, _ w: inout Writer) {
        var width = style.width
        var clip = ""
        switch style.alignment {
        case .inside:
            // SVG strokes are centred: a doubled stroke clipped to the shape is the inside half.
            let id = w.newID("inside")
            w.line("<clipPath id=\"\(id)\"><path d=\"\(d(path))\"/></clipPath>")
            clip = " clip-path=\"url(#\(id))\""
            width *= 2
        case .outside:
            // And masked by everything but the shape, the outside half.
            guard let bounds = path.controlBounds?.outsetBy(style.width * max(style.miterLimit, 1) + 1) else { return }
            let id = w.newID("outside")
            let region = "x=\"\(n(bounds.x))\" y=\"\(n(bounds.y))\" width=\"\(n(bounds.width))\" height=\"\(n(bounds.height))\""
            w.line("<mask id=\"\(id)\" maskUnits=\"userSpaceOnUse\" \(region)><rect \(region) fill=\"#fff\"/><path d=\"\(d(path))\" fill=\"#000\"/></mask>")
            clip = " mask=\"url(#\(id))\""
            width *= 2
        case .center:
            break
        }
        var attributes = "fill=\"none\" \(strokePaint(paint, &w)) stroke-width=\"\(n(width))\""
        attributes += " stroke-linejoin=\"\(style.join.rawValue)\" stroke-linecap=\"\(style.cap.rawValue)\""
        if style.join == .miter { attributes += " stroke-miterlimit=\"\(n(style.miterLimit))\"" }
        if !style.dashes.isEmpty {
            attributes += " stroke-dasharray=\"\(style.dashes.map { n($0) }.joined(separator: " "))\" stroke-dashoffset=\"\(n(style.dashOffset))\""
        }
        w.line("<path d=\"\(d(path))\" \(attributes)\(clip)/>")
    }

    static func shadow(_ shape: ShadowShape, _ s: ShadowLayer<RGBAColor>, _ w: inout Writer) {
        let element: Path, caster: Path
        switch shape {
        case let .roundedRect(rr):
            element = Path(roundedRect: rr)
            caster = Path(roundedRect: rr.spread(by: s.spread).offsetBy(dx: s.x, dy: s.y))
        case let .path(p):
            element = p
            caster = p.transformed(by: .translation(s.x, s.y))
        }
        guard let bounds = caster.controlBounds?.union(element.controlBounds ?? .init(x: 0, y: 0, width: 0, height: 0)) else { return }
        let sigma = s.blur / 2, margin = 3 * sigma + 1
        let region = "x=\"\(n(bounds.x - margin))\" y=\"\(n(bounds.y - margin))\" width=\"\(n(bounds.width + 2 * margin))\" height=\"\(n(bounds.height + 2 * margin))\""
        let filter = w.newID("blur"), mask = w.newID("cutout")
        w.line("<filter id=\"\(filter)\" filterUnits=\"userSpaceOnUse\" \(region)><feGaussianBlur stdDeviation=\"\(n(sigma))\"/></filter>")
        w.line("<mask id=\"\(mask)\" maskUnits=\"userSpaceOnUse\" \(region)><rect \(region) fill=\"#fff\"/><path d=\"\(d(element))\" fill=\"#000\"/></mask>")
        w.line("<path d=\"\(d(caster))\" \(fill(.solid(s.color), &w)) filter=\"url(#\(filter))\" mask=\"url(#\(mask))\"/>")
    }

    /// A group: `opacity`, a filter (blur, colour matrix, shadows) and CSS `mix-blend-mode` on one `<g>`;
    /// a mask's group is not shown.
    static func layer(_ style: LayerStyle, _ w: inout Writer) {
        if style.masksBelow {
            // A mask is not written: the masked group is drawn whole, the mask itself not at all.
            w.line("<!-- not written: a mask (SwiftUI's .mask); the group it cuts is drawn unmasked -->")
            w.open("<g display=\"none\">")
            return
        }
        var attributes = ""
        if style.opacity < 1 { attributes += " opacity=\"\(n(style.opacity))\"" }
        if style.blur > 0 || !style.shadows.isEmpty || style.colorMatrix != nil {
            let id = w.newID("blur")
            w.line("<filter id=\"\(id)\" x=\"-50%\" y=\"-50%\" width=\"200%\" height=\"200%\">\(layerFilter(style))</filter>")
            attributes += " filter=\"url(#\(id))\""
        }
        switch style.blendMode {
        case .normal: break
        case .plusDarker:
            w.line("<!-- not written: blend mode plusDarker (CSS has no mix-blend-mode for it); drawn normal -->")
        default:
            attributes += " style=\"mix-blend-mode: \(cssBlendMode(style.blendMode))\""
        }
        w.open("<g\(attributes)>")
    }

    /// The layer's blur, its colour matrix, then its shadows under it: each the blurred content's alpha moved,
    /// blurred and flooded with its colour (the first listed on top), merged under the content.
    static func layerFilter(_ style: LayerStyle) -> String {
        var out = style.blur > 0 ? "<feGaussianBlur stdDeviation=\"\(n(style.blur / 2))\" result=\"content\"/>" : ""
        var content = style.blur > 0 ? "content" : "SourceGraphic"
        if let matrix = style.colorMatrix {
            // sRGB, as the raster back end filters gamma-encoded values (SVG's default is linearRGB).
            out += "<feColorMatrix in=\"\(content)\" type=\"matrix\" color-interpolation-filters=\"sRGB\" "
                + "values=\"\(matrix.values.map { n($0, places: 4) }.joined(separator: " "))\" result=\"filtered\"/>"
            content = "filtered"
        }
        for (i, s) in style.shadows.enumerated() {
            let opaque = RGBAColor(r: s.color.r, g: s.color.g, b: s.color.b)
            out += "<feOffset in=\"\(content)\" dx=\"\(n(s.x))\" dy=\"\(n(s.y))\" result=\"moved\(i)\"/>"
                + "<feGaussianBlur in=\"moved\(i)\" stdDeviation=\"\(n(max(0, s.blur) / 2))\" result=\"spread\(i)\"/>"
                + "<feFlood flood-color=\"\(opaque.hex)\" flood-opacity=\"\(n(Double(s.color.a) / 255))\"/>"
                + "<feComposite operator=\"in\" in2=\"spread\(i)\" result=\"shadow\(i)\"/>"
        }
        guard !style.shadows.isEmpty else { return out }
        let under = style.shadows.indices.reversed().map { "<feMergeNode in=\"shadow\($0)\"/>" }.joined()
        return out + "<feMerge>\(under)<feMergeNode in=\"\(content)\"/></feMerge>"
    }

    /// CSS's name of a blend mode: `colorDodge` is `color-dodge`.
    static func cssBlendMode(_ mode: CompositeOperation) -> String {
        mode.rawValue.reduce(into: "") { out, ch in
            if ch.isUppercase { out += "-" + ch.lowercased() } else { out.append(ch) }
        }
    }

    /// An inset shadow: everything outside the offset, shrunk hole, blurred and clipped to the shape.
    static func innerShadow(_ shape: ShadowShape, _ s: ShadowLayer<RGBAColor>, _ w: inout Writer) {
        let element: Path, hole: Path
        switch shape {
        case let .roundedRect(rr):
            element = Path(roundedRect: rr)
            let shrunk = rr.spread(by: -s.spread)
            hole = shrunk.rect.width > 0 && shrunk.rect.height > 0 ? Path(roundedRect: shrunk.offsetBy(dx: s.x, dy: s.y)) : Path()
        case let .path(p):
            element = p
            hole = p.transformed(by: .translation(s.x, s.y))
            if s.spread != 0 { w.line("<!-- not written: the spread of an inner shadow of a path (drawn without it) -->") }
        }
        guard let bounds = element.controlBounds else { return }
        let margin = 3 * s.blur / 2 + abs(s.x) + abs(s.y) + 1
        let outer = Path(rect: bounds.outsetBy(margin))
        let clip = w.newID("inside"), filter = w.newID("blur")
        w.line("<clipPath id=\"\(clip)\"><path d=\"\(d(element))\"/></clipPath>")
        w.line("<filter id=\"\(filter)\" x=\"-50%\" y=\"-50%\" width=\"200%\" height=\"200%\"><feGaussianBlur stdDeviation=\"\(n(s.blur / 2))\"/></filter>")
        w.open("<g clip-path=\"url(#\(clip))\">")
        w.line("<path d=\"\(d(outer)) \(d(hole))\" fill-rule=\"evenodd\" \(fill(.solid(s.color), &w)) filter=\"url(#\(filter))\"/>")
        w.close()
    }

    static func fill(_ paint: Paint, _ w: inout Writer) -> String { paintAttributes(paint, "fill", &w) }
    static func strokePaint(_ paint: Paint, _ w: inout Writer) -> String { paintAttributes(paint, "stroke", &w) }

    static func paintAttributes(_ paint: Paint, _ property: String, _ w: inout Writer) -> String {
        switch paint {
        case let .solid(c):
            let rgb = "#" + [c.r, c.g, c.b].map { String(format: "%02x", $0) }.joined()
            return c.a == 255 ? "\(property)=\"\(rgb)\"" : "\(property)=\"\(rgb)\" \(property)-opacity=\"\(n(Double(c.a) / 255))\""
        case let .linearGradient(g):
            let id = w.newID("gradient")
            w.line("<linearGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" x1=\"\(n(g.start.x))\" y1=\"\(n(g.start.y))\" "
                   + "x2=\"\(n(g.end.x))\" y2=\"\(n(g.end.y))\">\(stops(g.stops))</linearGradient>")
            return "\(property)=\"url(#\(id))\""
        case let .radialGradient(g):
            let id = w.newID("gradient")
            w.line("<radialGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" cx=\"\(n(g.center.x))\" cy=\"\(n(g.center.y))\" "
                   + "r=\"\(n(g.radius))\">\(stops(g.stops))</radialGradient>")
            return "\(property)=\"url(#\(id))\""
        case let .conicGradient(g):
            w.line("<!-- not written: a conic gradient (SVG has none); its first stop fills the shape -->")
            return paintAttributes(.solid(g.stops.first?.color ?? .transparent), property, &w)
        case let .diamondGradient(g):
            w.line("<!-- not written: a diamond gradient (SVG has none); its first stop fills the shape -->")
            return paintAttributes(.solid(g.stops.first?.color ?? .transparent), property, &w)
        }
    }

    static func stops(_ stops: [Raster.GradientStop]) -> String {
        stops.map { s in
            let c = s.color
            let rgb = "#" + [c.r, c.g, c.b].map { String(format: "%02x", $0) }.joined()
            return "<stop offset=\"\(n(s.offset))\" stop-color=\"\(rgb)\"\(c.a == 255 ? "" : " stop-opacity=\"\(n(Double(c.a) / 255))\"")/>"
        }.joined()
    }

    /// SVG path data.
    static func d(_ path: Path) -> String {
        var parts: [String] = []
        for e in path.elements {
            switch e {
            case let .move(p): parts.append("M\(n(p.x)) \(n(p.y))")
            case let .line(p): parts.append("L\(n(p.x)) \(n(p.y))")
            case let .quad(c, p): parts.append("Q\(n(c.x)) \(n(c.y)) \(n(p.x)) \(n(p.y))")
            case let .cubic(c1, c2, p): parts.append("C\(n(c1.x)) \(n(c1.y)) \(n(c2.x)) \(n(c2.y)) \(n(p.x)) \(n(p.y))")
            case .close: parts.append("Z")
            }
        }
        return parts.joined(separator: " ")
    }

    /// A number with at most `places` decimals (3 unless told) and no trailing zeros (deterministic).
    static func n(_ x: Double, places: Int = 3) -> String {
        guard x.isFinite else { return "0" }
        var unit: Int64 = 1
        for _ in 0..<places { unit *= 10 }
        let scaled = (x * Double(unit)).rounded()
        guard abs(scaled) < 9e18 else { return "0" }
        if scaled == 0 { return "0" }
        var s = String(Int64(scaled).magnitude / UInt64(unit))
        let frac = Int64(scaled).magnitude % UInt64(unit)
        if frac != 0 {
            var f = String(frac)
            while f.count < places { f = "0" + f }
            while f.hasSuffix("0") { f.removeLast() }
            s += "." + f
        }
        return scaled < 0 ? "-" + s : s
    }
}
