import Values

/// One command of a path outline.
package enum PathElement: Hashable, Sendable {
    case move(Point)
    case line(Point)
    /// Quadratic Bézier: control point, end point.
    case quad(Point, Point)
    /// Cubic Bézier: two control points, end point.
    case cubic(Point, Point, Point)
    case close
}

/// A vector outline: contours of lines and Bézier curves. Builders for shapes, arcs and
/// SVG path data extend this type in their own files.
package struct Path: Hashable, Sendable {
    package private(set) var elements: [PathElement] = []
    /// Where the current contour started (for `close`) and where the pen is.
    package private(set) var contourStart: Point = .zero
    package private(set) var currentPoint: Point = .zero

    package init() {}

    package init(_ elements: [PathElement]) {
        for element in elements { append(element) }
    }

    package var isEmpty: Bool { elements.isEmpty }

    package mutating func move(to p: Point) {
        elements.append(.move(p)); contourStart = p; currentPoint = p
    }

    package mutating func line(to p: Point) {
        ensureContour(); elements.append(.line(p)); currentPoint = p
    }

    package mutating func quad(to p: Point, control c: Point) {
        ensureContour(); elements.append(.quad(c, p)); currentPoint = p
    }

    package mutating func cubic(to p: Point, control1 c1: Point, control2 c2: Point) {
        ensureContour(); elements.append(.cubic(c1, c2, p)); currentPoint = p
    }

    package mutating func close() {
        guard !elements.isEmpty else { return }
        if case .close = elements.last { return }
        elements.append(.close); currentPoint = contourStart
    }

    package mutating func append(_ element: PathElement) {
        switch element {
        case let .move(p): move(to: p)
        case let .line(p): line(to: p)
        case let .quad(c, p): quad(to: p, control: c)
        case let .cubic(c1, c2, p): cubic(to: p, control1: c1, control2: c2)
        case .close: close()
        }
    }

    package mutating func append(_ other: Path) {
        for element in other.elements { append(element) }
    }

    package func transformed(by t: Transform) -> Path {
        var out = Path()
        for element in elements {
            switch element {
            case let .move(p): out.move(to: t.apply(p))
            case let .line(p): out.line(to: t.apply(p))
            case let .quad(c, p): out.quad(to: t.apply(p), control: t.apply(c))
            case let .cubic(c1, c2, p): out.cubic(to: t.apply(p), control1: t.apply(c1), control2: t.apply(c2))
            case .close: out.close()
            }
        }
        return out
    }

    /// The bounding box of all points, control points included (a cheap, conservative bound).
    package var controlBounds: Rect? {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        func add(_ p: Point) { minX = min(minX, p.x); minY = min(minY, p.y); maxX = max(maxX, p.x); maxY = max(maxY, p.y) }
        for element in elements {
            switch element {
            case let .move(p), let .line(p): add(p)
            case let .quad(c, p): add(c); add(p)
            case let .cubic(c1, c2, p): add(c1); add(c2); add(p)
            case .close: break
            }
        }
        guard minX <= maxX else { return nil }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Swaps the last drawing command for another that ends at the same contour (used by the
    /// arc builder to land exactly on an end point).
    mutating func replaceLast(with element: PathElement) {
        guard !elements.isEmpty else { return }
        elements[elements.count - 1] = element
        switch element {
        case let .move(p), let .line(p), let .quad(_, p), let .cubic(_, _, p): currentPoint = p
        case .close: currentPoint = contourStart
        }
    }

    /// A drawing command after a `close` (or at the start) continues from the contour's start, as in SVG.
    private mutating func ensureContour() {
        if elements.isEmpty { move(to: currentPoint); return }
        if case .close = elements.last { move(to: contourStart) }
    }
}

/// A grayscale coverage mask placed on the device grid: 0 = outside, 255 = fully covered.
/// Glyph bitmaps from the text layer reach the rasterizer in this form.
package struct CoverageMask: Hashable, Sendable {
    package var width: Int
    package var height: Int
    /// Device pixel of the mask's top-left corner.
    package var left: Int
    package var top: Int
    /// width * height bytes, rows top to bottom.
    package var coverage: [UInt8]

    package init(width: Int, height: Int, left: Int, top: Int, coverage: [UInt8]) {
        precondition(coverage.count == width * height, "coverage must have width * height bytes")
        self.width = width; self.height = height; self.left = left; self.top = top; self.coverage = coverage
    }
}
