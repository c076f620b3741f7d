import Values

extension Canvas {
    /// The premultiplied RGBA bytes of `box` (clamped to the canvas) as the picture would show
    /// them if drawing stopped here: the base pixels with every open layer composited over them.
    /// With `ink`, the box is first filled with that colour inside the innermost layer: what a
    /// text of that colour drawn now shows there. The canvas is not changed. Empty when the box
    /// holds no stored pixel.
    package func shownPixels(in box: PixelBox, inkedWith ink: RGBAColor? = nil) -> (box: PixelBox, bytes: [UInt8]) {
        let clamped = box.intersection(canvasBox)
        guard !clamped.isEmpty else { return (.empty, []) }
        if ink == nil && !layersBlendOrBlur { return (clamped, layersFadedOver(in: clamped)) }
        return (clamped, layersComposited(in: clamped, ink: ink))
    }

    /// An open layer blends with a mode other than normal, or blurs: what it shows then depends
    /// on more than its opacity.
    package var layersBlendOrBlur: Bool { layers.contains { $0.style.blendMode != .normal || $0.sigma > 0 } }

    /// The product of the open layers' opacities (1 without a layer): how much of what is drawn
    /// now will show once the layers are composited.
    package var openLayerOpacity: Double {
        layers.reduce(1) { $0 * Double($1.opacity) / 255 }
    }

    /// Layers that only fade: each one's row laid over the base's at its opacity.
    private func layersFadedOver(in box: PixelBox) -> [UInt8] {
        let rowBytes = box.width * 4, stride = width * 4
        var out = copy(of: pixmap.bytes, box)
        out.withUnsafeMutableBufferPointer { dst in
            for layer in layers {
                layer.pixmap.bytes.withUnsafeBufferPointer { src in
                    for y in box.y0..<box.y1 {
                        let from = (y - rowOrigin) * stride + box.x0 * 4
                        Blend.layerRow(dst.baseAddress! + (y - box.y0) * rowBytes, src.baseAddress! + from, box.width, layer.opacity)
                    }
                }
            }
        }
        return out
    }

    /// Any layers, composited by the canvas's own layer code: a scratch canvas of the box, grown
    /// by the reach of the layers' blurs, takes the base pixels; each open layer is pushed on it
    /// with its style and given its pixels, the ink (if any) is filled into the innermost one, and
    /// they are popped, blurred, faded and blended as they would be here.
    private func layersComposited(in box: PixelBox, ink: RGBAColor?) -> [UInt8] {
        let reach = layers.reduce(0) { $0 + ($1.sigma > 0 ? GaussianBlur(sigma: $1.sigma).reach + 1 : 0) }
        let grown = box.outset(reach).intersection(canvasBox)
        let local = PixelBox(x0: 0, y0: 0, x1: grown.width, y1: grown.height)
        let unlimited = PixmapLimits(maxSide: .max, maxPixels: .max)
        let scratch = Canvas(pixmap: try! Pixmap(width: grown.width, height: grown.height,
                                                 premultipliedBytes: copy(of: pixmap.bytes, grown), limits: unlimited))
        for layer in layers {
            scratch.pushLayer(LayerStyle(opacity: layer.style.opacity, blendMode: layer.style.blendMode, blur: layer.sigma * 2,
                                         colorMatrix: layer.style.colorMatrix))
            guard let dirty = layer.dirty, !dirty.intersection(grown).isEmpty else { continue }
            scratch.layers[scratch.layers.count - 1].pixmap = try! Pixmap(width: grown.width, height: grown.height,
                                                                        premultipliedBytes: copy(of: layer.pixmap.bytes, grown),
                                                                        limits: unlimited)
            scratch.layers[scratch.layers.count - 1].dirty = local
        }
        if let ink {
            let inked = Rect(x: Double(box.x0 - grown.x0), y: Double(box.y0 - grown.y0), width: Double(box.width), height: Double(box.height))
            scratch.fill(Path(rect: inked), paint: .solid(ink))
        }
        while !scratch.layers.isEmpty { scratch.popLayer() }
        return scratch.copy(of: scratch.pixmap.bytes, PixelBox(x0: box.x0 - grown.x0, y0: box.y0 - grown.y0, x1: box.x1 - grown.x0, y1: box.y1 - grown.y0))
    }

    /// The bytes of `box` (inside the stored rows) of a canvas-sized buffer: the base pixmap's or a layer's.
    private func copy(of bytes: [UInt8], _ box: PixelBox) -> [UInt8] {
        let rowBytes = box.width * 4, stride = width * 4
        var out = [UInt8](repeating: 0, count: rowBytes * box.height)
        out.withUnsafeMutableBufferPointer { dst in
            bytes.withUnsafeBufferPointer { src in
                for y in box.y0..<box.y1 {
                    let from = (y - rowOrigin) * stride + box.x0 * 4
                    (dst.baseAddress! + (y - box.y0) * rowBytes).update(from: src.baseAddress! + from, count: rowBytes)
                }
            }
        }
        return out
    }
}
