import BuiltInComponents
import DescriptionFormat
import SceneBuilding
import DesignTokens
import Files
import PNGCodec
import Raster
import Values

/// Reading description files: parse, check the canvas at the scale it will render at, check every
/// token name against the document's system and that every image file exists, so a bad file is
/// refused (with file:line:col, key path and did-you-mean) before anything is drawn.
public enum DescriptionFile {
    // The user's entries: the format's own parser and strict token files. The overloads below take
    // a parser (a test's component registry) and token options (the CLI's flags), both `package`.

    /// The description at `path`, checked and ready to draw.
    /// - Parameter scale: the scale the caller will render at, when it overrides the file's.
    public static func load(_ path: String, scale: Int? = nil, variant: VariantAssignment? = nil) throws -> Document {
        try load(path, scale: scale, variant: variant, parser: DescriptionParser(), tokenOptions: .strict)
    }

    /// The description at `path`, parsed only: no tokens loaded, no files checked.
    public static func parse(_ path: String) throws -> Document {
        try parse(path, parser: DescriptionParser())
    }

    /// A description held in memory, checked like a file at `file` in `directory`.
    public static func load(bytes: [UInt8], file path: String, directory: String, scale: Int? = nil,
                            variant: VariantAssignment? = nil) throws -> Document {
        try load(bytes: bytes, file: path, directory: directory, scale: scale, variant: variant, parser: DescriptionParser(),
                 tokenOptions: .strict)
    }

    /// - Parameters:
    ///   - scale: the scale the caller will render at (`--scale`), when it overrides the file's.
    ///   - images: where the picture files it names are decoded and kept for drawing: a new store
    ///     for each load unless given, one store for the loads of a variant matrix.
    package static func load(_ path: String, scale: Int? = nil, variant: VariantAssignment? = nil, parser: DescriptionParser = DescriptionParser(),
                            tokenOptions: TokenFile.Options = .strict, images: DecodedImages = .pngFiles(),
                            warn: (String) -> Void = { _ in }) throws -> Document {
        let bytes: [UInt8]
        do { bytes = try AtomicFile.read(path, maxBytes: parser.limits.maxFileBytes) } catch {
            // The error already names the file; the description error puts it in front once.
            let fix = error.limit == nil ? "check the path (descriptions are .yaml, .yml or .json files)"
                                         : "split it into several descriptions"
            throw DescriptionErrors([DescriptionError(file: path, location: nil, path: .root, message: "\(error.message); \(fix)")])
        }
        let directory = FilePath.parentFolder(of: path)
        return try load(bytes: bytes, file: path, directory: directory, scale: scale, variant: variant, parser: parser,
                        tokenOptions: tokenOptions, images: images, warn: warn)
    }

    /// The description at `path`, parsed only: no tokens loaded, no files checked.
    package static func parse(_ path: String, parser: DescriptionParser = DescriptionParser()) throws -> Document {
        let bytes = try AtomicFile.read(path, maxBytes: parser.limits.maxFileBytes)
        return try parser.parse(bytes, file: path, directory: FilePath.parentFolder(of: path))
    }

    /// A description given as bytes (standard input, a test): `file` names it in messages and its
    /// extension decides the grammar (`.json` is strict JSON, anything else YAML); relative image
    /// and token paths start at `directory`.
    /// `variant` (the command line's text size, direction, pseudo-locale and token contexts) is laid
    /// over the document's own before its tokens are loaded.
    package static func load(bytes: [UInt8], file path: String, directory: String, scale: Int? = nil, variant: VariantAssignment? = nil,
                            parser: DescriptionParser = DescriptionParser(), tokenOptions: TokenFile.Options = .strict,
                            images: DecodedImages = .pngFiles(), warn: (String) -> Void = { _ in }) throws -> Document {
        var document = try parser.parse(bytes, file: path, directory: directory)
        if let variant { document.variant = variant.applied(to: document.variant) }
        try document.checkCanvasLimits(scale: scale ?? document.scale ?? Scale.picture)
        let system: TokenSystem
        do { system = try TokenSystems.system(for: document, options: tokenOptions, warn: warn) } catch {
            // Named at the key the problem is about: system, tokens or context.
            let key = DescriptionPath.root.appending((error as? RenderError)?.path ?? "system")
            throw DescriptionErrors([DescriptionError(file: path, location: document.sourceMap[key] ?? document.sourceMap[.root.appending("system")],
                                                      path: key, message: (error as? RenderError)?.message ?? "\(error)")])
        }
        return try checked(document, tokens: system, images: images)
    }

    /// `document` with every token it names found in `tokens` and every file it names present,
    /// ready to draw (its PNG files decoded into `images`, which drawing reads); else every
    /// problem at once.
    static func checked(_ document: Document, tokens: TokenSystem, images: DecodedImages = .pngFiles()) throws -> Document {
        var document = document
        try checkTokens(document, tokens: tokens)
        document.tokens = tokens
        let unusable = document.unusableFiles { file in
            file.contains(CatalogAssets.scheme) ? .regularFile : FileKind.at(file)
        }
        if !unusable.isEmpty { throw DescriptionErrors(unusable) }
        let unreadable = document.unreadableIconFiles() + unreadablePNGFiles(document, decodingInto: images)
        if !unreadable.isEmpty { throw DescriptionErrors(unreadable) }
        document.images = images
        return document
    }

    /// An error for each PNG file the description names (an image's source, whatever its name
    /// ends in, and a `.png` icon) that is not a PNG or does not decode, at the key that names it:
    /// found before anything is drawn, as an SVG icon's are, rather than while drawing, where only
    /// the key path is known. The signature is checked first, from the file's first 8 bytes, so
    /// another format (a JPEG) is named without reading it whole; then each is decoded in full (a
    /// truncated file has a good header) into `images`, where drawing finds it.
    ///
    /// Drawing a description holds the pixels of every picture it names at once, so the distinct
    /// pictures together may decode to at most `DecodedImages.runBudget` (256 MB), whatever store they
    /// decode into: every header
    /// is read first, and the picture that takes the sum past it is refused before anything is
    /// decoded (twelve 8000×8000 pictures of 249 KB each would otherwise hold 3 GB).
    static func unreadablePNGFiles(_ document: Document, decodingInto images: DecodedImages) -> [DescriptionError] {
        let pictures = document.fileReferences.filter { _, file, role in
            !file.resolved.contains(CatalogAssets.scheme) && (role == .image || (role == .icon && IconFile.kind(of: file.resolved) == .png))
        }
        func error(_ path: DescriptionPath, _ file: FileReference, _ role: FileRole, _ reason: String) -> DescriptionError {
            document.sourceMap.error(file: document.file, location: document.sourceMap[path], path: path,
                                     message: "\(role == .image ? "the image" : "the PNG icon") \"\(file.given)\" cannot be drawn: \(reason)")
        }
        var counted = Set<String>(), total = 0
        for (path, file, role) in pictures where counted.insert(file.resolved).inserted {
            guard let start = try? AtomicFile.readFirstBytes(file.resolved, count: 24), let size = PNGDecoder.headerSize(start) else { continue }
            total += size.width * size.height * 4
            if total > DecodedImages.runBudget.maxBytes {
                return [error(path, file, role, "the pictures of this description decode to \(total / 1_000_000) MB together with this one (\(size.width)×\(size.height)), "
                              + "past the \(DecodedImages.runBudget.maxBytes / 1_000_000) MB of decoded pictures a run holds; use smaller pictures, or fewer in one description")]
            }
        }
        return pictures.compactMap { path, file, role in
            do {
                try PNGSignature.check(file.resolved)
                _ = try images.pixmap(at: file.resolved)
                return nil
            } catch let failure {
                return error(path, file, role, "\(failure)")
            }
        }
    }
}
