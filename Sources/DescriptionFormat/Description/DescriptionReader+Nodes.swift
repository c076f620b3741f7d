import Localization
import DescriptionModel
import Layout
import DescriptionSource
import Typesetting
import Raster

// Nodes: `{kind: {keys…}}`, the layout nodes and the primitives. Each component reads its own
// keys (Library/, found through ComponentRegistry).
extension DescriptionReader {
    /// The node kinds allowed under the current system, in the order messages list them.
    var allowedKinds: [String] { Node.primitiveKinds + components.kinds(in: system) + components.describedNames }

    /// A primitive, or a built-in component of this document's system.
    func isBuiltInKind(_ kind: String) -> Bool {
        Node.primitiveKinds.contains(kind) || components.kinds(in: system).contains(kind)
    }

    /// Reads one node. `depth` is 1 for the document's content.
    package func node(_ value: Value, depth: Int) throws(DescriptionError) -> Node {
        record(value)
        if depth > limits.maxNodeDepth {
            throw error(value, "nodes are nested deeper than \(limits.maxNodeDepth) levels; flatten the description")
        }
        nodeCount += 1
        if nodeCount > limits.maxNodeCount {
            throw error(value, "the description has more than \(limits.maxNodeCount) nodes; split it into several files")
        }
        func expected() -> String { "a node: a mapping with exactly one key, its kind (\(allowedKinds.joined(separator: ", ")))" }
        guard case let .mapping(mapping) = value.node else {
            // A bare `spacer` in a list is the one node that needs no keys.
            if case let .scalar(scalar) = value.node, scalar.string == "spacer", scalar.style == .plain { return .spacer(SpacerNode()) }
            // So is a component of one's own whose props all have defaults: `- Divider`.
            if case let .scalar(scalar) = value.node, scalar.style == .plain, let described = components.described(scalar.string) {
                nodeCount -= 1
                return try use(described, props: value.child(.mapping(SourceNode.Mapping([])), at: value.path.appending(scalar.string)), keyAt: value, at: value.path, depth: depth)
            }
            throw error(value, "expected \(expected()), found \(describe(value.node))")
        }
        guard mapping.count == 1, let (keyNode, body) = mapping.first(where: { _ in true }) else {
            let keys = mapping.keys.compactMap(\.string).map { "\"\($0)\"" }.joined(separator: ", ")
            // `- text:` with its keys on the next lines at the same indentation: the keys became
            // siblings of the kind instead of its properties. Say that, not "use a stack".
            let kinds = mapping.filter { allowedKinds.contains($0.key.string ?? "") }
            if kinds.count == 1, let (kindKey, kindBody) = kinds.first, let kind = kindKey.string,
               kindBody.scalar?.isNull == true || kindBody.string == "" {
                let others = mapping.keys.compactMap(\.string).filter { $0 != kind }.map { "\"\($0)\"" }.joined(separator: ", ")
                throw error(value, "\(others) \(mapping.count == 2 ? "looks like a property" : "look like properties") of \(kind), but \(kind) has no value: "
                    + "indent \(mapping.count == 2 ? "it" : "them") under `\(kind):` by two more spaces than `\(kind)` (YAML nests by indentation)")
            }
            throw error(value, "expected \(expected()), found \(mapping.count == 0 ? "an empty mapping" : "\(mapping.count) keys: \(keys)"); put sibling nodes in a stack's children")
        }
        guard case let .scalar(keyScalar) = keyNode else { throw error(value, "expected \(expected()), found a complex key") }
        let kind = keyScalar.string
        let kindValue = value.child(keyNode, at: value.path.appending(kind))
        return try node(kind, kindValue: kindValue, body: value.child(body, at: value.path.appending(kind)), at: value.path, depth: depth)
    }

    /// The node of `kind` whose mapping is `bodyValue`: its node modifiers (`layoutPriority`,
    /// `clip`, `rotation`, …) taken out and read around it, the rest read as the kind's own keys.
    private func node(_ kind: String, kindValue: Value, body bodyValue: Value, at nodePath: DescriptionPath, depth: Int) throws(DescriptionError) -> Node {
        let described = components.described(kind)
        guard described != nil || isBuiltInKind(kind) else { throw unknownKind(kindValue, kind) }
        var (modifiers, ownBody) = try splitModifiers(bodyValue, kind: kind)
        var read: Node
        if let described {
            // The use is not a node of its own: its body takes its place (and is counted). Its
            // `accessibility:` describes the body, joining the element the body already is, if any.
            nodeCount -= 1
            read = try use(described, props: ownBody, keyAt: kindValue, at: nodePath, depth: depth)
            if let accessibility = modifiers.accessibility {
                read = read.described(by: accessibility)
                modifiers.accessibility = nil
            }
        } else {
            read = try builtIn(kind, ownBody, depth: depth + 1)
        }
        return modifiers.isEmpty ? read : .modified(read, modifiers)
    }

    /// A primitive or built-in component, from its own keys.
    private func builtIn(_ kind: String, _ bodyValue: Value, depth next: Int) throws(DescriptionError) -> Node {
        switch kind {
        case "vstack", "hstack", "zstack": return try stack(bodyValue, kind: kind, depth: next)
        case "spacer":
            let f = try fields(bodyValue, keys: KeyTables.spacer, what: "spacer")
            return .spacer(SpacerNode(minLength: try f.optional("minLength") { v throws(DescriptionError) in try length(v) }))
        case "frame": return .frame(try frame(bodyValue, depth: next))
        case "text": return .text(try text(bodyValue))
        case "shape": return .shape(try shape(bodyValue))
        case "path": return .path(try path(bodyValue))
        case "image": return .image(try image(bodyValue))
        case "icon": return .icon(try icon(bodyValue))
        default: return .component(try component(bodyValue, kind: kind, depth: next))
        }
    }

    /// `fixedSize: true | false | {horizontal, vertical}`; false fixes nothing.
    func fixedSizeAxes(_ value: Value) throws(DescriptionError) -> FixedSizeAxes? {
        if case .scalar = value.node { return try bool(value) ? FixedSizeAxes() : nil }
        guard case .mapping = value.node else {
            throw error(value, "expected true, false or {horizontal: bool, vertical: bool}, found \(describe(value.node))")
        }
        let f = try fields(value, keys: KeyTables.fixedSizeAxes, what: "fixedSize")
        let axes = FixedSizeAxes(horizontal: try f.flag("horizontal", default: false), vertical: try f.flag("vertical", default: false))
        return axes.horizontal || axes.vertical ? axes : nil
    }

    /// A node kind that is not allowed here: a component of another system says so; anything
    /// else gets the list and a did-you-mean.
    func unknownKind(_ value: Value, _ kind: String) -> DescriptionError {
        let elsewhere = components.systems(offering: kind)
        if !elsewhere.isEmpty {
            let own = components.kinds(in: system)
            let ownList = own.isEmpty ? "it has no components" : "its components are \(own.joined(separator: ", "))"
            return error(value, "\"\(kind)\" is a component of the \(elsewhere.joined(separator: " and ")) system, but this description's system is \(system.name) (\(ownList)); change `system` or use a primitive node")
        }
        return unknownName(value, kind, what: "node kind", allowed: allowedKinds)
    }

    func children(_ value: Value, depth: Int) throws(DescriptionError) -> [Node] {
        try elements(value, what: "nodes").map { (element) throws(DescriptionError) in try node(element, depth: depth) }
    }

    private func stack(_ value: Value, kind: String, depth: Int) throws(DescriptionError) -> Node {
        let f = try fields(value, keys: KeyTables.primitives.first { $0.kind == kind }!.keys, what: kind)
        let alignment: StackNode.StackAlignment
        switch kind {
        case "vstack":
            alignment = .horizontal(try f.optional("alignment") { v throws(DescriptionError) in try enumeration(v, HorizontalGuide.self, what: "vstack alignment") } ?? .center)
        case "hstack":
            alignment = .vertical(try f.optional("alignment") { v throws(DescriptionError) in try enumeration(v, VerticalGuide.self, what: "hstack alignment") } ?? .center)
        default:
            alignment = .both(try f.optional("alignment") { v throws(DescriptionError) in try enumeration(v, ContentAlignment.self, what: "zstack alignment") } ?? .center)
        }
        let stack = StackNode(
            spacing: try f.optional("spacing") { v throws(DescriptionError) in try length(v) },
            alignment: alignment,
            padding: try f.optional("padding") { v throws(DescriptionError) in try insets(v) } ?? .zero,
            background: try f.optional("background") { v throws(DescriptionError) in try backdrop(v, depth: depth) },
            overlay: try f.optional("overlay") { v throws(DescriptionError) in try backdrop(v, depth: depth) },
            children: try f.optional("children") { v throws(DescriptionError) in try children(v, depth: depth) } ?? [])
        switch kind {
        case "vstack": return .vstack(stack)
        case "hstack": return .hstack(stack)
        default: return .zstack(stack)
        }
    }

    private func frame(_ value: Value, depth: Int) throws(DescriptionError) -> FrameNode {
        let f = try fields(value, keys: KeyTables.frame, what: "frame")
        func fixed(_ key: String) throws(DescriptionError) -> Double? { try f.optional(key) { v throws(DescriptionError) in try size(v) } }
        func maximum(_ key: String) throws(DescriptionError) -> Double? {
            try f.optional(key) { (v) throws(DescriptionError) -> Double in
                if case let .scalar(s) = v.node, s.string == "infinity" { record(v); return .infinity }
                return try size(v)
            }
        }
        let frame = FrameNode(
            width: try fixed("width"), height: try fixed("height"),
            minWidth: try fixed("minWidth"), idealWidth: try fixed("idealWidth"), maxWidth: try maximum("maxWidth"),
            minHeight: try fixed("minHeight"), idealHeight: try fixed("idealHeight"), maxHeight: try maximum("maxHeight"),
            alignment: try f.optional("alignment") { v throws(DescriptionError) in try enumeration(v, ContentAlignment.self, what: "frame alignment") } ?? .center,
            child: try node(f.required("child", "a node"), depth: depth),
            background: try f.optional("background") { v throws(DescriptionError) in try backdrop(v, depth: depth) },
            overlay: try f.optional("overlay") { v throws(DescriptionError) in try backdrop(v, depth: depth) })
        // SwiftUI calls these "contradictory frame constraints": min ≤ ideal ≤ max on each axis.
        for axis in ["Width", "Height"] {
            let width = axis == "Width"
            let bounds = [("min", width ? frame.minWidth : frame.minHeight), ("ideal", width ? frame.idealWidth : frame.idealHeight),
                          ("max", width ? frame.maxWidth : frame.maxHeight)]
            for (i, (lowName, low)) in bounds.enumerated() {
                for (highName, high) in bounds[(i + 1)...] {
                    guard let low, let high, low > high else { continue }
                    throw error(f[lowName + axis]!, "\(lowName)\(axis) \(format(low)) is larger than \(highName)\(axis) \(format(high)); a frame needs min ≤ ideal ≤ max")
                }
            }
        }
        return frame
    }

    private func text(_ value: Value) throws(DescriptionError) -> TextNode {
        let f = try fields(value, keys: KeyTables.text, what: "text")
        let typography: TextNode.Typography
        switch (f["style"], f["font"]) {
        case let (style?, nil): typography = .style(try tokenName(style, what: "a typography token name"))
        case let (nil, font?): typography = .font(try fontSpec(font))
        case (_?, _?): throw error(f["font"]!, "give either style (a typography token) or font, not both")
        case (nil, nil): throw error(value, "missing required key \"style\" or \"font\" in text (a typography token name, or {family, weight, size, lineHeight, letterSpacing})")
        }
        var localized: LocalizedText?
        if let key = f["key"] {
            let name = try string(key, what: "a strings catalog key")
            let arguments = try f.optional("args") { v throws(DescriptionError) in try elements(v, what: "args").map { (a) throws(DescriptionError) in try formatArgument(a) } } ?? []
            localized = LocalizedText(key: name, arguments: arguments)
        } else if f["args"] != nil {
            throw error(f["args"]!, "args are the values of a catalog key's specifiers; give the key too (text: {key: cart.total, args: [3]})")
        }
        let written: String
        if let localized { written = localized.key } else { written = try string(f.required("string", "the text to draw (or key, a strings catalog key)")) }
        return TextNode(
            string: written,
            typography: typography,
            color: try f.optional("color") { v throws(DescriptionError) in try color(v) },
            lineLimit: try f.optional("lineLimit") { v throws(DescriptionError) in try integer(v, in: 1...10_000, what: "a line limit (a whole number ≥ 1)") },
            truncation: try f.optional("truncation") { v throws(DescriptionError) in try enumeration(v, TextNode.Truncation.self, what: "truncation") } ?? .tail,
            alignment: try f.optional("alignment") { v throws(DescriptionError) in try enumeration(v, TextAlignment.self, what: "text alignment") } ?? .leading,
            localized: localized)
    }

    /// One of a localized text's `args`: a whole number fills %lld and %d, a number with a
    /// fraction %f, a quoted or non-numeric scalar %@.
    private func formatArgument(_ value: Value) throws(DescriptionError) -> FormatArgument {
        if case let .scalar(s) = value.node, s.style == .plain, looksNumeric(s.string) {
            let x = try number(value, what: "a number")
            if x == x.rounded(), abs(x) < 1e15 { return .integer(Int(x)) }
            return .double(x)
        }
        return .string(try string(value, what: "a number or a string"))
    }

    private func fontSpec(_ value: Value) throws(DescriptionError) -> FontSpec {
        let f = try fields(value, keys: KeyTables.font, what: "font")
        var weight = 400
        if let w = f["weight"] {
            if case let .scalar(s) = w.node, s.style == .plain, looksNumeric(s.string) {
                weight = try integer(w, in: 1...1000, what: "a font weight (1 to 1000, or a name such as semibold)")
            } else {
                let names = FontSpec.weightNames.map(\.name)
                let name = try string(w, what: "a font weight")
                guard let found = FontSpec.weightNames.first(where: { $0.name == name }) else {
                    throw unknownName(w, name, what: "font weight", allowed: names)
                }
                weight = found.value
            }
        }
        return FontSpec(
            family: try f.optional("family") { v throws(DescriptionError) in try string(v, what: "a font family name", maxLength: 256) },
            weight: weight,
            size: try size(f.required("size", "the font size in logical px"), positive: true),
            lineHeight: try f.optional("lineHeight") { v throws(DescriptionError) in try size(v, positive: true) },
            letterSpacing: try f.optional("letterSpacing") { v throws(DescriptionError) in try offset(v) } ?? 0)
    }

    private func shape(_ value: Value) throws(DescriptionError) -> ShapeNode {
        let f = try fields(value, keys: KeyTables.shape, what: "shape")
        let kind = try enumeration(f.required("kind", "rect, roundedRect, pill, circle or ellipse"), ShapeNode.Kind.self, what: "shape kind")
        let corners = try corners(f, kind: kind)
        return ShapeNode(
            kind: kind,
            width: try f.optional("width") { v throws(DescriptionError) in try size(v) },
            height: try f.optional("height") { v throws(DescriptionError) in try size(v) },
            cornerRadius: corners.radius, cornerStyle: corners.style, cornerSmoothing: corners.smoothing,
            fill: try f.optional("fill") { v throws(DescriptionError) in try paint(v) },
            border: try f.optional("border") { v throws(DescriptionError) in try border(v, kind: kind) },
            shadows: try f.optional("shadow") { v throws(DescriptionError) in try shadows(v) } ?? [],
            glow: try f.optional("glow") { v throws(DescriptionError) in try tokenName(v, what: "a glow token name") },
            opacity: try f.optional("opacity") { v throws(DescriptionError) in try number(v, in: ValueRange.opacity.range, what: "an opacity (0 to 1)") } ?? 1,
            innerShadows: try f.optional("innerShadow") { v throws(DescriptionError) in try shadows(v) } ?? [],
            backgroundBlur: try f.optional("backgroundBlur") { v throws(DescriptionError) in try layerBlur(v) })
    }

    private func path(_ value: Value) throws(DescriptionError) -> PathNode {
        let f = try fields(value, keys: KeyTables.path, what: "path")
        return PathNode(
            d: try pathData(f.required("d", "SVG path data")),
            fill: try f.optional("fill") { v throws(DescriptionError) in try paint(v) },
            fillRule: try f.optional("fillRule") { v throws(DescriptionError) in try enumeration(v, FillRule.self, what: "fill rule") } ?? .nonZero,
            stroke: try f.optional("stroke") { v throws(DescriptionError) in try stroke(v) },
            width: try f.optional("width") { v throws(DescriptionError) in try size(v) },
            height: try f.optional("height") { v throws(DescriptionError) in try size(v) })
    }

    /// SVG path data, parsed by the rasterizer's own parser (the one grammar), so a typo in `d` is
    /// reported with the description's other errors, before anything is drawn.
    func pathData(_ value: Value) throws(DescriptionError) -> String {
        let d = try string(value, what: "SVG path data", maxLength: limits.maxPathDataLength)
        if d.allSatisfy(\.isWhitespace) { throw error(value, "the path data is empty; write SVG path data such as \"M0 0 L10 10\"") }
        do {
            _ = try Path(svgPathData: d)
        } catch {
            throw self.error(value, "bad SVG path data at character \(error.offset + 1): \(error.message)")
        }
        return d
    }

    private func image(_ value: Value) throws(DescriptionError) -> ImageNode {
        let f = try fields(value, keys: KeyTables.image, what: "image")
        return ImageNode(
            source: try fileReference(f.required("source", "a PNG path relative to this file"), what: "a PNG path"),
            width: try f.optional("width") { v throws(DescriptionError) in try size(v) },
            height: try f.optional("height") { v throws(DescriptionError) in try size(v) },
            contentMode: try f.optional("contentMode") { v throws(DescriptionError) in try enumeration(v, ImageNode.ContentMode.self, what: "content mode") } ?? .fit,
            cornerRadius: try f.optional("cornerRadius") { v throws(DescriptionError) in try length(v, what: "corner radius") },
            cornerStyle: try f.optional("cornerStyle") { v throws(DescriptionError) in try enumeration(v, CornerCurve.self, what: "corner style") } ?? .circular)
    }

    private func icon(_ value: Value) throws(DescriptionError) -> IconNode {
        let f = try fields(value, keys: KeyTables.icon, what: "icon")
        let given = ["name", "path", "file"].filter { f[$0] != nil }
        if given.count > 1 {
            throw error(f[given[1]]!, "give one of name (a built-in icon), path (SVG path data) and file (an .svg or .png icon file), not \(given.count == 2 ? "both \(given[0]) and \(given[1])" : "all three")")
        }
        let glyph: IconNode.Glyph
        if let name = f["name"] { glyph = .builtIn(try iconName(name)) }
        else if let path = f["path"] { glyph = .path(try pathData(path)) }
        else if let file = f["file"] { glyph = .file(try iconFile(file)) }
        else {
            throw error(value, "missing required key \"name\", \"path\" or \"file\" in icon (\(IconName.allCases.map(\.rawValue).joined(separator: ", ")), SVG path data in a 24×24 box, or an .svg or .png file)")
        }
        return IconNode(
            glyph: glyph,
            size: try f.optional("size") { v throws(DescriptionError) in try size(v, positive: true) } ?? 24,
            color: try f.optional("color") { v throws(DescriptionError) in try color(v) },
            relativeTo: try f.optional("relativeTo") { v throws(DescriptionError) in try enumeration(v, IconNode.TextStyle.self, what: "text style") } ?? .body)
    }

    /// A colour (a scalar: `grayscale20`, `"#ffffff"`) or a node (a mapping: `{shape: {…}}`).
    func backdrop(_ value: Value, depth: Int) throws(DescriptionError) -> Backdrop {
        if case .mapping = value.node { return .node(try node(value, depth: depth)) }
        return .color(try color(value))
    }

    /// An icon file: an .svg or a .png, relative to the file that names it.
    func iconFile(_ value: Value) throws(DescriptionError) -> FileReference {
        let file = try fileReference(value, what: "an icon file (.svg or .png)")
        guard IconFile.kind(of: file.given) != nil else {
            throw error(value, "\"\(file.given)\" is not an icon file; an icon file is an SVG (.svg) or a PNG (.png)")
        }
        return file
    }

    package func iconName(_ value: Value) throws(DescriptionError) -> IconName {
        try enumeration(value, IconName.self, what: "icon")
    }
}

extension DescriptionReader {
    /// A component of the document's system: its keys are checked against its table, then it
    /// reads them itself. `node(_:depth:)` has already checked that the kind exists here.
    func component(_ value: Value, kind: String, depth: Int) throws(DescriptionError) -> ComponentNode {
        guard let definition = components.definition(of: kind, in: system) else {
            throw unknownKind(value, kind)
        }
        let fields = try fields(value, keys: definition.keys, what: kind)
        return ComponentNode(try definition.read(fields, depth: depth))
    }
}
