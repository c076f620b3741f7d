import DescriptionModel
import Raster
import Values
import DescriptionSource

// Shapes' geometry and lines (corners, borders, strokes) and the keys any node may carry
// (`clip`, `scale`, `rotation`, `offset`).
extension DescriptionReader {
    /// `cornerRadius: 12`, a token, or `{topLeading, topTrailing, bottomTrailing, bottomLeading}`.
    func cornerRadius(_ value: Value) throws(DescriptionError) -> CornerRadius {
        guard case let .mapping(mapping) = value.node else { return .all(try length(value, what: "corner radius")) }
        // Screen names (CSS's, Figma's) get the corner they mean in the layout direction's words.
        let screen = ["topLeft": "topLeading", "topRight": "topTrailing", "bottomRight": "bottomTrailing", "bottomLeft": "bottomLeading"]
        for key in mapping.keys {
            guard let name = key.string, let meant = screen[name] else { continue }
            throw error(value.child(key, at: value.path.appending(name)),
                        "unknown key \"\(name)\" in cornerRadius; expected one of \(LengthCornerRadii.keys.joined(separator: ", ")) — corners follow the layout direction, so left and right are leading and trailing (did you mean \"\(meant)\"?)",
                        suggestion: meant)
        }
        let f = try fields(value, keys: KeyTables.corners, what: "cornerRadius")
        func corner(_ key: String) throws(DescriptionError) -> Length {
            try f.optional(key) { v throws(DescriptionError) in try length(v, what: "corner radius") } ?? .zero
        }
        return .corners(LengthCornerRadii(topLeading: try corner("topLeading"), bottomLeading: try corner("bottomLeading"),
                                             bottomTrailing: try corner("bottomTrailing"), topTrailing: try corner("topTrailing")))
    }

    /// The corner keys shared by `shape` and `clip`: radius, style and smoothing, checked together.
    func corners(_ f: Fields, kind: ShapeNode.Kind)
        throws(DescriptionError) -> (radius: CornerRadius?, style: CornerCurve, smoothing: Double) {
        if let radius = f["cornerRadius"], kind != .roundedRect {
            throw error(radius, "cornerRadius applies to kind roundedRect only; this shape is \(kind.rawValue) (use roundedRect, or remove cornerRadius)")
        }
        let style = try f.optional("cornerStyle") { v throws(DescriptionError) in try enumeration(v, CornerCurve.self, what: "corner style") } ?? .circular
        if let given = f["cornerStyle"], kind != .roundedRect, kind != .pill {
            throw error(given, "cornerStyle applies to kinds roundedRect and pill; this shape is \(kind.rawValue)")
        }
        let smoothing = try f.optional("cornerSmoothing") { v throws(DescriptionError) in
            try number(v, in: 0...1, what: "a corner smoothing (0 to 1, Figma's: 0.6 is \"iOS\")")
        } ?? 0
        if let given = f["cornerSmoothing"] {
            if kind != .roundedRect {
                throw error(given, "cornerSmoothing applies to kind roundedRect only; this shape is \(kind.rawValue)")
            }
            if style == .continuous {
                throw error(given, "cornerSmoothing is Figma's corner and cornerStyle: continuous is iOS's; give one of them (remove cornerSmoothing, or cornerStyle: continuous)")
            }
        }
        return (try f.optional("cornerRadius") { v throws(DescriptionError) in try cornerRadius(v) }, style, smoothing)
    }

    func border(_ value: Value, kind: ShapeNode.Kind) throws(DescriptionError) -> Border {
        let f = try fields(value, keys: KeyTables.border, what: "border")
        let line = try lineStyle(f)
        let align = try f.optional("align") { v throws(DescriptionError) in try enumeration(v, Border.Align.self, what: "border alignment") } ?? .inside
        let widthValue = try f.required("width", "a size in logical px, or {top, leading, bottom, trailing}")
        var width = 0.0, sides: BorderWidths?
        if case .mapping = widthValue.node {
            guard kind == .rect || kind == .roundedRect else {
                throw error(widthValue, "a width per side applies to kinds rect and roundedRect; this shape is \(kind.rawValue) (give one width)")
            }
            if align != .inside {
                throw error(widthValue, "a width per side is a CSS border, drawn inside the edge; with align: \(align.rawValue) give one width (or remove align)")
            }
            if !line.dash.isEmpty {
                throw error(f["dash"]!, "a dashed border has one width; give width a single number (or remove dash)")
            }
            let w = try fields(widthValue, keys: KeyTables.insets, what: "border width")
            func side(_ key: String) throws(DescriptionError) -> Double { try w.optional(key) { v throws(DescriptionError) in try size(v) } ?? 0 }
            sides = BorderWidths(top: try side("top"), leading: try side("leading"), bottom: try side("bottom"), trailing: try side("trailing"))
            width = max(sides!.top, sides!.leading, sides!.bottom, sides!.trailing)
        } else {
            width = try size(widthValue)
        }
        return Border(width: width, sides: sides, color: try color(f.required("color", "a colour")), align: align,
                      dash: line.dash, dashOffset: line.dashOffset, cap: line.cap, join: line.join, miterLimit: line.miterLimit)
    }

    func stroke(_ value: Value) throws(DescriptionError) -> Stroke {
        let f = try fields(value, keys: KeyTables.stroke, what: "stroke")
        let line = try lineStyle(f)
        return Stroke(width: try size(f.required("width", "a size in logical px"), positive: true),
                      color: try color(f.required("color", "a colour")), join: line.join, cap: line.cap,
                      dash: line.dash, dashOffset: line.dashOffset, miterLimit: line.miterLimit)
    }

    /// `dash`, `dashOffset`, `cap`, `join` and `miterLimit`, as SVG takes them.
    private func lineStyle(_ f: Fields)
        throws(DescriptionError) -> (dash: [Double], dashOffset: Double, cap: Stroke.Cap, join: Stroke.Join, miterLimit: Double) {
        var dash: [Double] = []
        if let list = f["dash"] {
            for item in try elements(list, what: "dash and gap lengths") {
                let length = try number(item, what: "a dash or gap length in logical px")
                if length < 0 { throw error(item, "a dash or gap length cannot be negative (found \(describe(item.node))); SVG draws such a pattern solid, so write the lengths you mean") }
                if length > limits.maxLength { throw error(item, "dash length \(describe(item.node)) is larger than the limit of \(Int(limits.maxLength)) px") }
                dash.append(length)
            }
            if dash.isEmpty { throw error(list, "the dash list is empty; give dash and gap lengths such as [6, 3], or remove dash for a solid line") }
            if dash.allSatisfy({ $0 == 0 }) { throw error(list, "every dash and gap length is 0, which draws nothing to see; give lengths such as [6, 3], or remove dash for a solid line") }
        }
        return (dash,
                try f.optional("dashOffset") { v throws(DescriptionError) in try offset(v) } ?? 0,
                try f.optional("cap") { v throws(DescriptionError) in try enumeration(v, Stroke.Cap.self, what: "line cap") } ?? .butt,
                try f.optional("join") { v throws(DescriptionError) in try enumeration(v, Stroke.Join.self, what: "line join") } ?? .miter,
                try f.optional("miterLimit") { v throws(DescriptionError) in
                    try number(v, in: 1...1_000_000, what: "a miter limit (at least 1, SVG's: default 4)")
                } ?? 4)
    }

    /// `clip: true` (the frame) or a shape filling the frame.
    func clipShape(_ value: Value) throws(DescriptionError) -> ClipShape? {
        if case let .scalar(scalar) = value.node, scalar.style == .plain, ["true", "false", "True", "False", "TRUE", "FALSE"].contains(scalar.string) {
            return try bool(value) ? .frame : nil
        }
        guard case .mapping = value.node else {
            throw error(value, "expected true (clip to the frame) or a shape {kind, cornerRadius, cornerStyle, cornerSmoothing}, found \(describe(value.node))")
        }
        let f = try fields(value, keys: KeyTables.clip, what: "clip")
        let kind = try enumeration(f.required("kind", "rect, roundedRect, pill, circle or ellipse"), ShapeNode.Kind.self, what: "shape kind")
        let corners = try corners(f, kind: kind)
        return .shape(kind, cornerRadius: corners.radius, style: corners.style, smoothing: corners.smoothing)
    }

    /// Takes the keys any node may carry out of a node's body: the modifiers, and the body
    /// without them for the node's own reader. `kind` is the node's kind, for `clip`'s check.
    /// A blur in logical px: at least 0, at most `NodeModifiers.maxBlur`.
    func layerBlur(_ value: Value) throws(DescriptionError) -> Double {
        let blur = try number(value, what: "a blur in logical px (a number ≥ 0)")
        guard blur >= 0 else { throw error(value, "a blur cannot be negative, found \(describe(value.node)); 0 is no blur") }
        guard blur <= NodeModifiers.maxBlur else {
            throw error(value, "blur \(describe(value.node)) is larger than the limit of \(Int(NodeModifiers.maxBlur)) (sigma = blur / 2 px); use a smaller blur")
        }
        return blur
    }

    func splitModifiers(_ body: Value, kind: String) throws(DescriptionError) -> (NodeModifiers, Value) {
        guard case let .mapping(mapping) = body.node else { return (NodeModifiers(), body) }
        // A shape's `opacity` is its own key (the same group opacity): it stays the shape's.
        let names = KeyTables.nodeModifiers.names.filter { $0 != "opacity" || kind != "shape" }
        let own = mapping.entries.filter { !names.contains($0.key.string ?? "") }
        guard own.count < mapping.entries.count else { return (NodeModifiers(), body) }
        let taken = SourceNode.Mapping(mapping.entries.filter { names.contains($0.key.string ?? "") }, location: mapping.location)
        let f = try fields(body.child(.mapping(taken), at: body.path), keys: KeyTables.nodeModifiers, what: kind)
        var modifiers = NodeModifiers()
        modifiers.layoutPriority = try f.optional("layoutPriority") { v throws(DescriptionError) in
            try number(v, what: "a layout priority (a number; higher is offered space first)")
        }
        if let axes = f["fixedSize"] { modifiers.fixedSize = try fixedSizeAxes(axes) }
        if let clip = f["clip"] {
            guard KeyTables.clippableKinds.contains(kind) else {
                throw error(clip, "clip applies to stacks and frame only; wrap the \(kind) in a zstack or frame with clip, or give the shape itself the corners")
            }
            modifiers.clip = try clipShape(clip)
        }
        if let scale = f["scale"] { try readScale(scale, into: &modifiers) }
        modifiers.rotation = try f.optional("rotation") { v throws(DescriptionError) in
            try number(v, in: -3600...3600, what: "a rotation in degrees, clockwise")
        } ?? 0
        if let offset = f["offset"] {
            let o = try fields(offset, keys: KeyTables.point, what: "offset")
            modifiers.offsetX = try o.optional("x") { v throws(DescriptionError) in try self.offset(v) } ?? 0
            modifiers.offsetY = try o.optional("y") { v throws(DescriptionError) in try self.offset(v) } ?? 0
        }
        modifiers.opacity = try f.optional("opacity") { v throws(DescriptionError) in try number(v, in: ValueRange.opacity.range, what: "an opacity (0 to 1)") } ?? 1
        modifiers.blendMode = try f.optional("blendMode") { v throws(DescriptionError) in try enumeration(v, CompositeOperation.self, what: "blend mode") } ?? .normal
        modifiers.blur = try f.optional("blur") { v throws(DescriptionError) in try layerBlur(v) } ?? 0
        modifiers.accessibility = try f.optional("accessibility") { v throws(DescriptionError) in try accessibility(v) }
        return (modifiers, body.child(.mapping(SourceNode.Mapping(own, location: mapping.location)), at: body.path))
    }

    private func readScale(_ value: Value, into modifiers: inout NodeModifiers) throws(DescriptionError) {
        let s = try fields(value, keys: KeyTables.scale, what: "scale")
        let factor = ValueRange.scale.range
        modifiers.scaleX = try s.optional("x") { v throws(DescriptionError) in try number(v, in: factor, what: "a scale factor") } ?? 1
        modifiers.scaleY = try s.optional("y") { v throws(DescriptionError) in try number(v, in: factor, what: "a scale factor") } ?? 1
        if let anchor = s["anchor"] {
            let a = try fields(anchor, keys: KeyTables.unitPoint, what: "scale anchor")
            let x = try a.optional("x") { v throws(DescriptionError) in try number(v, in: 0...1, what: "a fraction of the frame (0 to 1)") }
            let y = try a.optional("y") { v throws(DescriptionError) in try number(v, in: 0...1, what: "a fraction of the frame (0 to 1)") }
            modifiers.scaleAnchor = Point(x ?? 0.5, y ?? 0.5)
        }
    }
}
