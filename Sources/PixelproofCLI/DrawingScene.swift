import ArgumentParser
import Foundation
import Raster

/// A scene of raster ops from JSON, parsed once into typed ops so that drawing (and timing it)
/// does no JSON look-ups. The vocabulary is scripts/bench/README.md's "Ops" (fill_rrect, stroke_rrect,
/// stroke_circle, shadow_rrect, text) plus fill_circle, fill_path / stroke_path (SVG path data),
/// per-corner radii, CSS gradients, strokes with joins, caps, dashes and alignment, box-shadow
/// spread, and clip / layer push-pop (docs/RASTER.md). Used by `raster-scene` and `bench-peer`.
struct DrawingScene {
    enum Op {
        case fill(Path, Paint, FillRule)
        case stroke(Path, StrokeStyle, Paint)
        case shadow(RoundedRect, BoxShadow)
        case text(TextOp)
        case pushClip(Path, antiAliased: Bool)
        case popClip
        case pushLayer(opacity: Double)
        case popLayer
    }

    struct TextOp {
        var text: String, x: Double, baseline: Double, size: Double, weight: Double, color: Color
    }

    var name: String
    var width: Double, height: Double, scale: Double
    var background: Color
    var ops: [Op]
    var fontFile: String?

    var deviceWidth: Int { Int((width * scale).rounded()) }
    var deviceHeight: Int { Int((height * scale).rounded()) }

    /// A scene file: one scene object, or {"scenes": [...]} from which `name` is picked (the first
    /// when nil). Font paths are relative to the file.
    static func load(_ file: String, scene name: String? = nil) throws -> DrawingScene {
        let data = try Data(contentsOf: URL(fileURLWithPath: file))
        guard var root = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw ValidationError("\(file): expected a JSON object")
        }
        if let scenes = root["scenes"] as? [[String: Any]] {
            guard let pick = scenes.first(where: { $0["name"] as? String == name }) ?? (name == nil ? scenes.first : nil) else {
                let names = scenes.compactMap { $0["name"] as? String }.joined(separator: ", ")
                throw ValidationError("\(file): no scene \"\(name ?? "")\"; expected one of \(names)")
            }
            root = pick
        }
        let folder = (file as NSString).deletingLastPathComponent
        return try DrawingScene(root, folder: folder.isEmpty ? "." : folder, file: file)
    }

    init(_ o: [String: Any], folder: String, file: String) throws {
        let sceneName = o["name"] as? String ?? "scene"
        name = sceneName
        width = o["width"] as? Double ?? 0
        height = o["height"] as? Double ?? 0
        scale = o["scale"] as? Double ?? 1
        background = try DrawingScene.color(o["background"] ?? [255, 255, 255, 255], at: "\(file): background")
        fontFile = (o["font_file"] as? String).map { ($0.hasPrefix("/") ? $0 : folder + "/" + $0) }
        ops = try (o["ops"] as? [[String: Any]] ?? []).enumerated().map { i, op in
            try DrawingScene.op(op, at: "\(file): \(sceneName).ops[\(i)]")
        }
    }

    static func op(_ op: [String: Any], at: String) throws -> Op {
        func num(_ k: String, _ fallback: Double? = nil) throws -> Double {
            if let v = op[k] as? Double { return v }
            if let fallback { return fallback }
            throw ValidationError("\(at): missing number \"\(k)\"")
        }
        func rrect() throws -> RoundedRect {
            let rect = Rect(x: try num("x"), y: try num("y"), width: try num("w"), height: try num("h"))
            if let r = op["radii"] as? [Double], r.count == 4 {
                return RoundedRect(rect: rect, radii: CornerRadii(topLeft: r[0], topRight: r[1], bottomRight: r[2], bottomLeft: r[3]))
            }
            return RoundedRect(rect: rect, radius: try num("r", 0))
        }
        func paint(box: Rect?) throws -> Paint {
            if let g = op["gradient"] as? [String: Any] { return try gradient(g, box: box, at: at) }
            return .solid(try color(op["color"] as Any, at: "\(at).color"))
        }
        func strokeStyle() throws -> StrokeStyle {
            StrokeStyle(width: try num("stroke_width"),
                        join: LineJoin(rawValue: op["join"] as? String ?? "miter") ?? .miter,
                        cap: LineCap(rawValue: op["cap"] as? String ?? "butt") ?? .butt,
                        miterLimit: try num("miter_limit", 4),
                        dashes: op["dashes"] as? [Double] ?? [],
                        dashOffset: try num("dash_offset", 0),
                        alignment: StrokeAlignment(rawValue: op["align"] as? String ?? "center") ?? .center)
        }
        func svgPath() throws -> Path {
            do { return try Path(svgPathData: op["d"] as? String ?? "") } catch { throw ValidationError("\(at).d: \(error)") }
        }
        switch op["op"] as? String ?? "" {
        case "fill_rrect":
            let rr = try rrect()
            return .fill(Path(roundedRect: rr), try paint(box: rr.rect), .nonZero)
        case "stroke_rrect":
            let rr = try rrect()
            return .stroke(Path(roundedRect: rr), try strokeStyle(), try paint(box: rr.rect))
        case "stroke_circle":
            return .stroke(Path(circleCenter: Point(try num("cx"), try num("cy")), radius: try num("r")), try strokeStyle(), try paint(box: nil))
        case "fill_circle":
            let path = Path(circleCenter: Point(try num("cx"), try num("cy")), radius: try num("r"))
            return .fill(path, try paint(box: path.controlBounds), .nonZero)
        case "shadow_rrect":
            let blur = try (op["blur"] as? Double).map { $0 } ?? 2 * num("sigma")
            return .shadow(try rrect(), BoxShadow(offsetX: try num("dx", 0), offsetY: try num("dy", 0), blur: blur,
                                                  spread: try num("spread", 0), color: try color(op["color"] as Any, at: "\(at).color")))
        case "fill_path":
            let path = try svgPath()
            return .fill(path, try paint(box: path.controlBounds), (op["fill_rule"] as? String) == "evenodd" ? .evenOdd : .nonZero)
        case "stroke_path":
            let path = try svgPath()
            return .stroke(path, try strokeStyle(), try paint(box: path.controlBounds))
        case "text":
            guard let text = op["text"] as? String else { throw ValidationError("\(at): missing string \"text\"") }
            return .text(TextOp(text: text, x: try num("x"), baseline: try num("y"), size: try num("size"),
                                weight: try num("weight"), color: try color(op["color"] as Any, at: "\(at).color")))
        case "push_clip_rrect": return .pushClip(Path(roundedRect: try rrect()), antiAliased: op["aa"] as? Bool ?? true)
        case "pop_clip": return .popClip
        case "push_layer": return .pushLayer(opacity: try num("opacity", 1))
        case "pop_layer": return .popLayer
        case let other: throw ValidationError("\(at): unknown op \"\(other)\"")
        }
    }

    /// Background fill and every op, in order; `text` draws the text ops (nil: they are skipped).
    func draw(on canvas: Canvas, text: BenchText?) {
        canvas.reset(to: background)
        let t = Transform.scale(scale)
        for op in ops {
            switch op {
            case let .fill(path, paint, rule): canvas.fill(path, paint: paint, fillRule: rule, transform: t)
            case let .stroke(path, style, paint): canvas.stroke(path, style: style, paint: paint, transform: t)
            case let .shadow(shape, shadow): canvas.drawShadow(of: shape, shadow, transform: t)
            case let .text(op): text?.draw(op, scale: scale, on: canvas)
            case let .pushClip(path, aa): canvas.pushClip(path, antiAliased: aa, transform: t)
            case .popClip: canvas.popClip()
            case let .pushLayer(opacity): canvas.pushLayer(opacity: opacity)
            case .popLayer: canvas.popLayer()
            }
        }
    }

    static func color(_ v: Any, at: String) throws -> Color {
        if let s = v as? String, let c = Color(hex: s) { return c }
        guard let a = v as? [Double], a.count == 3 || a.count == 4, a.allSatisfy({ $0 >= 0 && $0 <= 255 }) else {
            throw ValidationError("\(at): expected a colour [r, g, b, a] (0-255) or \"#rrggbb\"")
        }
        return Color(r: UInt8(a[0]), g: UInt8(a[1]), b: UInt8(a[2]), a: UInt8(a.count == 4 ? a[3] : 255))
    }

    /// Explicit endpoints (x0, y0, x1, y1), a CSS angle on the op's box (`angle_deg`), or radial.
    static func gradient(_ g: [String: Any], box: Rect?, at: String) throws -> Paint {
        let rawStops = g["stops"] as? [[Any]] ?? []
        let stops = try rawStops.map { s -> GradientStop in
            guard s.count == 2, let o = s[0] as? Double else { throw ValidationError("\(at).gradient.stops: expected [offset, colour]") }
            return GradientStop(o, try color(s[1], at: "\(at).gradient.stops"))
        }
        if (g["type"] as? String) == "radial" {
            return .radialGradient(RadialGradient(center: Point(g["cx"] as? Double ?? 0, g["cy"] as? Double ?? 0),
                                                  radius: g["radius"] as? Double ?? 0, stops: stops))
        }
        if let x0 = g["x0"] as? Double, let y0 = g["y0"] as? Double, let x1 = g["x1"] as? Double, let y1 = g["y1"] as? Double {
            return .linearGradient(LinearGradient(start: Point(x0, y0), end: Point(x1, y1), stops: stops))
        }
        guard let box else { throw ValidationError("\(at).gradient: give x0, y0, x1, y1 for this op") }
        return .linearGradient(.css(angle: g["angle_deg"] as? Double ?? 180, box: box, stops: stops))
    }
}
