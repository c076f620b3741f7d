import DescriptionFormat
import DescriptionModel
import Layout
import Raster
import SVGIcons
import Typesetting
import Values

/// Turns a description's node tree into the layout tree plus, for every leaf and decoration, the
/// painter that draws it (found again after layout by the tag the layout element carries).
/// All token names, fonts and images are resolved here, so layout and drawing cannot fail.
package struct Lowering {
    package let context: RenderContext
    package internal(set) var painters: [any Painter] = []
    /// The key path of the node each painter draws (by tag), for the picture's semantics.
    package var painterPaths: [Int: String] = [:]

    package init(context: RenderContext) { self.context = context }

    package mutating func lower(_ node: Node, at path: String) throws -> LayoutElement {
        let first = painters.count
        return annotated(try lowerNode(node, at: path), node, at: path, painters: first)
    }

    private mutating func lowerNode(_ node: Node, at path: String) throws -> LayoutElement {
        switch node {
        case let .vstack(stack), let .hstack(stack), let .zstack(stack):
            return try lowerStack(node, stack, at: path + "." + node.kind)
        case let .spacer(spacer):
            return .spacer(minLength: try spacer.minLength.map { try context.length($0, at: path + ".spacer.minLength") } ?? Self.defaultSpacing)
        case let .frame(frame):
            let spec = FrameSpec(width: frame.width, height: frame.height, minWidth: frame.minWidth, idealWidth: frame.idealWidth,
                                 maxWidth: frame.maxWidth, minHeight: frame.minHeight, idealHeight: frame.idealHeight,
                                 maxHeight: frame.maxHeight, alignment: frame.alignment.layoutAlignment)
            return try backdrops(.frame(spec, child: try lower(frame.child, at: path + ".frame.child")),
                                 frame.background, frame.overlay, at: path + ".frame")
        case let .text(text):
            return leaf(try textLeaf(text, at: path + ".text"))
        case let .shape(shape):
            return leaf(try shapeLeaf(shape, at: path + ".shape"))
        case let .path(node):
            return leaf(try pathLeaf(node, at: path + ".path"))
        case let .image(image):
            return leaf(try placeholder(image.placeholder, for: try imageLeaf(image, at: path + ".image"), at: path + ".image"))
        case let .icon(icon):
            return leaf(try placeholder(icon.placeholder, for: try iconLeaf(icon, at: path + ".icon"), at: path + ".icon"))
        case let .component(component):
            return try lowerComponent(component, at: path)
        case let .modified(inner, modifiers):
            return try lowerModified(inner, modifiers, at: path)
        }
    }

    /// `drawn`, or its placeholder in `color` when the image is redacted (`PlaceholderLeaf`).
    private func placeholder(_ color: ColorValue?, for drawn: any DrawableLeaf, at path: String) throws -> any DrawableLeaf {
        guard let color else { return drawn }
        return PlaceholderLeaf(drawn: drawn, color: try context.color(color, at: path + ".placeholder"))
    }

    /// SwiftUI's default spacing between two views, and a spacer's default `minLength`, when a
    /// description writes none: 8 logical px.
    static let defaultSpacing = 8.0

    /// Registers a painter and returns the layout element that carries its tag.
    package mutating func leaf(_ drawable: any DrawableLeaf) -> LayoutElement {
        painters.append(drawable)
        return .leaf(drawable, tag: painters.count - 1)
    }

    package mutating func decorate(_ element: LayoutElement, with painter: any Painter) -> LayoutElement {
        painters.append(painter)
        return .decorated(tag: painters.count - 1, child: element)
    }

    // MARK: stacks

    mutating func lowerStack(_ node: Node, _ stack: StackNode, at path: String) throws -> LayoutElement {
        let written = try stack.spacing.map { try context.length($0, at: path + ".spacing") }
        let spacing = written ?? Self.defaultSpacing
        var children: [LayoutElement] = []
        for (i, child) in stack.children.enumerated() {
            children.append(try lower(child, at: "\(path).children[\(i)]"))
        }
        var element: LayoutElement
        switch (node, stack.alignment) {
        // A vertical stack's default spacing depends on the neighbours (two texts: their leading).
        case let (.vstack, .horizontal(h)): element = .vstack(spacing: written, alignment: h, children: children)
        case (.vstack, _): element = .vstack(spacing: written, alignment: .center, children: children)
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
            over = leaf(ShapeLeaf(shape: ShapeOutline(kind: .rect), width: nil, height: nil, fill: .solid(try context.color(c, at: path + ".overlay")),
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
        var string = text.string
        if let localized = text.localized {
            do { string = try context.strings.text(for: localized.key, arguments: localized.arguments) } catch {
                throw RenderError(path + ".key", error.description)
            }
        }
        string = context.pseudoLocale.apply(string)
        do { try context.typesetter.checkCoverage(string, style: style) } catch { throw RenderError(path, "\(error)") }
        let truncation: TextTruncation = switch text.truncation {
        case .tail: .tail
        case .head: .head
        case .middle: .middle
        case .none: .none
        }
        var leaf = TextLeaf(string: string, style: style, lineLimit: text.lineLimit,
                            truncation: truncation, alignment: text.alignment,
                            layoutDirection: context.direction == .rightToLeft ? .rightToLeft : nil,
                            paint: .solid(color), typesetter: context.typesetter, scale: context.scale)
        leaf.fill = try text.fill.map { try context.paint($0, at: path + ".fill") }
        leaf.lineSpacing = text.lineSpacing
        leaf.minimumScaleFactor = text.minimumScaleFactor
        leaf.allowsTightening = text.allowsTightening
        leaf.isRedacted = text.isRedacted
        // A view drawn with no design system sizes every text as iOS does, a team's own font too
        // (iOS rounds every `Text`'s frame); a description keeps CSS's line boxes.
        if case let .font(font) = text.typography { leaf.roundsUpToDevicePixel = font.isSystemFont }
        if !text.runs.isEmpty { leaf.runs = try styledRuns(text.runs, at: path) }
        return leaf
    }

    /// Each run as a span in its own style (its font, then its slant, spacing, offset and digits
    /// over it) and its paint and lines.
    private func styledRuns(_ runs: [TextRun], at path: String) throws -> StyledRuns {
        var styled = StyledRuns(spans: [], paints: [], underlines: [], strikethroughs: [])
        for (index, run) in runs.enumerated() {
            let here = "\(path).runs[\(index)]"
            var style = try context.textStyle(run.typography, at: here + (isStyle(run.typography) ? ".style" : ".font"))
            style.italic = run.italic
            style.letterSpacing += run.letterSpacing
            style.baselineOffset = run.baselineOffset
            if run.monospacedDigits { style.features.append(FontFeature("tnum")) }
            do { try context.typesetter.checkCoverage(run.string, style: style) } catch { throw RenderError(here, "\(error)") }
            styled.spans.append(TextSpan(run.string, style: style))
            styled.paints.append(try run.color.map { try context.paint($0, at: here + ".color") })
            func line(_ decoration: TextLineDecoration?, _ key: String) throws -> StyledRuns.DecorationLine? {
                try decoration.map { d in
                    StyledRuns.DecorationLine(paint: try d.color.map { .solid(try context.color($0, at: here + key + ".color")) }, pattern: d.pattern)
                }
            }
            styled.underlines.append(try line(run.underline, ".underline"))
            styled.strikethroughs.append(try line(run.strikethrough, ".strikethrough"))
        }
        styled = styled.pseudoLocalized(context.pseudoLocale)
        do {
            _ = try context.typesetter.layout(styled.spans, scale: context.scale)
        } catch {
            throw RenderError(path + ".runs", "\(error)")
        }
        return styled
    }

    private func isStyle(_ t: TextNode.Typography) -> Bool {
        if case .style = t { return true }
        return false
    }

    package func imageLeaf(_ node: ImageNode, at path: String) throws -> ImageLeaf {
        var pixels: Pixmap
        do { pixels = try context.loadImage(node.source) } catch { throw RenderError(path + ".source", "\(error)") }
        if let template = node.templateColor { pixels = IconLeaf.tinted(pixels, try context.color(template, at: path + ".templateColor")) }
        return ImageLeaf(image: pixels, width: node.width, height: node.height, mode: node.contentMode == .fill ? .fill : .fit,
                         cornerRadius: try node.cornerRadius.map { try context.length($0, as: .radius, at: path + ".cornerRadius") } ?? 0,
                         corners: node.cornerStyle == .continuous ? .continuous : .circular,
                         pixelScale: node.pixelScale, resizing: node.resizing,
                         capInsets: try node.resizing?.capInsets.map { caps in
                             let i = try context.insets(caps, at: path + ".capInsets")
                             return sideWidths(BorderWidths(top: i.top, leading: i.leading, bottom: i.bottom, trailing: i.trailing))
                         })
    }

    package func iconLeaf(_ node: IconNode, at path: String) throws -> IconLeaf {
        let drawing: IconLeaf.Drawing
        let box = Size(width: BuiltInIcon.boxSize, height: BuiltInIcon.boxSize)
        switch node.glyph {
        case let .builtIn(name):
            guard let icon = name.builtInIcon else { throw RenderError(path + ".name", "unknown icon \"\(name.rawValue)\"") }
            // Mirrored inside its own box, so it stays where layout put it.
            let mirror = icon.isDirectional && context.direction == .rightToLeft
                ? Transform(a: -1, b: 0, c: 0, d: 1, tx: BuiltInIcon.boxSize, ty: 0) : .identity
            let layers = try icon.layers.map { $0.drawn(try Path(svgPathData: $0.pathData).transformed(by: mirror)) }
            drawing = .vector(layers: layers, box: box, clipped: false)
        case let .path(d):
            do { drawing = .vector(layers: [SVGIcon.Layer(path: try Path(svgPathData: d), paint: .fill(.nonZero), opacity: 1)], box: box, clipped: false) } catch {
                throw RenderError(path + ".path", "\(error)")
            }
        case let .file(file):
            drawing = try IconFile.drawing(of: file, loadImage: context.loadImage, at: path + ".file")
        }
        let color = try context.contentColor(node.color, at: path + ".color")
        // An SF Symbol grows with its text style in a Dynamic Type variant; so does an icon.
        let style = IconNode.TextStyle.allCases.firstIndex(of: node.relativeTo)!
        // An image keeps its size in points, as an image of an asset catalog does.
        let factor = node.image == nil ? context.textSize.factor(forTextStyle: style) : 1
        return IconLeaf(drawing: drawing, size: node.size * factor, color: color, image: node.image)
    }
}
