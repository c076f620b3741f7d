import Values

/// A region a comparison ignores, as Playwright's `toHaveScreenshot({ mask })` does: before the
/// two images are compared its pixels are painted one opaque colour in both, so they match and
/// are counted nowhere (not mismatched, not anti-aliased); the diff image shows the region in
/// that colour, Playwright's mask colour #FF00FF, so a reader sees what was left out. The ratio
/// of mismatched pixels is still over the whole picture.
public struct MaskRegion: Hashable, Sendable {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public static let color = Color3(255, 0, 255)

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }

    /// The region of these device pixels.
    package init(pixels box: PixelBox) {
        self.init(x: box.x, y: box.y, width: box.width, height: box.height)
    }

    /// The largest coordinate or size a region may have: far past any image (64 MP at most), small
    /// enough that x + width cannot overflow.
    package static let maxCoordinate = 1 << 30

    /// `x,y,w,h` in device pixels (the command line's `--mask`); nil unless four whole numbers,
    /// x and y at least 0, w and h at least 1, none above `maxCoordinate`.
    public init?(argument: String) {
        let parts = argument.split(separator: ",", omittingEmptySubsequences: false).map { Int($0.filter { $0 != " " }) }
        guard parts.count == 4, let x = parts[0], let y = parts[1], let w = parts[2], let h = parts[3], x >= 0, y >= 0, w >= 1, h >= 1,
              [x, y, w, h].allSatisfy({ $0 <= MaskRegion.maxCoordinate }) else {
            return nil
        }
        self.init(x: x, y: y, width: w, height: h)
    }

    /// The part of the region on a `width` × `height` image (empty when none is), computed without
    /// overflow whatever the region's numbers.
    package func clipped(width: Int, height: Int) -> PixelBox {
        func bounded(_ v: Int) -> Int { min(max(v, -MaskRegion.maxCoordinate), MaskRegion.maxCoordinate) }
        let box = PixelBox(x: bounded(x), y: bounded(y), width: bounded(self.width), height: bounded(self.height))
        return box.intersection(PixelBox(x: 0, y: 0, width: width, height: height))
    }
}

extension RGBAImage {
    /// The image with every region painted `MaskRegion.color`, clipped to the image.
    public func masked(_ regions: [MaskRegion]) -> RGBAImage {
        guard !regions.isEmpty else { return self }
        var copy = self
        let c = MaskRegion.color
        for region in regions {
            let box = region.clipped(width: width, height: height)
            guard !box.isEmpty else { continue }
            for y in box.y0..<box.y1 {
                for x in box.x0..<box.x1 {
                    let i = (y * width + x) * 4
                    copy.bytes[i] = c.r; copy.bytes[i + 1] = c.g; copy.bytes[i + 2] = c.b; copy.bytes[i + 3] = 255
                }
            }
        }
        return copy
    }
}
