import Localization
import DescriptionModel
import DescriptionSource
import DesignTokens
import Files
import Layout
import Values

/// Reads a description file (FORMAT.md), YAML or JSON, into a `Document`, refusing anything
/// malformed with a `DescriptionError` that names file:line:col, the key path and what was
/// expected. Token names stay names; `validateTokens(_:tokens:)` checks them, and
/// `Document.unusableFiles(kind:)` checks the files they name.
///
/// The bytes are read once into a `SourceNode` tree (`SourceText`: JSON through the JSON reader,
/// YAML through Yams), and the document is read from the tree. The first problem found is
/// reported. The caller reads the description's bytes and says which directory relative paths
/// start from; the parser reads only the library files a description imports (through
/// `readFile`), and checks no other file.
public struct DescriptionParser: Sendable {
    public var limits: DescriptionLimits
    /// The components descriptions may use.
    package var components: ComponentRegistry
    /// Reads a library file named under `import:` (its path, resolved; a limit in bytes). Reads
    /// the disk by default; tests give files from memory.
    package var readFile: @Sendable (String, Int) throws -> [UInt8]

    package init(limits: DescriptionLimits = .default, components: ComponentRegistry,
                readFile: @escaping @Sendable (String, Int) throws -> [UInt8] = { path, limit in try AtomicFile.read(path, maxBytes: limit) }) {
        self.limits = limits
        self.components = components
        self.readFile = readFile
    }

    /// Parses the bytes of a description file.
    /// - Parameters:
    ///   - file: the name shown in messages (usually the path as the user wrote it).
    ///   - directory: where relative image and token-file paths start; nil leaves them as given.
    package func parse(_ bytes: [UInt8], file: String, directory: String? = nil) throws(DescriptionError) -> Document {
        if bytes.count > limits.maxFileBytes {
            throw DescriptionError(file: file, location: nil, path: .root,
                                   message: "the file is \(bytes.count) bytes, larger than the limit of \(limits.maxFileBytes) bytes; split it into several descriptions")
        }
        guard String(validating: bytes, as: UTF8.self) != nil else {
            throw DescriptionError(file: file, location: nil, path: .root, message: "the file is not valid UTF-8; save it as UTF-8")
        }
        guard let root = try Self.tree(bytes, file: file, maxDepth: limits.maxYAMLDepth) else {
            throw DescriptionError(file: file, location: nil, path: .root,
                                   message: "the file is empty; a description needs system, canvas and content")
        }
        return try document(root, reader: DescriptionReader(file: file, directory: directory, limits: limits, components: components,
                                                            readFile: readFile))
    }

    /// Reads a description built as a tree in Swift (the catalog, `LibraryComponent`), exactly as
    /// the same tree read from a file is read.
    package func parse(tree root: SourceNode, file: String, directory: String? = nil) throws(DescriptionError) -> Document {
        try document(root, reader: DescriptionReader(file: file, directory: directory, limits: limits, components: components,
                                                     readFile: readFile))
    }

    /// Parses description text (tests, descriptions built in memory).
    package func parse(_ text: String, file: String, directory: String? = nil) throws(DescriptionError) -> Document {
        try parse(Array(text.utf8), file: file, directory: directory)
    }

    private func document(_ root: SourceNode, reader: DescriptionReader) throws(DescriptionError) -> Document {
        let rootValue = Value(node: root, path: .root, scope: reader.documentScope)
        let f = try reader.fields(rootValue, keys: KeyTables.document, what: "document")
        if !f.has("system") && !f.has("content") && (f.has("components") || f.has("import")) {
            throw reader.error(rootValue, "this is a library file (import and components, nothing to draw), not a description; "
                + "see its components with `pixelproof catalog --components \(reader.file)`, or use them from a description that imports it")
        }
        let own = try reader.ownComponents(imports: f["import"], components: f["components"], importer: reader.file)
        reader.components = components.adding(described: own)
        let system = try self.system(f.required("system", "ids, ds, web, or a path to a DTCG tokens .json"), reader: reader)
        reader.system = system
        let scale = try f.optional("scale") { v throws(DescriptionError) in try reader.integer(v, in: Scale.range, what: "a scale (\(Scale.choices))") }
        let canvas = try reader.canvasSpec(f.required("canvas", "{width, height, background, padding}"))
        let direction = try f.optional("direction") { v throws(DescriptionError) in try reader.enumeration(v, ReadingDirection.self, what: "direction") } ?? .leftToRight
        let textSize = try f.optional("textSize") { v throws(DescriptionError) in try reader.enumeration(v, TextSize.self, what: "text size") } ?? .default
        let pseudoLocale = try f.optional("pseudoLocale") { v throws(DescriptionError) in try reader.enumeration(v, PseudoLocale.self, what: "pseudo-locale") } ?? PseudoLocale.none
        let locale = try f.optional("locale") { v throws(DescriptionError) in
            let text = try reader.string(v, what: "a language identifier")
            guard LocaleIdentifier.isWellFormed(text) else { throw reader.error(v, "\"\(text)\" is not a language identifier; write a language code, optionally with a region: de, ar, pt-BR") }
            return LocaleIdentifier(text).identifier
        }
        let strings = try f.optional("strings") { v throws(DescriptionError) in try reader.fileReference(v, what: "a strings catalog path (.xcstrings)") }
        let tokenOverlay = try f.optional("tokens") { v throws(DescriptionError) in try reader.fileReference(v, what: "a token resolver or token file path") }
        var contexts: [TokenContext] = []
        if let context = f["context"] {
            reader.record(context)
            guard case let .mapping(mapping) = context.node else {
                throw reader.error(context, "expected a mapping of the resolver's modifiers and contexts ({theme: dark}), found \(reader.describe(context.node))")
            }
            for (key, value) in mapping {
                let modifier = key.string ?? ""
                let entry = context.child(value, at: context.path.appending(modifier))
                contexts.append(TokenContext(modifier: modifier, context: try reader.string(entry, what: "a context name")))
            }
        }
        let content = try reader.node(f.required("content", "exactly one node"), depth: 1)
        let masks = try f.optional("mask") { v throws(DescriptionError) in try reader.masks(v, canvas: canvas) } ?? []
        var document = Document(system: system, scale: scale, canvas: canvas, direction: direction, content: content,
                                sourceMap: reader.sourceMap, file: reader.file, components: own)
        document.textSize = textSize
        document.pseudoLocale = pseudoLocale
        document.locale = locale
        document.strings = strings?.resolved
        document.tokenOverlay = tokenOverlay
        document.contexts = contexts
        document.masks = masks
        try document.checkCanvasLimits(scale: scale ?? Scale.picture, limits: limits.pixmap)
        return document
    }

    /// The components a library file defines, with those it imports (each checked as when a
    /// description imports the file).
    package func library(_ bytes: [UInt8], file: String, directory: String? = nil) throws(DescriptionError) -> [DescribedComponent] {
        let name = FilePath.fileName(of: file)
        let list: SourceNode = [SourceNode(name)]
        // Read as the one import of an empty description, so it is checked exactly as importing it is.
        let base = directory ?? FilePath.parentFolder(of: file)
        let importer = DescriptionReader(file: file, directory: base, limits: limits, components: components, readFile: readFile)
        return try importer.ownComponents(imports: Value(node: list, path: .root.appending("import"), scope: importer.documentScope), components: nil,
                                          importer: nil)
    }

    /// `ids`, `ds`, `web`, or a path to a DTCG tokens file, by `TokenSystemName`'s rule.
    private func system(_ value: Value, reader: DescriptionReader) throws(DescriptionError) -> SystemReference {
        let name = try reader.string(value, what: "a system (ids, ds, web, or a path to a DTCG tokens .json)")
        switch TokenSystemName(name) {
        case .builtIn("ids"): return .ids
        case .builtIn("ds"): return .ds
        case .builtIn: return .web
        case .file: return .tokensFile(try reader.fileReference(value, what: "a DTCG tokens file path"))
        case let .unknown(text, suggestion):
            throw reader.error(value, TokenSystemName.unknownMessage(text, suggestion: suggestion), suggestion: suggestion)
        }
    }

    /// The tree of a description or library file, its `SourceError` in the shape of every other.
    static func tree(_ bytes: [UInt8], file: String, maxDepth: Int) throws(DescriptionError) -> SourceNode? {
        do { return try SourceText.tree(bytes, file: file, maxDepth: maxDepth) } catch {
            throw DescriptionError(file: file, location: error.location, path: .root, message: error.message)
        }
    }
}
