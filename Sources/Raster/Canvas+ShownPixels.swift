import Values

extension Canvas {
    /// The premultiplied RGBA bytes of `box` (clamped to the canvas) as the picture would show
    /// them if drawing stopped here: the base pixels with every open layer composited over them at
    /// its opacity. The canvas is not changed. Empty when the box holds no stored pixel.
    package func shownPixels(in box: PixelBox) -> (box: PixelBox, bytes: [UInt8]) {
        let clamped = box.intersection(PixelBox(x0: 0, y0: storedRows.lowerBound, x1: width, y1: storedRows.upperBound))
        guard !clamped.isEmpty else { return (.empty, []) }
        let rowBytes = clamped.width * 4, stride = width * 4
        var out = [UInt8](repeating: 0, count: rowBytes * clamped.height)
        let base = pixmap
        out.withUnsafeMutableBufferPointer { dst in
            base.bytes.withUnsafeBufferPointer { src in
                for y in clamped.y0..<clamped.y1 {
                    let from = (y - rowOrigin) * stride + clamped.x0 * 4
                    (dst.baseAddress! + (y - clamped.y0) * rowBytes).update(from: src.baseAddress! + from, count: rowBytes)
                }
            }
            for layer in layers {
                layer.pixmap.bytes.withUnsafeBufferPointer { src in
                    for y in clamped.y0..<clamped.y1 {
                        let from = (y - rowOrigin) * stride + clamped.x0 * 4
                        Blend.layerRow(dst.baseAddress! + (y - clamped.y0) * rowBytes, src.baseAddress! + from, clamped.width, layer.opacity)
                    }
                }
            }
        }
        return (clamped, out)
    }
}

extension Canvas {
    /// The product of the open layers' opacities (1 without a layer): how much of what is drawn
    /// now will show once the layers are composited.
    package var openLayerOpacity: Double {
        layers.reduce(1) { $0 * Double($1.opacity) / 255 }
    }
}
