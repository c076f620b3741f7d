import ArgumentParser
import Foundation
import Raster
import Typesetting

/// One of the shared benchmark scenes (shared/bench/scenes.json and its README's "Ops"), parsed
/// once into typed ops so that timing measures drawing, not JSON look-ups.
struct BenchScene {
    enum Op {
        case fill(Path, Paint)
        case stroke(Path, StrokeStyle, Paint)
        case shadow(RoundedRect, BoxShadow)
        case text(TextOp)
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

    /// The scene named `name` in `file` (a {scenes: [...]} document); font paths are relative to the file.
    static func load(_ name: String, from file: String) throws -> BenchScene {
        let data = try Data(contentsOf: URL(fileURLWithPath: file))
        guard let root = try JSONSerialization.jsonObject(with: data) as? [String: Any],
              let scenes = root["scenes"] as? [[String: Any]] else {
            throw ValidationError("\(file): expected {\"scenes\": [...]}")
        }
        guard let scene = scenes.first(where: { $0["name"] as? String == name }) else {
            let names = scenes.compactMap { $0["name"] as? String }.joined(separator: ", ")
            throw ValidationError("\(file): no scene \"\(name)\"; expected one of \(names)")
        }
        let folder = (file as NSString).deletingLastPathComponent
        return try BenchScene(scene, folder: folder.isEmpty ? "." : folder, file: file)
    }

    init(_ o: [String: Any], folder: String, file: String) throws {
        name = o["name"] as? String ?? "scene"
        width = o["width"] as? Double ?? 0
        height = o["height"] as? Double ?? 0
        scale = o["scale"] as? Double ?? 1
        background = try RasterScene.color(o["background"] ?? [255, 255, 255, 255], "background", file)
        fontFile = (o["font_file"] as? String).map { ($0.hasPrefix("/") ? $0 : folder + "/" + $0) }
        let sceneName = name
        ops = try (o["ops"] as? [[String: Any]] ?? []).enumerated().map { i, op in
            try BenchScene.op(op, at: "\(file): \(sceneName).ops[\(i)]")
        }
    }

    static func op(_ op: [String: Any], at: String) throws -> Op {
        func num(_ k: String) throws -> Double {
            guard let v = op[k] as? Double else { throw ValidationError("\(at): missing number \"\(k)\"") }
            return v
        }
        func rrect() throws -> RoundedRect {
            RoundedRect(rect: Rect(x: try num("x"), y: try num("y"), width: try num("w"), height: try num("h")), radius: try num("r"))
        }
        func paint(box: Rect?) throws -> Paint {
            if let g = op["gradient"] as? [String: Any] { return try RasterScene.gradient(g, box: box, at) }
            return .solid(try RasterScene.color(op["color"] as Any, "\(at).color", ""))
        }
        switch op["op"] as? String ?? "" {
        case "fill_rrect":
            let rr = try rrect()
            return .fill(Path(roundedRect: rr), try paint(box: rr.rect))
        case "stroke_rrect":
            let rr = try rrect()
            return .stroke(Path(roundedRect: rr), StrokeStyle(width: try num("stroke_width")), try paint(box: rr.rect))
        case "stroke_circle":
            return .stroke(Path(circleCenter: Point(try num("cx"), try num("cy")), radius: try num("r")),
                           StrokeStyle(width: try num("stroke_width")), try paint(box: nil))
        case "shadow_rrect":
            let shadow = BoxShadow(offsetX: try num("dx"), offsetY: try num("dy"), blur: 2 * (try num("sigma")),
                                   color: try RasterScene.color(op["color"] as Any, "\(at).color", ""))
            return .shadow(try rrect(), shadow)
        case "text":
            guard let text = op["text"] as? String else { throw ValidationError("\(at): missing string \"text\"") }
            return .text(TextOp(text: text, x: try num("x"), baseline: try num("y"), size: try num("size"),
                                weight: try num("weight"), color: try RasterScene.color(op["color"] as Any, "\(at).color", "")))
        case let other:
            throw ValidationError("\(at): unknown op \"\(other)\"")
        }
    }

    /// Background fill and every op, in order.
    func draw(on canvas: Canvas, text: BenchText?) {
        canvas.reset(to: background)
        let t = Transform.scale(scale)
        for op in ops {
            switch op {
            case let .fill(path, paint): canvas.fill(path, paint: paint, transform: t)
            case let .stroke(path, style, paint): canvas.stroke(path, style: style, paint: paint, transform: t)
            case let .shadow(shape, shadow):
                // The scene's shadow is the blurred shape itself (no cut-out: the card that follows covers it).
                canvas.drawShadow(of: shape, shadow, transform: t)
            case let .text(op): text?.draw(op, scale: scale, on: canvas)
            }
        }
    }
}

/// The text op: the scene's font, shaped without kerning or ligatures, placed by the left end of the
/// baseline (rounded to the device grid), drawn through the glyph cache.
final class BenchText {
    let typesetter: Typesetter
    let glyphs = GlyphRasterizer()
    let family: String
    /// No kerning, no ligatures (made once, not per label).
    let features = [FontFeature("kern", value: 0), FontFeature("liga", value: 0)]

    init(fontFile: String) throws {
        let folder = (fontFile as NSString).deletingLastPathComponent
        let registry = FontRegistry(folders: [folder], systemFallbacks: false)
        guard let face = registry.faces.first(where: { $0.path == (fontFile as NSString).standardizingPath || $0.path == fontFile }) ?? registry.faces.first else {
            throw ValidationError("\(fontFile): no font found")
        }
        typesetter = Typesetter(registry: registry)
        family = face.family
    }

    /// Glyphs from FreeType's renderer through the glyph cache (what Pixelproof uses), or, with
    /// `viaOutlines`, their outlines filled by Pixelproof's own rasterizer (the alternative measured
    /// in docs/TEXT.md).
    var viaOutlines = false

    func draw(_ op: BenchScene.TextOp, scale: Double, on canvas: Canvas) {
        let style = TextStyle(family: family, weight: op.weight, size: op.size, lineHeight: op.size, features: features)
        guard let layout = try? typesetter.layout(op.text, style: style, scale: scale), let line = layout.lines.first else { return }
        let baseline = (op.baseline * scale).rounded()
        let origin = Point(op.x, (baseline - Double(line.deviceBaseline)) / scale)
        let paint = Paint.solid(op.color)
        if viaOutlines {
            canvas.fill(glyphs.outlines(for: layout, at: origin), paint: paint, transform: .scale(scale))
            return
        }
        canvas.fill(masks: glyphs.masks(for: layout, at: origin), paint: paint)
    }
}
