import DescriptionModel
import Raster

/// Bounds on what a description may ask for, each checked while parsing and reported as an
/// error with its place. They protect the process from hostile or mistaken files (huge
/// canvases, billion-laughs aliases, stack-exhausting nesting); the defaults are documented in
/// docs/FORMAT.md.
public struct DescriptionLimits: Hashable, Sendable {
    /// Bytes in the file.
    public var maxFileBytes: Int = 1 << 20
    /// Description nodes inside one another (`content` is depth 1).
    public var maxNodeDepth: Int = 64
    /// YAML collections (mappings and sequences) inside one another; checked before the tree is
    /// built, so that a deeply nested file cannot exhaust the stack.
    public var maxYAMLDepth: Int = 256
    /// Description nodes in the whole file.
    public var maxNodeCount: Int = 10_000
    /// Characters (grapheme clusters) in a text string, label or title.
    public var maxStringLength: Int = 10_000
    /// Characters in SVG path data (`d`, an icon's `path`).
    public var maxPathDataLength: Int = 100_000
    /// Largest absolute value of any length, in logical px.
    public var maxLength: Double = 100_000
    /// Device-pixel limits for the canvas at the chosen scale.
    public var pixmap: PixmapLimits = .default

    public init() {}

    public static let `default` = DescriptionLimits()
}
