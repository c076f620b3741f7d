import Values

/// How a group is composited when its layer ends: blurred, faded by `opacity`, then blended
/// onto what is behind it with `blendMode` (the order SwiftUI's modifiers take when written
/// `.blur` then `.opacity` then `.blendMode`, and the one CSS gives `filter`, `opacity` and
/// `mix-blend-mode` on one element).
package struct LayerStyle: Hashable, Sendable {
    /// 0...1: the group faded as one (CSS `opacity` on a container).
    package var opacity: Double
    package var blendMode: BlendMode
    /// A layer blur as CSS writes it and Figma's LAYER_BLUR radius: σ = blur / 2, in user units.
    package var blur: Double

    package init(opacity: Double = 1, blendMode: BlendMode = .normal, blur: Double = 0) {
        self.opacity = opacity; self.blendMode = blendMode; self.blur = blur
    }

    /// The group opacity in 0...1 (anything not finite is opaque).
    var clampedOpacity: Double { opacity.isFinite ? min(max(opacity, 0), 1) : 1 }
}

extension Canvas {
    /// Starts a group drawn into a transparent layer; `popLayer` composites it at `opacity`
    /// (group opacity: overlapping children do not show through each other).
    package func pushLayer(opacity: Double) { pushLayer(LayerStyle(opacity: opacity)) }

    /// Starts a group drawn into a transparent layer, composited by `popLayer` as `style` says.
    /// The blur's sigma is `style.blur / 2` scaled by `transform` to device px. A layer costs
    /// its drawn box: a pooled layer is clear (every pop clears what it dirtied), so nothing is
    /// filled here.
    package func pushLayer(_ style: LayerStyle, transform: Transform = .identity) {
        let layer = layerPool.popLast() ?? (try! Pixmap(width: width, height: storedRows.count,
                                                        limits: PixmapLimits(maxSide: .max, maxPixels: .max)))
        let blur = style.blur.isFinite ? max(0, style.blur) : 0
        layers.append(Layer(pixmap: layer, style: style, opacity: UInt8((style.clampedOpacity * 255).rounded()),
                            sigma: blur / 2 * transform.maxScale, dirty: nil))
    }

    /// Composites the top layer onto the one below (or the base pixmap): blurred, faded and
    /// blended. Does nothing without a layer.
    package func popLayer() {
        guard var layer = layers.popLast() else { return }
        if layer.sigma > 0, let dirty = layer.dirty {
            let blur = GaussianBlur(sigma: layer.sigma)
            let region = dirty.outset(blur.reach + 1).intersection(canvasBox)
            layer.dirty = region
            layer.pixmap.bytes.withUnsafeMutableBufferPointer { b in
                blurChannels(b.baseAddress! - bandShift, source: region, blur: blur)
            }
        }
        defer {
            var recycled = layer.pixmap
            if let d = layer.dirty { Canvas.clear(&recycled, box: d, rowOrigin: rowOrigin) }
            layerPool.append(recycled)
        }
        guard let box = layer.dirty, layer.opacity > 0 else { return }
        let stride = width * 4
        let srcOrigin = bandShift
        let mode = layer.style.blendMode
        layer.pixmap.bytes.withUnsafeBufferPointer { src in
            withTarget(marking: box) { dst in
                for y in box.y0..<box.y1 {
                    let offset = y * stride + box.x0 * 4
                    if mode == .normal {
                        Blend.layerRow(dst + offset, src.baseAddress! - srcOrigin + offset, box.width, layer.opacity)
                    } else {
                        Canvas.blendRow(dst + offset, src.baseAddress! - srcOrigin + offset, box.width, layer.opacity, mode)
                    }
                }
            }
        }
    }

    /// One row of a layer blended onto the target with a non-normal mode, in Double and rounded
    /// to the nearest level: exact to the formulas, slower than source-over (which keeps its
    /// integer path). Transparent layer pixels leave the target as it is.
    static func blendRow(_ dst: UnsafeMutablePointer<UInt8>, _ src: UnsafePointer<UInt8>, _ count: Int, _ opacity: UInt8,
                         _ mode: BlendMode) {
        let fade = Double(opacity) / 255
        for i in 0..<count {
            let p = i * 4
            guard src[p + 3] != 0 else { continue }
            let s = SIMD4(Double(src[p]), Double(src[p + 1]), Double(src[p + 2]), Double(src[p + 3])) * (fade / 255)
            let b = SIMD4(Double(dst[p]), Double(dst[p + 1]), Double(dst[p + 2]), Double(dst[p + 3])) / 255
            let o = mode.composite(s, over: b)
            let alpha = min(max((o.w * 255).rounded(), 0), 255)
            dst[p + 3] = UInt8(alpha)
            for c in 0..<3 { dst[p + c] = UInt8(min(max((o[c] * 255).rounded(), 0), alpha)) }
        }
    }
}
