import DescriptionFormat
import DescriptionModel
import Layout
import Raster
import Values

// Shapes, paths and the modifiers any node may carry, from the description's values to what
// the painters draw: tokens resolved, leading and trailing turned into left and right.
extension Lowering {
    func shapeLeaf(_ shape: ShapeNode, at path: String) throws -> ShapeLeaf {
        let outline = try self.outline(shape.kind, shape.cornerRadius, shape.cornerStyle, shape.cornerSmoothing, at: path)
        var shadows = try context.shadows(shape.shadows, at: path + ".shadow")
        if let glow = shape.glow { shadows += try context.glow(glow, at: path + ".glow") }
        shadows += try context.shadows(shape.innerShadows, inner: true, at: path + ".innerShadow")
        let border = try shape.border.map { b in
            ShapeLeaf.Line(style: lineStyle(width: b.width, cap: b.cap, join: b.join, miterLimit: b.miterLimit, dash: b.dash,
                                            dashOffset: b.dashOffset, alignment: StrokeAlignment(rawValue: b.align.rawValue) ?? .inside),
                           color: try context.color(b.color, at: path + ".border.color"),
                           sides: b.sides.map(sideWidths))
        }
        var leaf = ShapeLeaf(shape: outline, width: shape.width, height: shape.height,
                             fill: try shape.fill.map { try context.paint($0, at: path + ".fill") },
                             border: border, shadows: shadows, opacity: shape.opacity, backgroundBlur: shape.backgroundBlur)
        leaf.inset = shape.inset
        leaf.changes = shape.outlineChanges.map(leftToRight)
        return leaf
    }

    /// An outline change with leading and trailing turned into left and right: in right-to-left
    /// an offset's x and an anchor's x are measured from the right.
    private func leftToRight(_ change: OutlineChange) -> OutlineChange {
        guard context.direction == .rightToLeft else { return change }
        switch change {
        case .trim: return change
        case let .offset(x, y): return .offset(x: -x, y: y)
        case let .rotation(degrees, anchor): return .rotation(degrees: degrees, anchor: Point(1 - anchor.x, anchor.y))
        case let .scale(x, y, anchor): return .scale(x: x, y: y, anchor: Point(1 - anchor.x, anchor.y))
        }
    }

    func pathLeaf(_ node: PathNode, at path: String) throws -> PathLeaf {
        let outline: Path
        do { outline = try Path(svgPathData: node.d) } catch { throw RenderError(path + ".d", "\(error)") }
        let stroke = try node.stroke.map { s in
            (style: lineStyle(width: s.width, cap: s.cap, join: s.join, miterLimit: s.miterLimit, dash: s.dash,
                              dashOffset: s.dashOffset, alignment: .center),
             color: try context.color(s.color, at: path + ".stroke.color"))
        }
        return PathLeaf(path: outline, width: node.width, height: node.height,
                        fill: try node.fill.map { try context.paint($0, at: path + ".fill") },
                        fillRule: node.fillRule, stroke: stroke)
    }

    /// A shape kind with its corners, resolved.
    func outline(_ kind: ShapeNode.Kind, _ radius: CornerRadius?, _ style: CornerCurve, _ smoothing: Double,
                 at path: String) throws -> ShapeOutline {
        let corners: CornerStyle = style == .continuous ? .continuous : (smoothing > 0 ? .smoothed(smoothing) : .circular)
        switch kind {
        case .rect: return ShapeOutline(kind: .rect)
        case .roundedRect: return ShapeOutline(kind: .rounded(try radii(radius, at: path + ".cornerRadius")), corners: corners)
        case .pill: return ShapeOutline(kind: .pill, corners: corners)
        case .circle: return ShapeOutline(kind: .circle)
        case .ellipse: return ShapeOutline(kind: .ellipse)
        }
    }

    /// Radii by screen corner: leading is left in left-to-right and right in right-to-left.
    func radii(_ radius: CornerRadius?, at path: String) throws -> CornerRadii {
        switch radius {
        case nil: return .zero
        case let .all(length)?: return CornerRadii(try context.length(length, as: .radius, at: path))
        case let .corners(c)?:
            func r(_ length: Length, _ key: String) throws -> Double { try context.length(length, as: .radius, at: path + "." + key) }
            let topLeading = try r(c.topLeading, "topLeading"), topTrailing = try r(c.topTrailing, "topTrailing")
            let bottomLeading = try r(c.bottomLeading, "bottomLeading"), bottomTrailing = try r(c.bottomTrailing, "bottomTrailing")
            return context.direction == .rightToLeft
                ? CornerRadii(topLeft: topTrailing, topRight: topLeading, bottomRight: bottomLeading, bottomLeft: bottomTrailing)
                : CornerRadii(topLeft: topLeading, topRight: topTrailing, bottomRight: bottomTrailing, bottomLeft: bottomLeading)
        }
    }

    func sideWidths(_ w: BorderWidths) -> SideWidths {
        context.direction == .rightToLeft
            ? SideWidths(top: w.top, right: w.leading, bottom: w.bottom, left: w.trailing)
            : SideWidths(top: w.top, right: w.trailing, bottom: w.bottom, left: w.leading)
    }

    func lineStyle(width: Double, cap: Stroke.Cap, join: Stroke.Join, miterLimit: Double, dash: [Double], dashOffset: Double,
                   alignment: StrokeAlignment) -> Raster.StrokeStyle {
        Raster.StrokeStyle(width: width, join: LineJoin(rawValue: join.rawValue) ?? .miter, cap: LineCap(rawValue: cap.rawValue) ?? .butt,
                           miterLimit: miterLimit, dashes: dash, dashOffset: dashOffset, alignment: alignment)
    }

    /// A node with SwiftUI's modifiers: laid out with its priority and fixed size, drawn
    /// clipped, rotated and moved (which do not change its layout).
    mutating func lowerModified(_ node: Node, _ modifiers: NodeModifiers, at path: String) throws -> LayoutElement {
        var element = try lower(node, at: path)
        if let accessibility = modifiers.accessibility { element = described(element, node, accessibility, at: path) }
        if modifiers.changesDrawing { element = try drawnModified(element, node, modifiers, at: path) }
        // The layer around everything drawn: clipped, rotated and moved inside it, then blurred,
        // faded and blended as it ends (the fixed order of the format).
        if modifiers.composites {
            var style = LayerStyle(modifiers)
            style.shadows = try context.shadows(modifiers.shadows, at: path + ".shadow")
            element = decorate(element, with: LayerPainter(style: style))
        }
        if let axes = modifiers.fixedSize { element = .fixedSize(horizontal: axes.horizontal, vertical: axes.vertical, child: element) }
        if let priority = modifiers.layoutPriority { element = .layoutPriority(priority, child: element) }
        if modifiers.zIndex != 0 { element = decorate(element, with: ZIndexPainter(zIndex: modifiers.zIndex)) }
        return element
    }

    private mutating func drawnModified(_ element: LayoutElement, _ node: Node, _ modifiers: NodeModifiers, at path: String) throws -> LayoutElement {
        let clip = try modifiers.clip.map { clip -> ShapeOutline in
            switch clip {
            case .frame: return ShapeOutline(kind: .rect)
            case let .shape(kind, radius, style, smoothing):
                return try outline(kind, radius, style, smoothing, at: path + "." + node.kind + ".clip")
            }
        }
        let flip = context.direction == .rightToLeft ? -1.0 : 1.0
        // The anchor is measured from the leading edge, so it too turns round in right-to-left.
        let anchor = Point(flip < 0 ? 1 - modifiers.scaleAnchor.x : modifiers.scaleAnchor.x, modifiers.scaleAnchor.y)
        return decorate(element, with: ModifiersPainter(clip: clip, scaling: Point(modifiers.scaleX, modifiers.scaleY),
                                                        scaleAnchor: anchor, rotation: modifiers.rotation,
                                                        offset: Point(modifiers.offsetX * flip, modifiers.offsetY)))
    }
}
