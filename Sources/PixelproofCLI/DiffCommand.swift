import ArgumentParser
import CommandLineSupport
import PixelDiff
import PNGCodec
import Raster
import Values

/// `pixelproof diff EXPECTED.png ACTUAL.png`: pixelmatch 7.2's comparison of two PNG files.
/// Exit 0 within tolerance, 1 when they differ (sizes included), 2 on bad input.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare two PNG files as pixelmatch 7.2 does.",
        discussion: """
        Exit codes: 0 within tolerance (default: no mismatched pixel), 1 the images differ (including "sizes differ: 750x112 vs 750x110"), 2 bad input (missing, not a PNG, corrupt, over the size limit).
        """)

    @Argument(help: "The expected (golden) PNG.")
    var expected: String
    @Argument(help: "The actual PNG.")
    var actual: String

    @OptionGroup var diffOptions: DiffFlags

    @Option(name: .customLong("max-diff-pixels"), help: "Pass with at most this many mismatched pixels.")
    var maxDiffPixels: Int?
    @Option(name: .customLong("max-diff-ratio"), help: "Pass with at most this fraction (0...1) of mismatched pixels.")
    var maxDiffRatio: Double?
    @Option(name: .customLong("mask"), help: ArgumentHelp(
        "A region to ignore, x,y,w,h in device pixels (repeatable): counted nowhere, drawn #FF00FF in the diff image.", valueName: "x,y,w,h"))
    var masks: [String] = []
    @Option(name: .customLong("diff-out"), help: "Write the diff image (pixelmatch style) to this PNG.")
    var diffOut: String?
    @Option(name: .customLong("max-pixels"), help: "Refuse images of more pixels than this.")
    var maxPixels: Int = PNGDecoder.defaultMaxPixels
    @Flag(help: "Print {\"mismatched\", \"width\", \"height\", \"ratio\", \"maxDelta\", \"bbox\"} as JSON.")
    var json = false

    func validate() throws {
        if maxDiffPixels != nil && maxDiffRatio != nil {
            throw ValidationError("give --max-diff-pixels or --max-diff-ratio, not both")
        }
        if let n = maxDiffPixels, n < 0 { throw ValidationError("--max-diff-pixels must be 0 or more, got \(n)") }
        if let r = maxDiffRatio, !(0...1).contains(r) { throw ValidationError("--max-diff-ratio must be within 0...1, got \(r)") }
        try diffOptions.validate()
        _ = try MaskRegion.parsing(masks)
    }

    var tolerance: Tolerance {
        if let r = maxDiffRatio { return .ratio(r) }
        return .pixels(maxDiffPixels ?? 0)
    }

    func run() throws {
        let regions = try MaskRegion.parsing(masks)
        let expectedImage = try PNGImageFile.read(expected, maxPixels: maxPixels).image
        try MaskRegion.check(regions, inside: expectedImage, of: expected)
        let a = expectedImage.masked(regions)
        let b = try PNGImageFile.read(actual, maxPixels: maxPixels).image.masked(regions)
        let comparison = PixelDiffer(options: try diffOptions.options()).compare(a, b, drawDiff: diffOut != nil)
        switch comparison {
        case let .sizesDiffer(mismatch):
            Console.output(json ? mismatch.json : mismatch.description)
            throw ExitCode(1)
        case let .compared(metrics, diffImage):
            if let diffOut, let diffImage { try PNGFile.write(try diffImage.masked(regions).pixmap(), to: diffOut) }
            Console.output(json ? metrics.json : metrics.summary)
            if !tolerance.accepts(metrics) { throw ExitCode(1) }
        }
    }
}

/// pixelmatch's options as flags, shared by diff, test and compare.
struct DiffFlags: ParsableArguments {
    @Option(help: "Matching threshold 0...1; smaller is more sensitive. (default: 0 for test, where every changed pixel counts; 0.1, pixelmatch's, for diff and compare)")
    var threshold: Double?
    @Flag(name: .customLong("include-aa"), help: "Count anti-aliased pixels as differences.")
    var includeAA = false
    @Flag(name: .customLong("no-checkerboard"), help: "Blend semi-transparent pixels over white (pixelmatch 6, the PyPI port).")
    var noCheckerboard = false
    @Option(help: "Opacity of the expected image in the diff image, 0...1.")
    var alpha: Double = 0.1
    @Option(name: .customLong("aa-color"), help: "Diff colour of anti-aliased pixels, #rrggbb.")
    var aaColor: String = "#ffff00"
    @Option(name: .customLong("diff-color"), help: "Diff colour of differing pixels, #rrggbb.")
    var diffColor: String = "#ff0000"
    @Option(name: .customLong("diff-color-alt"), help: "Diff colour where the actual image is darker, #rrggbb.")
    var diffColorAlt: String?
    @Flag(name: .customLong("diff-mask"), help: "Draw only the differences, over transparency.")
    var diffMask = false

    func validate() throws {
        if let threshold, !(0...1).contains(threshold) { throw ValidationError("--threshold must be within 0...1, got \(threshold)") }
        if !(0...1).contains(alpha) { throw ValidationError("--alpha must be within 0...1, got \(alpha)") }
        _ = try options()
    }

    /// The options the flags ask for; `exactByDefault` (golden tests) counts every changed pixel
    /// unless a threshold is given.
    func options(exactByDefault: Bool = false) throws -> DiffOptions {
        func color(_ flag: String, _ text: String) throws -> Color3 {
            guard let c = RGBAColor(hex: text) else {
                throw ValidationError("\(flag): \"\(text)\" is not a colour; write #rrggbb, e.g. #ff0000")
            }
            return Color3(c.r, c.g, c.b)
        }
        let exact = exactByDefault && threshold == nil
        return DiffOptions(threshold: exact ? 0 : threshold ?? DiffOptions.default.threshold, includeAA: includeAA || exact, alpha: alpha,
                           aaColor: try color("--aa-color", aaColor), diffColor: try color("--diff-color", diffColor),
                           diffColorAlt: try diffColorAlt.map { try color("--diff-color-alt", $0) },
                           diffMask: diffMask, background: noCheckerboard ? .white : .checkerboard)
    }
}

extension MaskRegion {
    /// `--mask` values, each `x,y,w,h`; a bad one is a usage error naming it.
    static func parsing(_ arguments: [String]) throws -> [MaskRegion] {
        try arguments.map { argument in
            guard let region = MaskRegion(argument: argument) else {
                throw ValidationError("--mask takes x,y,w,h in device pixels (whole numbers, w and h at least 1), as 0,0,120,40; not \"\(argument)\"")
            }
            return region
        }
    }

    /// Refuses a region that reaches outside `image` (the file `path`): a region meant for another
    /// size of picture would otherwise be clipped, and ignore less, or nothing, without a word.
    static func check(_ regions: [MaskRegion], inside image: RGBAImage, of path: String) throws {
        for region in regions where region.clipped(width: image.width, height: image.height) != PixelBox(x: region.x, y: region.y, width: region.width, height: region.height) {
            throw ValidationError("--mask \(region.x),\(region.y),\(region.width),\(region.height) reaches \(region.x + region.width),\(region.y + region.height), "
                + "outside the \(image.width)x\(image.height) image \(path); keep each region inside the image (device pixels)")
        }
    }
}
