extension RGBAImage {
    /// The pixels of the rectangle at (x, y) of the given size, which must lie inside the image.
    package func cropped(x: Int, y: Int, width w: Int, height h: Int) -> RGBAImage {
        precondition(x >= 0 && y >= 0 && w > 0 && h > 0 && x + w <= width && y + h <= height, "crop outside the image")
        var out = [UInt8](repeating: 0, count: w * h * 4)
        let rowBytes = w * 4
        bytes.withUnsafeBytes { src in
            out.withUnsafeMutableBytes { dst in
                for row in 0..<h {
                    let from: Int = ((y + row) * width + x) * 4
                    let to: Int = row * rowBytes
                    (dst.baseAddress! + to).copyMemory(from: src.baseAddress! + from, byteCount: rowBytes)
                }
            }
        }
        return try! RGBAImage(width: w, height: h, bytes: out)
    }
}
