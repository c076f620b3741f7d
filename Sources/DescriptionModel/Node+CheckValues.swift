import Values

extension Node {
    /// Checks every number of the tree against its `ValueRange`: a tree made in Swift (a
    /// PixelproofUI view, a `Node` written out) is held to what the reader holds a file to, so no
    /// front end draws an opacity of 1.5 or a negative size that another refuses. The first value
    /// out of range is thrown, named by its place under `path`.
    public func checkValues(at path: String = "content") throws(NodeValueError) {
        var check = ValueCheck()
        check.node(self, at: path)
        if let error = check.error { throw error }
    }
}

/// The walk behind `Node.checkValues`: it records the first value out of range and stops looking.
private struct ValueCheck {
    var error: NodeValueError?

    mutating func value(_ value: Double?, _ range: ValueRange, _ path: String) {
        guard error == nil, let value, let problem = range.problem(with: value) else { return }
        error = NodeValueError(path: path, value: value, message: problem)
    }

    mutating func length(_ length: Length?, _ range: ValueRange, _ path: String) {
        if case let .points(points)? = length { value(points, range, path) }
    }

    /// A corner radius: an infinite one is SwiftUI's capsule idiom (`cornerRadius: .infinity`),
    /// clamped to half the short side when drawn as CSS clamps radii, so it is the one radius
    /// that may be infinite.
    mutating func radius(_ length: Length?, _ path: String) {
        if case .points(.infinity)? = length { return }
        self.length(length, .size, path)
    }

    mutating func typography(_ typography: TextNode.Typography, at here: String) {
        if case let .font(font) = typography {
            value(font.size, .size, here + ".font.size")
            value(font.lineHeight, .size, here + ".font.lineHeight")
            value(font.letterSpacing, .finite, here + ".font.letterSpacing")
        }
    }

    mutating func node(_ node: Node, at path: String) {
        guard error == nil else { return }
        let here = path + "." + node.kind
        switch node {
        case let .vstack(stack), let .hstack(stack), let .zstack(stack):
            length(stack.spacing, .finite, here + ".spacing")
            for (edge, inset) in [("top", stack.padding.top), ("leading", stack.padding.leading),
                                  ("bottom", stack.padding.bottom), ("trailing", stack.padding.trailing)] {
                length(inset, .finite, here + ".padding." + edge)
            }
            backdrop(stack.background, at: here + ".background")
            backdrop(stack.overlay, at: here + ".overlay")
            for (index, child) in stack.children.enumerated() { self.node(child, at: here + ".children[\(index)]") }
        case let .spacer(spacer):
            length(spacer.minLength, .finite, here + ".minLength")
        case let .frame(frame):
            frameSizes(frame, at: here)
            backdrop(frame.background, at: here + ".background")
            backdrop(frame.overlay, at: here + ".overlay")
            self.node(frame.child, at: here + ".child")
        case let .text(text):
            typography(text.typography, at: here)
            value(text.lineSpacing, .finite, here + ".lineSpacing")
            value(text.minimumScaleFactor, .fraction, here + ".minimumScaleFactor")
            for (index, run) in text.runs.enumerated() {
                let at = here + ".runs[\(index)]"
                typography(run.typography, at: at)
                value(run.letterSpacing, .finite, at + ".letterSpacing")
                value(run.baselineOffset, .finite, at + ".baselineOffset")
            }
        case let .shape(shape):
            self.shape(shape, at: here)
        case let .path(pathNode):
            value(pathNode.width, .size, here + ".width")
            value(pathNode.height, .size, here + ".height")
            paint(pathNode.fill, at: here + ".fill")
            if let stroke = pathNode.stroke { value(stroke.width, .size, here + ".stroke.width") }
        case let .image(image):
            value(image.width, .size, here + ".width")
            value(image.height, .size, here + ".height")
            radius(image.cornerRadius, here + ".cornerRadius")
        case let .icon(icon):
            value(icon.size, .size, here + ".size")
        case let .component(component):
            for slot in component.component.slots {
                self.node(slot.node, at: here + "." + slot.key + (slot.index.map { "[\($0)]" } ?? ""))
            }
        case let .modified(inner, modifiers):
            self.modifiers(modifiers, at: path + "." + inner.kind)
            self.node(inner, at: path)
        }
    }

    mutating func frameSizes(_ frame: FrameNode, at path: String) {
        for (key, size) in [("width", frame.width), ("height", frame.height), ("minWidth", frame.minWidth),
                            ("idealWidth", frame.idealWidth), ("minHeight", frame.minHeight), ("idealHeight", frame.idealHeight)] {
            value(size, .size, path + "." + key)
        }
        // `maxWidth: .infinity` takes all the space offered: the one size that may be infinite.
        for (key, size) in [("maxWidth", frame.maxWidth), ("maxHeight", frame.maxHeight)] where size != .infinity {
            value(size, .size, path + "." + key)
        }
    }

    mutating func shape(_ shape: ShapeNode, at path: String) {
        value(shape.width, .size, path + ".width")
        value(shape.height, .size, path + ".height")
        value(shape.opacity, .opacity, path + ".opacity")
        value(shape.cornerSmoothing, .fraction, path + ".cornerSmoothing")
        value(shape.backgroundBlur, .blur, path + ".backgroundBlur")
        switch shape.cornerRadius {
        case let .all(radius)?: self.radius(radius, path + ".cornerRadius")
        case let .corners(radii)?:
            for (key, radius) in [("topLeading", radii.topLeading), ("topTrailing", radii.topTrailing),
                                  ("bottomTrailing", radii.bottomTrailing), ("bottomLeading", radii.bottomLeading)] {
                self.radius(radius, path + ".cornerRadius." + key)
            }
        case nil: break
        }
        paint(shape.fill, at: path + ".fill")
        if let border = shape.border { value(border.width, .size, path + ".border.width") }
        for (key, shadows) in [("shadow", shape.shadows), ("innerShadow", shape.innerShadows)] {
            for (index, shadow) in shadows.enumerated() {
                guard case let .layer(layer) = shadow else { continue }
                let here = path + ".\(key)[\(index)]"
                value(layer.x, .finite, here + ".x")
                value(layer.y, .finite, here + ".y")
                value(layer.blur, .size, here + ".blur")
                value(layer.spread, .finite, here + ".spread")
            }
        }
    }

    mutating func paint(_ paint: PaintValue?, at path: String) {
        switch paint {
        case let .material(material)?:
            value(material.blur, .blur, path + ".material.blur")
        case let .glass(glass)?:
            value(glass.blur, .blur, path + ".glass.blur")
            value(glass.rim, .opacity, path + ".glass.rim")
        default: break
        }
    }

    mutating func backdrop(_ backdrop: Backdrop?, at path: String) {
        if case let .node(node)? = backdrop { self.node(node, at: path) }
    }

    mutating func modifiers(_ modifiers: NodeModifiers, at path: String) {
        value(modifiers.opacity, .opacity, path + ".opacity")
        value(modifiers.blur, .blur, path + ".blur")
        value(modifiers.scaleX, .scale, path + ".scale.x")
        value(modifiers.scaleY, .scale, path + ".scale.y")
        value(modifiers.scaleAnchor.x, .fraction, path + ".scale.anchor.x")
        value(modifiers.scaleAnchor.y, .fraction, path + ".scale.anchor.y")
        value(modifiers.rotation, .finite, path + ".rotation")
        value(modifiers.offsetX, .finite, path + ".offset.x")
        value(modifiers.offsetY, .finite, path + ".offset.y")
        value(modifiers.layoutPriority, .finite, path + ".layoutPriority")
    }
}
