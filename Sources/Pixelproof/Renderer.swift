import DescriptionModel
import DisplayList
import BuiltInComponents
import DescriptionFormat
import SceneBuilding
import DesignTokens
import Files
import Localization
import PNGCodec
import Raster
import Typesetting
import Values

/// Renders descriptions to pixels, PNG or SVG. One path for everything: a description read from a
/// file and a tree built in Swift both go through `SceneBuilder` and the same back ends.
///
///     let renderer = Renderer(scale: 2)
///     let png = try renderer.png(of: try DescriptionFile.load("button.yaml"))
public struct Renderer: Sendable {
    /// Device pixels per logical px (`Scale.range`: 1, 2, 3 or 4; another is refused when drawing).
    /// A document's own `scale` is used when this is nil.
    public var scale: Int?
    public var fonts: FontRegistry
    public var limits: PixmapLimits
    /// How much drawing one render may ask for (see `DrawingBudget`).
    package var budget: DrawingBudget = .default
    /// The strings catalog a document without its own `strings:` draws its keys from (`--strings`,
    /// `assertSnapshot(…, strings:)`, `PIXELPROOF_STRINGS`); nil: keys are drawn as written.
    package var strings: String?
    /// Where the keys drawn without a translation are recorded, for the run's coverage lines.
    package var coverage = StringCoverage()

    public init(scale: Int? = nil, fonts: FontRegistry = FontLibrary.standard, limits: PixmapLimits = .default) {
        self.scale = scale; self.fonts = fonts; self.limits = limits
    }

    /// The scale this renderer uses for `document`: its own, else the document's, else 1.
    public func effectiveScale(for document: Document) -> Int { scale ?? document.scale ?? Scale.picture }

    package func displayList(of document: Document) throws -> DisplayList {
        // Whatever made the tree (a file, a view, a `Node` written out), its values are held to the
        // same ranges before anything is drawn; the reader's tree passes, having been checked as read.
        try document.content.checkValues()
        return try SceneBuilder.displayList(for: document, context: try context(for: document))
    }

    /// What drawing `document` resolves its names with: the token system loaded with it (read
    /// from its `system` only for a document built in Swift), these fonts, its scale and variant.
    package func context(for document: Document) throws -> RenderContext {
        // A scale from Swift (`Renderer(scale:)`, `assertSnapshot(scale:)`) is held to the range a
        // description's `scale:` and `--scale` are held to when read.
        let scale = effectiveScale(for: document)
        guard Scale.isValid(scale) else {
            throw RenderError("scale", "\(scale) is not a scale Pixelproof draws at: give \(Scale.choices) (device pixels per logical px)")
        }
        var context = RenderContext(tokens: try document.tokens ?? TokenSystems.system(for: document), typesetter: Typesetter(registry: fonts),
                                    scale: Double(effectiveScale(for: document)), direction: document.direction, loadImage: ImageFiles.loader(for: document))
        context.textSize = document.textSize
        context.pseudoLocale = document.pseudoLocale
        context.strings = try localizedStrings(for: document)
        // A locale writes in its own direction: Arabic, Hebrew, Persian and Urdu mirror the layout.
        if document.locale != nil, context.strings.locale.isRightToLeft { context.direction = .rightToLeft }
        context.isDark = document.contexts.contains { $0.context.lowercased() == "dark" }
        return context
    }

    /// The catalog `document` draws its keys from (its own `strings:`, else this renderer's) in
    /// its locale; a catalog that does not read is an error naming its file and line.
    package func localizedStrings(for document: Document) throws -> LocalizedStrings {
        let path = document.strings ?? strings
        let catalog: StringCatalog?
        do { catalog = try path.map { path throws(LocalizationError) in try StringCatalog.cached(at: path) } } catch {
            throw RenderError("strings", error.description)
        }
        let strings = LocalizedStrings(catalog: catalog, locale: document.locale, coverage: coverage)
        if let catalog { coverage.note(locale: strings.locale, catalog: catalog) }
        return strings
    }

    public func pixmap(of document: Document) throws -> Pixmap {
        let list = try displayList(of: document)
        try budget.check(list)
        do {
            return try RasterBackend.pixmap(of: list, limits: limits)
        } catch let error as RasterError {
            throw Self.canvasError(error, list)
        }
    }

    /// The size in device px `pixmap(of:)` would draw `document` at, with every check it makes
    /// (the drawing budget, the canvas limits) and the same errors, but nothing drawn: the
    /// catalog lays its contact sheets out from every item's size before it draws any item.
    package func pictureSize(of document: Document) throws -> (width: Int, height: Int) {
        let list = try displayList(of: document)
        try budget.check(list)
        do { try limits.check(width: list.deviceWidth, height: list.deviceHeight) } catch { throw Self.canvasError(error, list) }
        return (list.deviceWidth, list.deviceHeight)
    }

    private static func canvasError(_ error: RasterError, _ list: DisplayList) -> RenderError {
        RenderError("canvas", "\(error) (the content laid out to \(list.width) x \(list.height) logical px at \(Int(list.scale))x)")
    }

    /// PNG bytes, with the scale recorded in pHYs as Figma's exports do.
    public func png(of document: Document) throws -> [UInt8] {
        try PNGEncoder.default.encode(try pixmap(of: document), scale: Double(effectiveScale(for: document)))
    }

    public func svg(of document: Document) throws -> String {
        SVGBackend.svg(of: try displayList(of: document))
    }
}

extension Renderer {
    /// The kinds of file a render writes.
    public enum ImageFormat: String, Sendable, CaseIterable { case png, svg }

    /// Renders `document` and writes it to `path` atomically: a failure leaves an existing file as it was.
    public func write(_ document: Document, to path: String, as format: ImageFormat) throws {
        switch format {
        case .png: try AtomicFile.write(try png(of: document), to: path)
        case .svg: try AtomicFile.write(Array(try svg(of: document).utf8), to: path)
        }
    }
}

/// The fonts the CLI and tests use unless told otherwise: Fonts/ plus PIXELPROOF_FONTS, with the
/// design systems' stand-ins for the fonts that are not bundled.
public enum FontLibrary {
    public static let standard = registry()

    /// The registry for `--fonts` folders (searched first), PIXELPROOF_FONTS and the bundled Fonts/.
    public static func registry(commandLineFolders: [String] = [], diagnostics: TypesettingDiagnostics = .standard) -> FontRegistry {
        FontRegistry(commandLineFolders: commandLineFolders, substitution: DesignSystemFonts.substitution, diagnostics: diagnostics)
    }
}

extension Renderer {
    /// A copy drawing at `scale`, whatever the documents say.
    public func withScale(_ scale: Int) -> Renderer {
        var copy = self
        copy.scale = scale
        return copy
    }
}

extension Renderer {
    /// A description node built in Swift on a canvas `width` logical px wide whose height hugs the
    /// content: `Renderer(scale: 2).png(of: IDSButton("Continue").node, width: 375)`. (A SwiftUI view
    /// is drawn through PixelproofUI's `png(of: some View, …)`.)
    public func document(of node: Node, width: Double, system: SystemReference = .ids,
                         background: ColorValue? = nil, padding: Double = 0) -> Document {
        Document(system: system, scale: scale, canvas: CanvasSpec(width: width, background: background,
                                                                  padding: LengthInsets(all: .points(padding))),
                 content: node)
    }

    public func pixmap(of content: Node, width: Double, system: SystemReference = .ids,
                       background: ColorValue? = nil, padding: Double = 0) throws -> Pixmap {
        try pixmap(of: document(of: content, width: width, system: system, background: background, padding: padding))
    }

    public func png(of content: Node, width: Double, system: SystemReference = .ids,
                    background: ColorValue? = nil, padding: Double = 0) throws -> [UInt8] {
        try png(of: document(of: content, width: width, system: system, background: background, padding: padding))
    }
}
