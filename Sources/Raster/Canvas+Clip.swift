import Values

extension Canvas {
    /// Restricts drawing to `rect` (intersected with any current clip). A rect on whole device
    /// pixels costs nothing per draw; otherwise its edges get fractional coverage when
    /// `antiAliased`, or keep the pixels whose centres are inside when not.
    package func pushClip(_ rect: Rect, antiAliased: Bool = true, transform: Transform = .identity) {
        let axisAligned = transform.b == 0 && transform.c == 0
        if axisAligned {
            let p0 = transform.apply(Point(rect.minX, rect.minY)), p1 = transform.apply(Point(rect.maxX, rect.maxY))
            let x0 = min(p0.x, p1.x), x1 = max(p0.x, p1.x), y0 = min(p0.y, p1.y), y1 = max(p0.y, p1.y)
            let snapped = [x0, y0, x1, y1].allSatisfy { $0 == $0.rounded() }
            if snapped || !antiAliased {
                // Whole pixels (or pixel centres inside, for an aliased clip).
                let box = snapped ? PixelBox(covering: x0, y0, x1, y1)
                    : PixelBox(covering: (x0 - 0.5).rounded(.up) , (y0 - 0.5).rounded(.up),
                               (x1 - 0.5).rounded(.up), (y1 - 0.5).rounded(.up))
                var clip = Clip(bounds: box.intersection(clipBox), mask: clips.last?.mask)
                if clip.bounds.isEmpty { clip.mask = nil }
                clips.append(clip)
                return
            }
        }
        pushClip(Path(rect: rect), fillRule: .nonZero, antiAliased: antiAliased, transform: transform)
    }

    /// Restricts drawing to the inside of `path`, with anti-aliased edges unless told otherwise.
    package func pushClip(_ path: Path, fillRule: FillRule = .nonZero, antiAliased: Bool = true,
                         transform: Transform = .identity) {
        Flattener.flatten(path, transform: transform, tolerance: tolerance, into: &flat)
        let w = width
        guard let box = coverFlat(flat, rule: fillRule, into: &mask) else {
            clips.append(Clip(bounds: PixelBox(x0: 0, y0: 0, x1: 0, y1: 0), mask: nil))
            return
        }
        // A pooled mask (zeroed where it was last written) or a new one.
        var full: [UInt8]
        if let (pooled, dirty) = clipMaskPool.popLast() {
            full = pooled
            full.withUnsafeMutableBufferPointer { f in
                for y in dirty.y0..<dirty.y1 {
                    (f.baseAddress! + (y - rowOrigin) * w + dirty.x0).update(repeating: 0, count: dirty.width)
                }
            }
        } else {
            full = [UInt8](repeating: 0, count: w * storedRows.count)
        }
        let bw = box.width
        mask.withUnsafeBufferPointer { m in
            full.withUnsafeMutableBufferPointer { f in
                for row in 0..<box.height {
                    let dst = f.baseAddress! + (box.y0 - rowOrigin + row) * w + box.x0
                    let src = m.baseAddress! + row * bw
                    if antiAliased {
                        dst.update(from: src, count: bw)
                    } else {
                        for i in 0..<bw { dst[i] = src[i] >= 128 ? 255 : 0 }
                    }
                }
            }
        }
        clips.append(Clip(bounds: box, mask: full, ownsMask: true))
    }

    /// Removes the most recent clip. Does nothing when there is none.
    package func popClip() {
        guard let clip = clips.popLast() else { return }
        if clip.ownsMask, let mask = clip.mask, clipMaskPool.count < 4 {
            clipMaskPool.append((mask, clip.bounds))
        }
    }
}
