import ArgumentParser
import Foundation
import PNGCodec
@_spi(Measurement) import Raster

/// `pixelproof raster-scene FILE.json OUT.png`: draws a list of raster ops (hidden; used by
/// scripts/compare-raster and the benchmark). The op vocabulary is the one of
/// shared/bench/README.md ("Ops"), plus fill_path / stroke_path / fill_rrect with CSS gradients
/// and per-corner radii, and box-shadow spread; see docs/RASTER.md.
struct RasterSceneCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "raster-scene",
        abstract: "Draw a JSON list of raster ops to PNG (internal: reference comparisons and benchmarks).",
        shouldDisplay: false)

    @Argument(help: "A scene JSON file: {width, height, scale, background, ops}, or {scenes: [...]}.")
    var file: String

    @Argument(help: "Where to write the PNG.")
    var output: String

    @Option(help: "With a {scenes: [...]} file: the scene's name.")
    var scene: String?

    @Option(help: "Render this many times and print the median thread-CPU milliseconds.")
    var repeats: Int = 1

    @Option(help: .hidden)
    var boxBlurFromSigma: Double?

    @Option(help: .hidden)
    var reducedResolutionFromSigma: Double?

    func run() throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: file))
        guard var root = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw ValidationError("\(file): expected a JSON object")
        }
        if let scenes = root["scenes"] as? [[String: Any]] {
            guard let pick = scenes.first(where: { ($0["name"] as? String) == scene }) ?? (scene == nil ? scenes.first : nil) else {
                throw ValidationError("\(file): no scene named \(scene ?? "")")
            }
            root = pick
        }
        let parsed = try RasterScene(root, file: file)
        let canvas = try Canvas(width: parsed.deviceWidth, height: parsed.deviceHeight)
        if let sigma = boxBlurFromSigma { canvas.boxBlurFromSigma = sigma }
        if let sigma = reducedResolutionFromSigma { canvas.reducedResolutionFromSigma = sigma }
        var times: [Double] = []
        for _ in 0..<max(1, repeats) {
            let t0 = threadCPUms()
            try parsed.draw(on: canvas)
            times.append(threadCPUms() - t0)
        }
        try AtomicFile.write(try PNGEncoder.default.encode(canvas.pixmap), to: output)
        if repeats > 1 {
            let median = times.sorted()[times.count / 2]
            print("{\"render_cpu_ms\": \(String(format: "%.3f", median)), \"runs\": \(times.count)}")
        }
    }

    private func threadCPUms() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
        return Double(ts.tv_sec) * 1000 + Double(ts.tv_nsec) / 1e6
    }
}

/// A parsed scene: canvas size, scale, background and ops.
struct RasterScene {
    var width: Double, height: Double, scale: Double
    var background: Color
    var ops: [[String: Any]]
    let file: String

    var deviceWidth: Int { Int((width * scale).rounded()) }
    var deviceHeight: Int { Int((height * scale).rounded()) }

    init(_ o: [String: Any], file: String) throws {
        self.file = file
        width = o["width"] as? Double ?? 0
        height = o["height"] as? Double ?? 0
        scale = o["scale"] as? Double ?? 1
        background = try RasterScene.color(o["background"] ?? [255, 255, 255, 255], "background", file)
        ops = o["ops"] as? [[String: Any]] ?? []
    }

    func draw(on canvas: Canvas) throws {
        canvas.reset(to: background)
        let t = Transform.scale(scale)
        for (i, op) in ops.enumerated() {
            let at = "\(file): ops[\(i)]"
            func num(_ k: String, _ fallback: Double? = nil) throws -> Double {
                if let v = op[k] as? Double { return v }
                if let v = fallback { return v }
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
                if let g = op["gradient"] as? [String: Any] { return try RasterScene.gradient(g, box: box, at) }
                return .solid(try RasterScene.color(op["color"] as Any, "\(at).color", ""))
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
            switch op["op"] as? String ?? "" {
            case "fill_rrect":
                let rr = try rrect()
                canvas.fill(rr.path, paint: try paint(box: rr.rect), transform: t)
            case "stroke_rrect":
                let rr = try rrect()
                canvas.stroke(rr.path, style: try strokeStyle(), paint: try paint(box: rr.rect), transform: t)
            case "stroke_circle":
                let path = Path(circleCenter: Point(try num("cx"), try num("cy")), radius: try num("r"))
                canvas.stroke(path, style: try strokeStyle(), paint: try paint(box: nil), transform: t)
            case "fill_circle":
                let path = Path(circleCenter: Point(try num("cx"), try num("cy")), radius: try num("r"))
                canvas.fill(path, paint: try paint(box: path.controlBounds), transform: t)
            case "shadow_rrect":
                let rr = try rrect()
                let blur = try op["blur"] as? Double ?? num("sigma") * 2
                let shadow = BoxShadow(offsetX: try num("dx", 0), offsetY: try num("dy", 0), blur: blur,
                                       spread: try num("spread", 0),
                                       color: try RasterScene.color(op["color"] as Any, "\(at).color", ""))
                canvas.drawShadow(of: rr, shadow, transform: t)
            case "fill_path", "stroke_path":
                let path: Path
                do { path = try Path(svgPathData: op["d"] as? String ?? "") } catch {
                    throw ValidationError("\(at).d: \(error)")
                }
                let rule: FillRule = (op["fill_rule"] as? String) == "evenodd" ? .evenOdd : .nonZero
                if op["op"] as? String == "fill_path" {
                    canvas.fill(path, paint: try paint(box: path.controlBounds), fillRule: rule, transform: t)
                } else {
                    canvas.stroke(path, style: try strokeStyle(), paint: try paint(box: path.controlBounds), transform: t)
                }
            case "push_clip_rrect":
                canvas.pushClip(try rrect().path, antiAliased: op["aa"] as? Bool ?? true, transform: t)
            case "pop_clip":
                canvas.popClip()
            case "push_layer":
                canvas.pushLayer(opacity: try num("opacity", 1))
            case "pop_layer":
                canvas.popLayer()
            case let other:
                throw ValidationError("\(at): unknown op \"\(other)\"")
            }
        }
    }

    static func color(_ v: Any, _ at: String, _ file: String) throws -> Color {
        if let s = v as? String, let c = Color(hex: s) { return c }
        guard let a = v as? [Double], a.count == 3 || a.count == 4, a.allSatisfy({ $0 >= 0 && $0 <= 255 }) else {
            throw ValidationError("\(file)\(at): expected a colour [r, g, b, a] (0-255) or \"#rrggbb\"")
        }
        return Color(r: UInt8(a[0]), g: UInt8(a[1]), b: UInt8(a[2]), a: UInt8(a.count == 4 ? a[3] : 255))
    }

    static func gradient(_ g: [String: Any], box: Rect?, _ at: String) throws -> Paint {
        let rawStops = g["stops"] as? [[Any]] ?? []
        let stops = try rawStops.map { s -> GradientStop in
            guard s.count == 2, let o = s[0] as? Double else { throw ValidationError("\(at).gradient.stops: expected [offset, colour]") }
            return GradientStop(o, try color(s[1], "\(at).gradient.stops", ""))
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
