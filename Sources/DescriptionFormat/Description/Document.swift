import DescriptionModel
import DesignTokens
import Layout

/// A parsed description file (docs/FORMAT.md): what to draw, with every token reference still a
/// name. Loading the file (`DescriptionFile.load`) also loads the token system it names into
/// `tokens` and checks every name against it; drawing resolves the names in that same system.
public struct Document: Hashable, Sendable {
    public var system: SystemReference
    /// 1, 2, 3 or 4 (`Scale.range`) when the file says; nil means "the command line's, else 1".
    public var scale: Int?
    public var canvas: CanvasSpec
    /// Which way leading and trailing point (`direction: ltr | rtl`, docs/FORMAT.md).
    public var direction: ReadingDirection
    /// The Dynamic Type category text is drawn at (`textSize:`, default Large).
    public var textSize: TextSize = .default
    /// How texts are pseudo-localized (`pseudoLocale:`, default none).
    public var pseudoLocale: PseudoLocale = .none
    /// The locale texts are drawn in (a `locale` variant); nil: none chosen.
    public var locale: String?
    /// The strings file the description names (`strings:`): a `.xcstrings`, `.strings` or
    /// `.stringsdict` file or a folder of `.lproj` folders, relative paths resolved against the file.
    public var strings: String?
    /// A token resolver (or token file) laid over `system` (`tokens:`): a token of the same name
    /// replaces the system's, new names are added.
    public var tokenOverlay: FileReference?
    /// The contexts chosen for the resolver's modifiers (`context: { theme: dark }`).
    public var contexts: [TokenContext] = []
    public var content: Node
    /// Regions golden tests ignore (`mask:`), as Playwright's `toHaveScreenshot({ mask })`.
    package var masks: [GoldenMask] = []
    /// Where each value was written. Never part of equality.
    package var sourceMap: SourceMap
    /// The description file's name as given to the parser (used in messages).
    public var file: String
    /// The token system `system` names, once loaded, so a tokens file is read once per document
    /// and validation and drawing see the same tokens. Nil until loaded; never part of equality.
    package var tokens: TokenSystem?
    /// The components of one's own it defines and imports (already expanded in `content`).
    package var components: [DescribedComponent]
    /// The picture files it names, decoded when it was checked and drawn from there; nil for a
    /// document built in Swift (drawing decodes its files). Never part of equality.
    package var images: DecodedImages?

    package init(system: SystemReference, scale: Int? = nil, canvas: CanvasSpec, direction: ReadingDirection = .leftToRight,
                content: Node, sourceMap: SourceMap = SourceMap(), file: String = "", tokens: TokenSystem? = nil,
                components: [DescribedComponent] = []) {
        self.components = components
        self.system = system
        self.scale = scale
        self.canvas = canvas
        self.direction = direction
        self.content = content
        self.sourceMap = sourceMap
        self.file = file
        self.tokens = tokens
    }

    /// The text size, direction and pseudo-locale together; setting it overrides the document's.
    public var variant: Variant {
        get { Variant(textSize: textSize, direction: direction, pseudoLocale: pseudoLocale, locale: locale, contexts: contexts) }
        set {
            textSize = newValue.textSize; direction = newValue.direction; pseudoLocale = newValue.pseudoLocale; locale = newValue.locale
            contexts = newValue.contexts
        }
    }

    public static func == (lhs: Document, rhs: Document) -> Bool {
        lhs.system == rhs.system && lhs.scale == rhs.scale && lhs.canvas == rhs.canvas
            && lhs.variant == rhs.variant && lhs.tokenOverlay == rhs.tokenOverlay && lhs.content == rhs.content
            && lhs.masks == rhs.masks && lhs.strings == rhs.strings
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(system); hasher.combine(scale); hasher.combine(canvas)
        hasher.combine(variant); hasher.combine(content); hasher.combine(masks)
    }
}

extension SystemReference {
    /// The built-in systems, in the order messages list them.
    public static var builtInNames: [String] { TokenSystem.builtInNames }
}
