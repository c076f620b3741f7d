/// pixelmatch 7.2's options, with its defaults.
public struct DiffOptions: Hashable, Sendable {
    /// What semi-transparent pixels are blended over before their colours are compared.
    public enum Background: Hashable, Sendable {
        /// pixelmatch 7.2's default: a checkerboard-like pattern derived from the pixel's byte
        /// offset, so that a colour change hidden by low alpha over white still shows.
        case checkerboard
        /// White, computed exactly as pixelmatch 6 and the PyPI `pixelmatch` port do
        /// (each colour blended on its own, then the YIQ values subtracted).
        case white
    }

    /// Matching threshold, 0...1; smaller is more sensitive. A pixel differs when its squared YIQ
    /// distance is strictly above 35215 · threshold².
    public var threshold: Double
    /// Count anti-aliased pixels as differences too (turns anti-aliasing detection off).
    public var includeAA: Bool
    /// Opacity of the expected image's grey copy under the diff image.
    public var alpha: Double
    /// Diff-image colour of pixels ignored as anti-aliasing.
    public var aaColor: Color3
    /// Diff-image colour of differing pixels.
    public var diffColor: Color3
    /// When set, differing pixels where the actual image is darker use this colour instead.
    public var diffColorAlt: Color3?
    /// Draw only the differences, over a transparent background.
    public var diffMask: Bool
    public var background: Background

    public init(threshold: Double = 0.1, includeAA: Bool = false, alpha: Double = 0.1,
                aaColor: Color3 = Color3(255, 255, 0), diffColor: Color3 = Color3(255, 0, 0),
                diffColorAlt: Color3? = nil, diffMask: Bool = false, background: Background = .checkerboard) {
        self.threshold = threshold
        self.includeAA = includeAA
        self.alpha = alpha
        self.aaColor = aaColor
        self.diffColor = diffColor
        self.diffColorAlt = diffColorAlt
        self.diffMask = diffMask
        self.background = background
    }

    /// pixelmatch's defaults (threshold 0.1, anti-aliased pixels ignored): for pictures from another
    /// renderer, such as Figma exports, where small colour and edge differences are expected.
    public static let `default` = DiffOptions()

    /// Every changed pixel counts (threshold 0, anti-aliasing detection off): the default for golden
    /// tests. Pixelproof's renders are deterministic, so a golden differs only when the picture does;
    /// pixelmatch's 0.1 would let a +4/+6 drift of a brand colour or a border colour change pass.
    public static let exact = DiffOptions(threshold: 0, includeAA: true)

    /// The largest squared YIQ distance that still counts as the same colour.
    public var maxDelta: Double { 35215 * threshold * threshold }
}

/// An opaque RGB colour for the diff image.
public struct Color3: Hashable, Sendable {
    public var r: UInt8
    public var g: UInt8
    public var b: UInt8
    public init(_ r: UInt8, _ g: UInt8, _ b: UInt8) { self.r = r; self.g = g; self.b = b }
}
