import Raster
import Values

/// Where an item draws and how hard: a box in logical px and the work per device pixel in it.
/// The one estimate of drawing cost, used by the drawing budget (refusing a render that asks for
/// too much) and by band cutting (giving each core the same work).
package struct CostBox: Sendable {
    /// The item's box, logical px; not clipped to the canvas.
    package var rect: Rect
    /// Work per device pixel of `rect`, in units of one pixel of a plain fill.
    package var weight: Double
}

extension DisplayList {
    /// The work per pixel of a shadow's box, in fill pixels, for a blur of `sigma` device px: its
    /// caster is filled, blurred in two passes, masked and composited. Measured with callgrind
    /// (instructions per pixel of the box, 100 shadows of 200 × 200 px at each sigma, over a plain
    /// fill's 7.1): at full resolution the kernel is 6σ wide, ≈ 8.7 + 3.1σ (σ = 1: 11, σ = 6:
    /// 27); past `Canvas.reducedResolutionFromSigma` the blur runs at 1/f of the resolution
    /// (f = σ / 3) and the rest at full, ≈ 4.2 + 18 / f² (σ = 7.5: 7.3, σ = 30: 4.3).
    package static func shadowWeight(sigma: Double) -> Double {
        let reducedFrom = Canvas.defaultReducedResolutionFromSigma
        guard sigma > reducedFrom else { return 8.7 + 3.1 * max(0, sigma) }
        let f = sigma / (reducedFrom / 2)
        return 4.2 + 18 / (f * f)
    }

    /// The work per pixel of one full-resolution channel blur of `sigma` device px (`GaussianBlur`:
    /// a direct kernel 6σ wide below σ 4, three extended-box passes per axis from there), in
    /// fill pixels, after the shadow measurements above: about 8.7 + 3.1σ, at most that of σ 4.
    package static func blurWeight(sigma: Double) -> Double { 8.7 + 3.1 * min(max(0, sigma), 4) }

    /// A layer's work per pixel of its box: cleared and composited (1), blended in floating
    /// point (8, a non-normal mode), and each of its four channels blurred.
    package static func layerWeight(_ style: LayerStyle, sigma: Double) -> Double {
        1 + (style.blendMode == .normal ? 0 : 8) + (sigma > 0 ? 4 * blurWeight(sigma: sigma) : 0)
    }

    /// The boxes every item draws into, in drawing order: fills, strokes, images and text at their
    /// box, shadows at their blurred box, a layer at its bounds grown by its blur (cleared, blurred and
    /// composited). Clips and the ends of groups draw nothing of their own.
    package var costBoxes: [CostBox] {
        var boxes: [CostBox] = []
        boxes.reserveCapacity(items.count)
        // A rotated or offset item draws where its transform puts its box.
        var transform = Transform.identity, outer: [Transform] = []
        for item in items {
            let before = boxes.count
            defer { if transform != .identity { for i in before..<boxes.count { boxes[i].rect = boxes[i].rect.bounds(under: transform) } } }
            switch item {
            case let .fill(path, _, _):
                if let r = path.controlBounds { boxes.append(CostBox(rect: r, weight: 1)) }
            case let .stroke(path, style, _):
                if let r = path.controlBounds { boxes.append(CostBox(rect: r.outsetBy(style.width), weight: 1)) }
            case let .shadows(shape, shadows):
                let box: Rect? = switch shape {
                case let .roundedRect(r): r.rect
                case let .path(p): p.controlBounds
                }
                guard let box else { continue }
                for shadow in shadows {
                    // 1.5 × blur is 3 sigma: where a Gaussian's tail stops showing.
                    let reach = abs(shadow.spread) + shadow.blur * 1.5
                    let sigma = (shadow.blur.isFinite ? max(0, shadow.blur) : 0) / 2 * scale
                    boxes.append(CostBox(rect: box.offsetBy(dx: shadow.x, dy: shadow.y).outsetBy(reach),
                                         weight: DisplayList.shadowWeight(sigma: sigma)))
                }
            case let .glyphs(text, _):
                // A line box: the advance across, about 1.5 em around the baseline.
                boxes.append(CostBox(rect: Rect(x: text.origin.x, y: text.origin.y - text.size, width: text.advance, height: text.size * 1.5),
                                     weight: 1))
            case let .image(_, rect): boxes.append(CostBox(rect: rect, weight: 1))
            case let .pushLayer(style, bounds):
                let sigma = (style.blur.isFinite ? max(0, style.blur) : 0) / 2
                let box = (bounds ?? Rect(x: 0, y: 0, width: width, height: height)).outsetBy(3 * sigma)
                boxes.append(CostBox(rect: box, weight: DisplayList.layerWeight(style, sigma: sigma * scale)))
                // A layer's shadows: its box moved and grown by 3 σ, blurred like a shape's shadow.
                for shadow in style.shadows {
                    let shadowSigma = (shadow.blur.isFinite ? max(0, shadow.blur) : 0) / 2
                    boxes.append(CostBox(rect: box.offsetBy(dx: shadow.x, dy: shadow.y).outsetBy(3 * shadowSigma),
                                         weight: DisplayList.shadowWeight(sigma: shadowSigma * scale)))
                }
            case let .innerShadows(shape, shadows):
                let box: Rect? = switch shape {
                case let .roundedRect(r): r.rect
                case let .path(p): p.controlBounds
                }
                guard let box else { continue }
                for shadow in shadows {
                    let sigma = (shadow.blur.isFinite ? max(0, shadow.blur) : 0) / 2
                    boxes.append(CostBox(rect: box.outsetBy(3 * sigma), weight: DisplayList.blurWeight(sigma: sigma * scale)))
                }
            case let .backdrop(path, filter):
                guard let box = path.controlBounds else { continue }
                let sigma = (filter.blur.isFinite ? max(0, filter.blur) : 0) / 2
                boxes.append(CostBox(rect: box.outsetBy(3 * sigma), weight: 4 * DisplayList.blurWeight(sigma: sigma * scale) + 2))
            case let .pushTransform(m): outer.append(transform); transform = m.then(transform)
            case .popTransform: transform = outer.popLast() ?? .identity
            case .pushClip, .popClip, .popLayer: continue
            }
        }
        return boxes
    }

    /// The estimated work of drawing the list, in device pixels of plain fill: every cost box
    /// clipped to the canvas.
    package var drawingCost: Double {
        let s = scale
        return costBoxes.reduce(0) { total, box in
            let x0 = max(0, box.rect.x), y0 = max(0, box.rect.y)
            let x1 = min(width, box.rect.maxX), y1 = min(height, box.rect.maxY)
            guard x1 > x0, y1 > y0 else { return total }
            return total + (x1 - x0) * s * (y1 - y0) * s * box.weight
        }
    }
}

extension Rect {
    /// The smallest upright box holding this one's four corners mapped by `t`.
    func bounds(under t: Transform) -> Rect {
        let corners = [Point(minX, minY), Point(maxX, minY), Point(maxX, maxY), Point(minX, maxY)].map(t.apply)
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let x0 = xs.min()!, y0 = ys.min()!
        return Rect(x: x0, y: y0, width: xs.max()! - x0, height: ys.max()! - y0)
    }
}
