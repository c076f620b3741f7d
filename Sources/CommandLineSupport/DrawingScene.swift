import ArgumentParser
import DisplayList
import Files
import JSON
import Raster
import Values

/// A scene of drawing ops from JSON (the vocabulary of scripts/bench/README.md's "Ops": fill_rrect,
/// stroke_rrect, stroke_circle, shadow_rrect, text; plus fill_circle, fill_path / stroke_path with
/// SVG path data, per-corner radii, CSS gradients, strokes with joins, caps, dashes and alignment,
/// box-shadow spread, clip / layer push-pop with blend modes and layer blur, background blur
/// (backdrop_rrect) and conic gradients, see docs/RASTER.md), decoded into display-list
/// items, so `raster-scene`, `bench-peer` and `pixelproof bench` time the production back end.
/// Text ops stay text until `displayList(text:)` shapes them, so shaping is timed with drawing,
/// as the peers' text calls shape and draw together.
package struct DrawingScene {
    package enum Op {
        case item(DisplayItem)
        case text(TextOp)
    }

    package struct TextOp {
        var text: String, x: Double, baseline: Double, size: Double, weight: Double, color: RGBAColor
    }

    package var name: String
    package var width: Double, height: Double, scale: Double
    package var background: RGBAColor
    package var ops: [Op]
    package var fontFile: String?

    package var deviceWidth: Int { Int((width * scale).rounded()) }
    package var deviceHeight: Int { Int((height * scale).rounded()) }

    /// The scene as a display list; text ops are shaped by `text` (nil leaves them out).
    package func displayList(text: BenchText?) -> DisplayList {
        var list = DisplayList(width: width, height: height, scale: scale, background: background)
        list.items.reserveCapacity(ops.count)
        for op in ops {
            switch op {
            case let .item(item): list.append(item)
            case let .text(op): if let item = text?.glyphs(op, scale: scale) { list.append(item) }
            }
        }
        return list
    }

    /// Builds the display list and draws it with the raster back end: what a benchmark times.
    package func draw(on canvas: Canvas, text: BenchText?) {
        var list = displayList(text: text)
        if let text, text.viaOutlines { list = text.outlined(list) }
        RasterBackend.draw(list, on: canvas, glyphs: text?.glyphs ?? .shared)
    }

    /// A scene file: one scene object, or {"scenes": [...]} from which `name` is picked (the first
    /// when nil). Font paths are relative to the file.
    package static func load(_ file: String, scene name: String? = nil) throws -> DrawingScene {
        let root: JSONNode
        do { root = try JSONNode.parse(try AtomicFile.read(file, maxBytes: 64 << 20)) } catch {
            throw ValidationError("\(file): \(error)")
        }
        var scene = root
        if let scenes = root["scenes"]?.array {
            guard let pick = scenes.first(where: { $0["name"]?.string == name }) ?? (name == nil ? scenes.first : nil) else {
                let names = scenes.compactMap { $0["name"]?.string }.joined(separator: ", ")
                throw ValidationError("\(file): no scene \"\(name ?? "")\"; expected one of \(names)")
            }
            scene = pick
        } else if root.members == nil {
            throw ValidationError("\(file): expected a JSON object")
        }
        return try DrawingScene(scene, folder: FilePath.parentFolder(of: file), file: file)
    }

    init(_ o: JSONNode, folder: String, file: String) throws {
        let sceneName = o["name"]?.string ?? "scene"
        name = sceneName
        width = o["width"]?.number ?? 0
        height = o["height"]?.number ?? 0
        scale = o["scale"]?.number ?? 1
        background = try o["background"].map { try DrawingScene.color($0, at: "\(file): background") } ?? .white
        fontFile = o["font_file"]?.string.map { FilePath.join(folder, $0) }
        ops = try (o["ops"]?.array ?? []).enumerated().map { i, op in
            try DrawingScene.op(op, at: "\(file): \(sceneName).ops[\(i)]")
        }
    }

    static func op(_ op: JSONNode, at: String) throws -> Op {
        func num(_ k: String, _ fallback: Double? = nil) throws -> Double {
            if let v = op[k]?.number { return v }
            if let fallback { return fallback }
            throw ValidationError("\(at): missing number \"\(k)\"")
        }
        func string(_ k: String) -> String? { op[k]?.string }
        func rrect() throws -> RoundedRect {
            let rect = Rect(x: try num("x"), y: try num("y"), width: try num("w"), height: try num("h"))
            // "corners": "continuous" (iOS) or a number (Figma's smoothing); circular when absent.
            let style: CornerStyle = string("corners") == "continuous" ? .continuous : op["corners"]?.number.map(CornerStyle.smoothed) ?? .circular
            if let r = op["radii"]?.array?.compactMap(\.number), r.count == 4 {
                return RoundedRect(rect: rect, radii: CornerRadii(topLeft: r[0], topRight: r[1], bottomRight: r[2], bottomLeft: r[3]), style: style)
            }
            return RoundedRect(rect: rect, radius: try num("r", 0), style: style)
        }
        func paint(box: Rect?) throws -> Paint {
            if let g = op["gradient"] { return try gradient(g, box: box, at: at) }
            return .solid(try color(op["color"], at: "\(at).color"))
        }
        func strokeStyle() throws -> StrokeStyle {
            StrokeStyle(width: try num("stroke_width"),
                        join: LineJoin(rawValue: string("join") ?? "miter") ?? .miter,
                        cap: LineCap(rawValue: string("cap") ?? "butt") ?? .butt,
                        miterLimit: try num("miter_limit", 4),
                        dashes: op["dashes"]?.array?.compactMap(\.number) ?? [],
                        dashOffset: try num("dash_offset", 0),
                        alignment: StrokeAlignment(rawValue: string("align") ?? "center") ?? .center)
        }
        func svgPath() throws -> Path {
            do { return try Path(svgPathData: string("d") ?? "") } catch { throw ValidationError("\(at).d: \(error)") }
        }
        switch string("op") ?? "" {
        case "fill_rrect":
            let rr = try rrect()
            return .item(.fill(Path(roundedRect: rr), try paint(box: rr.rect), .nonZero))
        case "stroke_rrect":
            let rr = try rrect()
            return .item(.stroke(Path(roundedRect: rr), try strokeStyle(), try paint(box: rr.rect)))
        case "fill_border":
            // A CSS border: "widths" [top, right, bottom, left] inside the rounded rect.
            let w = op["widths"]?.array?.compactMap(\.number) ?? []
            guard w.count == 4 else { throw ValidationError("\(at): fill_border needs widths [top, right, bottom, left]") }
            let rr = try rrect()
            return .item(.fill(Path(border: rr, widths: SideWidths(top: w[0], right: w[1], bottom: w[2], left: w[3])),
                               try paint(box: rr.rect), .evenOdd))
        case "stroke_circle":
            return .item(.stroke(Path(circleCenter: Point(try num("cx"), try num("cy")), radius: try num("r")), try strokeStyle(), try paint(box: nil)))
        case "fill_circle":
            let path = Path(circleCenter: Point(try num("cx"), try num("cy")), radius: try num("r"))
            return .item(.fill(path, try paint(box: path.controlBounds), .nonZero))
        case "shadow_rrect":
            let blur = try op["blur"]?.number ?? 2 * num("sigma")
            let shadow = ShadowLayer(x: try num("dx", 0), y: try num("dy", 0), blur: blur,
                                   spread: try num("spread", 0), color: try color(op["color"], at: "\(at).color"))
            return .item(.shadows(.roundedRect(try rrect()), [shadow]))
        case "fill_path":
            let path = try svgPath()
            return .item(.fill(path, try paint(box: path.controlBounds), string("fill_rule") == "evenodd" ? .evenOdd : .nonZero))
        case "stroke_path":
            let path = try svgPath()
            return .item(.stroke(path, try strokeStyle(), try paint(box: path.controlBounds)))
        case "text":
            guard let text = string("text") else { throw ValidationError("\(at): missing string \"text\"") }
            return .text(TextOp(text: text, x: try num("x"), baseline: try num("y"), size: try num("size"),
                                weight: try num("weight"), color: try color(op["color"], at: "\(at).color")))
        case "push_clip_rrect": return .item(.pushClip(Path(roundedRect: try rrect()), antiAliased: op["aa"]?.bool ?? true))
        case "push_clip_path": return .item(.pushClip(try svgPath(), antiAliased: op["aa"]?.bool ?? true))
        case "pop_clip": return .item(.popClip)
        case "push_transform":
            // "matrix": [a, b, c, d, e, f] (SVG's), or "rotate_deg" about ("cx", "cy") then ("dx", "dy").
            if let m = op["matrix"]?.array?.compactMap(\.number), m.count == 6 {
                return .item(.pushTransform(Transform(a: m[0], b: m[1], c: m[2], d: m[3], tx: m[4], ty: m[5])))
            }
            let cx = try num("cx", 0), cy = try num("cy", 0)
            let turn = Transform.translation(-cx, -cy).then(.rotation(try num("rotate_deg", 0) * Double.pi / 180)).then(.translation(cx, cy))
            return .item(.pushTransform(turn.then(.translation(try num("dx", 0), try num("dy", 0)))))
        case "pop_transform": return .item(.popTransform)
        case "push_layer":
            // "blend": a CSS mix-blend-mode name (color-dodge) or SwiftUI's (colorDodge); "blur": σ = blur / 2; "bounds": [x, y, w, h] where the group draws.
            let blendName = (string("blend") ?? "normal").split(separator: "-").enumerated()
                .map { $0.offset == 0 ? String($0.element) : $0.element.prefix(1).uppercased() + $0.element.dropFirst() }.joined()
            guard let blend = CompositeOperation(rawValue: blendName) else {
                throw ValidationError("\(at).blend: unknown blend mode \"\(string("blend") ?? "")\"; expected one of \(CompositeOperation.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            let b = op["bounds"]?.array?.compactMap(\.number) ?? []
            let bounds = b.count == 4 ? Rect(x: b[0], y: b[1], width: b[2], height: b[3]) : nil
            return .item(.pushLayer(LayerStyle(opacity: try num("opacity", 1), blendMode: blend, blur: try num("blur", 0)), bounds: bounds))
        case "pop_layer": return .item(.popLayer)
        case "backdrop_rrect":
            return .item(.backdrop(Path(roundedRect: try rrect()), BackdropFilter(blur: try num("blur"), saturation: try num("saturation", 1))))
        case let other: throw ValidationError("\(at): unknown op \"\(other)\"")
        }
    }

    static func color(_ v: JSONNode?, at: String) throws -> RGBAColor {
        if let s = v?.string, let c = RGBAColor(hex: s) { return c }
        guard let a = v?.array?.compactMap(\.number), a.count == 3 || a.count == 4, a.allSatisfy({ $0 >= 0 && $0 <= 255 }) else {
            throw ValidationError("\(at): expected a colour [r, g, b, a] (0-255) or \"#rrggbb\"")
        }
        return RGBAColor(r: UInt8(a[0]), g: UInt8(a[1]), b: UInt8(a[2]), a: UInt8(a.count == 4 ? a[3] : 255))
    }

    /// Explicit endpoints (x0, y0, x1, y1), a CSS angle on the op's box (`angle_deg`), radial, or
    /// conic (`cx`, `cy`, `from_deg`: 0 = up, clockwise).
    static func gradient(_ g: JSONNode, box: Rect?, at: String) throws -> Paint {
        let stops = try (g["stops"]?.array ?? []).map { s -> GradientStop in
            guard let pair = s.array, pair.count == 2, let o = pair[0].number else {
                throw ValidationError("\(at).gradient.stops: expected [offset, colour]")
            }
            return GradientStop(o, try color(pair[1], at: "\(at).gradient.stops"))
        }
        if g["type"]?.string == "radial" {
            return .radialGradient(RadialGradient(center: Point(g["cx"]?.number ?? 0, g["cy"]?.number ?? 0),
                                                  radius: g["radius"]?.number ?? 0, stops: stops))
        }
        if g["type"]?.string == "conic" {
            return .conicGradient(ConicGradient(center: Point(g["cx"]?.number ?? 0, g["cy"]?.number ?? 0),
                                                from: g["from_deg"]?.number ?? 0, stops: stops))
        }
        if let x0 = g["x0"]?.number, let y0 = g["y0"]?.number, let x1 = g["x1"]?.number, let y1 = g["y1"]?.number {
            return .linearGradient(LinearGradient(start: Point(x0, y0), end: Point(x1, y1), stops: stops))
        }
        guard let box else { throw ValidationError("\(at).gradient: give x0, y0, x1, y1 for this op") }
        return .linearGradient(.css(angle: g["angle_deg"]?.number ?? 180, box: box, stops: stops))
    }
}
