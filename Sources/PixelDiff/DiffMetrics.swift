import Values

/// What a comparison of two same-sized images found.
public struct DiffMetrics: Hashable, Sendable {
    public var width: Int
    public var height: Int
    /// Pixels whose colour distance is above the threshold and that are not anti-aliasing
    /// (pixelmatch's return value).
    public var mismatched: Int
    /// Pixels above the threshold that were ignored as anti-aliasing (0 with includeAA).
    public var antialiased: Int
    /// The largest absolute difference of any channel (r, g, b or a, straight alpha), 0...255,
    /// over all pixels, counted or not.
    public var maxDelta: Int
    /// The smallest rectangle holding every mismatched pixel; nil when there is none.
    public var bbox: PixelBox?

    public init(width: Int, height: Int, mismatched: Int, antialiased: Int, maxDelta: Int, bbox: PixelBox?) {
        self.width = width; self.height = height; self.mismatched = mismatched
        self.antialiased = antialiased; self.maxDelta = maxDelta; self.bbox = bbox
    }

    /// mismatched / (width · height).
    public var ratio: Double { Double(mismatched) / Double(width * height) }
}

/// Two images that cannot be compared pixel by pixel: a result ("sizes differ"), not an error.
public struct SizeMismatch: Hashable, Sendable, CustomStringConvertible {
    public var expectedWidth: Int
    public var expectedHeight: Int
    public var actualWidth: Int
    public var actualHeight: Int

    public init(expectedWidth: Int, expectedHeight: Int, actualWidth: Int, actualHeight: Int) {
        self.expectedWidth = expectedWidth; self.expectedHeight = expectedHeight
        self.actualWidth = actualWidth; self.actualHeight = actualHeight
    }

    public var description: String {
        "sizes differ: \(expectedWidth)x\(expectedHeight) vs \(actualWidth)x\(actualHeight)"
    }
}

/// The outcome of comparing two images.
public enum Comparison: Hashable, Sendable {
    /// Same size: the metrics, and the diff image when one was asked for.
    case compared(DiffMetrics, diffImage: RGBAImage?)
    case sizesDiffer(SizeMismatch)

    public var metrics: DiffMetrics? {
        if case let .compared(metrics, _) = self { return metrics }
        return nil
    }

    public var diffImage: RGBAImage? {
        if case let .compared(_, image) = self { return image }
        return nil
    }
}
