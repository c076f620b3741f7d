import Layout
import Raster
import Typesetting

/// Turns a description's node tree into the layout tree plus, for every leaf and decoration, the
/// painter that draws it (found again after layout by the tag the layout element carries).
/// All token names, fonts and images are resolved here, so layout and drawing cannot fail.
package struct Lowering {
    package let context: RenderContext
    package private(set) var painters: [any Painter] = []

    package init(context: RenderContext) { self.context = context }

    package mutating func lower(_ node: Node, at path: String) throws -> LayoutElement {
        switch node {
        case let .vstack(stack), let .hstack(stack), let .zstack(stack):
            return try lowerStack(node, stack, at: path + "." + node.kind)
        case let .spacer(spacer):
            return .spacer(minLength: try spacer.minLength.map { try context.length($0, at: path + ".spacer.minLength") } ?? 0)
        case let .frame(frame):
            let spec = FrameSpec(width: frame.width, height: frame.height, minWidth: frame.minWidth, maxWidth: frame.maxWidth,
                                 minHeight: frame.minHeight, maxHeight: frame.maxHeight, alignment: frame.alignment.layoutAlignment)
            return try backdrops(.frame(spec, child: try lower(frame.child, at: path + ".frame.child")),
                                 frame.background, frame.overlay, at: path + ".frame")
        case let .text(text):
            return leaf(try textLeaf(text, at: path + ".text"))
        case let .shape(shape):
            return leaf(try shapeLeaf(shape, at: path + ".shape"))
        case let .path(node):
            return leaf(try pathLeaf(node, at: path + ".path"))
        case let .image(image):
            return leaf(try imageLeaf(image, at: path + ".image"))
        case let .icon(icon):
            return leaf(try iconLeaf(icon, at: path + ".icon"))
        case let .component(component):
            return try lowerComponent(component, at: path)
        case let .composited(inner, compositing):
            return decorate(try lower(inner, at: path), with: LayerPainter(style: LayerStyle(compositing)))
        }
    }

    /// Registers a painter and returns the layout element that carries its tag.
    mutating func leaf(_ drawable: any DrawableLeaf) -> LayoutElement {
        painters.append(drawable)
        return .leaf(drawable, tag: painters.count - 1)
    }

    mutating func decorate(_ element: LayoutElement, with painter: any Painter) -> LayoutElement {
        painters.append(painter)
        return .decorated(tag: painters.count - 1, child: element)
    }

    // MARK: stacks

    mutating func lowerStack(_ node: Node, _ stack: StackNode, at path: String) throws -> LayoutElement {
        let spacing = try stack.spacing.map { try context.length($0, at: path + ".spacing") } ?? 0
        var children: [LayoutElement] = []
        for (i, child) in stack.children.enumerated() {
            children.append(try lower(child, at: "\(path).children[\(i)]"))
        }
        var element: LayoutElement
        switch (node, stack.alignment) {
        case let (.vstack, .horizontal(h)): element = .vstack(spacing: spacing, alignment: h, children: children)
        case (.vstack, _): element = .vstack(spacing: spacing, alignment: .center, children: children)
        case let (.hstack, .vertical(v)): element = .hstack(spacing: spacing, alignment: v, children: children)
        case (.hstack, _): element = .hstack(spacing: spacing, alignment: .center, children: children)
        case let (_, .both(a)): element = .zstack(alignment: a.layoutAlignment, children: children)
        default: element = .zstack(alignment: .center, children: children)
        }
        let insets = try context.insets(stack.padding, at: path + ".padding")
        if insets != .zero { element = .padding(insets, child: element) }
        return try backdrops(element, stack.background, stack.overlay, at: path)
    }

    /// A container's background and overlay: a colour behind is a painter (the cheapest
    /// drawing: one fill under the content); a node, or a colour over, is a layer laid out in the
    /// container's frame.
    mutating func backdrops(_ element: LayoutElement, _ background: Backdrop?, _ overlay: Backdrop?, at path: String) throws -> LayoutElement {
        var element = element
        var behind: LayoutElement?, over: LayoutElement?
        switch background {
        case let .color(c)?:
            element = decorate(element, with: BackgroundPainter(color: try context.color(c, at: path + ".background")))
        case let .node(n)?:
            behind = try lower(n, at: path + ".background")
        case nil:
            break
        }
        switch overlay {
        case let .color(c)?:
            over = leaf(ShapeLeaf(kind: .rect, width: nil, height: nil, fill: .solid(try context.color(c, at: path + ".overlay")),
                                  border: nil, shadows: [], opacity: 1))
        case let .node(n)?:
            over = try lower(n, at: path + ".overlay")
        case nil:
            break
        }
        guard behind != nil || over != nil else { return element }
        return .layered(child: element, behind: behind, over: over)
    }

    // MARK: primitives

    func textLeaf(_ text: TextNode, at path: String) throws -> TextLeaf {
        let style = try context.textStyle(text.typography, at: path + (isStyle(text.typography) ? ".style" : ".font"))
        do {
            _ = try context.typesetter.layout("", style: style, scale: context.scale)  // the family exists and the sizes are sane
        } catch {
            throw RenderError(path, "\(error)")
        }
        let color = try context.contentColor(text.color, at: path + ".color")
        return TextLeaf(string: context.pseudoLocale.apply(text.string), style: style, lineLimit: text.lineLimit,
                        truncation: text.truncation == .tail ? .tail : .none,
                        alignment: text.alignment,
                        layoutDirection: context.direction == .rightToLeft ? .rightToLeft : nil,
                        paint: .solid(color), typesetter: context.typesetter, scale: context.scale)
    }

    private func isStyle(_ t: TextNode.Typography) -> Bool {
        if case .style = t { return true }
        return false
    }

    func shapeLeaf(_ shape: ShapeNode, at path: String) throws -> ShapeLeaf {
        let kind: ShapeLeaf.Kind
        switch shape.kind {
        case .rect: kind = .rect
        case .roundedRect: kind = .roundedRect(try shape.cornerRadius.map { try context.length($0, as: .radius, at: path + ".cornerRadius") } ?? 0)
        case .pill: kind = .pill
        case .circle: kind = .circle
        case .ellipse: kind = .ellipse
        }
        var shadows = try context.shadows(shape.shadows, at: path + ".shadow")
        if let glow = shape.glow { shadows += try context.glow(glow, at: path + ".glow") }
        shadows += try context.shadows(shape.innerShadows, inner: true, at: path + ".innerShadow")
        let border = try shape.border.map { (width: $0.width, color: try context.color($0.color, at: path + ".border.color")) }
        return ShapeLeaf(kind: kind, width: shape.width, height: shape.height,
                         fill: try shape.fill.map { try context.paint($0, at: path + ".fill") },
                         border: border, shadows: shadows, opacity: shape.opacity, backgroundBlur: shape.backgroundBlur)
    }

    func pathLeaf(_ node: PathNode, at path: String) throws -> PathLeaf {
        let outline: Path
        do { outline = try Path(svgPathData: node.d) } catch { throw RenderError(path + ".d", "\(error)") }
        let stroke = try node.stroke.map { s in
            (style: StrokeStyle(width: s.width, join: LineJoin(rawValue: s.join.rawValue) ?? .miter,
                                cap: LineCap(rawValue: s.cap.rawValue) ?? .butt),
             color: try context.color(s.color, at: path + ".stroke.color"))
        }
        return PathLeaf(path: outline, width: node.width, height: node.height,
                        fill: try node.fill.map { try context.paint($0, at: path + ".fill") },
                        fillRule: node.fillRule, stroke: stroke)
    }

    func imageLeaf(_ node: ImageNode, at path: String) throws -> ImageLeaf {
        let pixels: Pixmap
        do { pixels = try context.loadImage(node.source) } catch { throw RenderError(path + ".source", "\(error)") }
        return ImageLeaf(image: pixels, width: node.width, height: node.height, mode: node.contentMode == .fill ? .fill : .fit,
                         cornerRadius: try node.cornerRadius.map { try context.length($0, as: .radius, at: path + ".cornerRadius") } ?? 0)
    }

    func iconLeaf(_ node: IconNode, at path: String) throws -> IconLeaf {
        let layers: [(path: Path, style: BuiltInIcon.Style)]
        switch node.glyph {
        case let .builtIn(name):
            guard let icon = name.builtInIcon else { throw RenderError(path + ".name", "unknown icon \"\(name.rawValue)\"") }
            // Mirrored inside its own box, so it stays where layout put it.
            let mirror = icon.isDirectional && context.direction == .rightToLeft
                ? Transform(a: -1, b: 0, c: 0, d: 1, tx: BuiltInIcon.boxSize, ty: 0) : .identity
            layers = try icon.layers.map { (path: try Path(svgPathData: $0.pathData).transformed(by: mirror), style: $0.style) }
        case let .path(d):
            do { layers = [(path: try Path(svgPathData: d), style: .fill(evenOdd: false))] } catch {
                throw RenderError(path + ".path", "\(error)")
            }
        }
        let color = try context.contentColor(node.color, at: path + ".color")
        return IconLeaf(layers: layers, size: node.size, color: color)
    }
}
