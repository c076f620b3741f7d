import Values

/// How a group is composited when its layer ends: blurred, faded by `opacity`, then blended
/// onto what is behind it with `blendMode` (the order SwiftUI's modifiers take when written
/// `.blur` then `.opacity` then `.blendMode`, and the one CSS gives `filter`, `opacity` and
/// `mix-blend-mode` on one element).
package struct LayerStyle: Hashable, Sendable {
    /// 0...1: the group faded as one (CSS `opacity` on a container).
    package var opacity: Double
    package var blendMode: CompositeOperation
    /// A layer blur as CSS writes it and Figma's LAYER_BLUR radius: σ = blur / 2, in user units.
    package var blur: Double
    /// Drop shadows the group casts after its blur (Core Animation's layer shadow, SwiftUI's
    /// `.shadow` on any view): see `castShadows` (Canvas+LayerShadow.swift).
    package var shadows: [ShadowLayer<RGBAColor>] = []
    /// A colour filter on the group's pixels after its blur, before its shadows are cast
    /// (SwiftUI's `.saturation`, `.grayscale`, `.hueRotation`, … each a layer of its own).
    package var colorMatrix: ColorMatrix? = nil
    /// A mask (SwiftUI's `.mask`): when the layer ends, the layer below it keeps only as much of
    /// each pixel as this one's alpha (Porter-Duff destination-in), and nothing of this layer is
    /// drawn. Outside what the mask drew, nothing of the layer below is kept.
    package var masksBelow = false

    package init(opacity: Double = 1, blendMode: CompositeOperation = .normal, blur: Double = 0, shadows: [ShadowLayer<RGBAColor>] = [],
                 colorMatrix: ColorMatrix? = nil, masksBelow: Bool = false) {
        self.opacity = opacity; self.blendMode = blendMode; self.blur = blur; self.shadows = shadows
        self.colorMatrix = colorMatrix; self.masksBelow = masksBelow
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
                            sigma: blur / 2 * transform.maxScale, dirty: nil, transform: transform))
    }

    /// Composites the top layer onto the one below (or the base pixmap): blurred, faded and
    /// blended. Does nothing without a layer.
    ///
    /// Only the layer's drawn box is composited and then cleared, in place: `layer` is the one
    /// owner of its storage here (a second reference, even a short-lived copy, would make the
    /// clear copy the whole canvas-sized pixmap), and the cleared storage goes back to the pool.
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
        if let matrix = layer.style.colorMatrix, let box = layer.dirty { filter(&layer, box: box, matrix) }
        castShadows(&layer)
        if layer.style.masksBelow {
            mask(by: layer)
        } else if let box = layer.dirty {
            if layer.opacity > 0 { blend(layer, box: box) }
        }
        if let box = layer.dirty {
            Canvas.clear(&layer.pixmap, box: box, rowOrigin: rowOrigin)
        }
        layerPool.append(layer.pixmap)
    }

    /// The layer below `mask` multiplied by the mask's alpha (times its opacity) over what that
    /// layer has drawn: zero where the mask drew nothing. A mask is always drawn inside the layer
    /// of the view it masks; with no layer below it masks nothing (the canvas is never cut).
    private func mask(by mask: Layer) {
        let target = layers.count - 1
        guard target >= 0, let box = layers[target].dirty else { return }
        let stride = width * 4, origin = bandShift, drawn = mask.dirty
        mask.pixmap.bytes.withUnsafeBufferPointer { m in
            layers[target].pixmap.bytes.withUnsafeMutableBufferPointer { d in
                for y in box.y0..<box.y1 {
                    for x in box.x0..<box.x1 {
                        let i = y * stride + x * 4 - origin
                        let inside = drawn.map { x >= $0.x0 && x < $0.x1 && y >= $0.y0 && y < $0.y1 } ?? false
                        let alpha = inside ? div255(UInt16(m[i + 3]) &* UInt16(mask.opacity)) : 0
                        for c in 0..<4 { d[i + c] = UInt8(div255(UInt16(d[i + c]) &* alpha)) }
                    }
                }
            }
        }
    }

    /// The drawn box of `layer` through a colour matrix, in place.
    private func filter(_ layer: inout Layer, box: PixelBox, _ matrix: ColorMatrix) {
        let stride = width * 4, origin = bandShift
        layer.pixmap.bytes.withUnsafeMutableBufferPointer { b in
            for y in box.y0..<box.y1 { matrix.filter(b.baseAddress! - origin + y * stride + box.x0 * 4, count: box.width) }
        }
    }

    /// `box` of `layer` onto the current target with the layer's opacity and blend mode.
    private func blend(_ layer: Layer, box: PixelBox) {
        let stride = width * 4
        let srcOrigin = bandShift
        let mode = layer.style.blendMode
        layer.pixmap.bytes.withUnsafeBufferPointer { src in
            withTarget(marking: box) { dst in
                for y in box.y0..<box.y1 {
                    let offset = y * stride + box.x0 * 4
                    let from = src.baseAddress! - srcOrigin + offset
                    if mode == .normal {
                        Blend.layerRow(dst + offset, from, box.width, layer.opacity)
                    } else {
                        Blend.modeRow(dst + offset, from, box.width, layer.opacity, mode)
                    }
                }
            }
        }
    }
}
