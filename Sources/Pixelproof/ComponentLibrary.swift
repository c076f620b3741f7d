import DescriptionModel
import BuiltInComponents
import DescriptionFormat
import SceneBuilding
import DesignTokens
import Files

/// A team's library of components (a file of `components:`, or a description defining some) as
/// catalog items: every component over its preview axes, checked like a description before
/// anything is drawn.
package enum ComponentLibrary {
    /// The variants of every component `path` defines or imports, drawn with `system`'s tokens
    /// (`ids`, `ds`, `web`, or a DTCG tokens .json path). Items are grouped under the file's name
    /// without extension (`chips` for lib/chips.yaml), or `sheet` when given.
    package static func variants(_ path: String, system: String, sheet: String? = nil, parser: DescriptionParser = DescriptionParser(),
                                tokenOptions: TokenFile.Options = .strict, warn: (String) -> Void = { _ in }) throws -> [CatalogItem] {
        let bytes = try libraryBytes(path)
        let reference = try systemReference(system)
        let tokens: TokenSystem
        do { tokens = try TokenSystems.system(for: Document(system: reference, canvas: CanvasSpec(width: 1), content: .spacer(SpacerNode())),
                                               options: tokenOptions, warn: warn) } catch {
            throw RenderError("--system", (error as? RenderError)?.message ?? "\(error)")
        }
        let items = try parser.variants(of: bytes, file: path, directory: FilePath.parentFolder(of: path), system: reference,
                                        sheet: sheet ?? sheetName(of: path))
        var errors: [DescriptionError] = []
        // The items draw the same files: each is decoded once for all of them.
        let images = DecodedImages.pngFiles()
        let checked = items.compactMap { item -> CatalogItem? in
            do {
                var item = item
                item.document = try DescriptionFile.checked(item.document, tokens: tokens, images: images)
                return item
            } catch let problems as DescriptionErrors {
                // Every variant draws the same body: report each problem once.
                for problem in problems.errors where !errors.contains(problem) { errors.append(problem) }
                return nil
            } catch {
                let problem = DescriptionError(file: path, location: nil, path: .root, message: "\(error)")
                if !errors.contains(problem) { errors.append(problem) }
                return nil
            }
        }
        if !errors.isEmpty { throw DescriptionErrors(errors) }
        return checked
    }

    /// The components `path` (a library file, or a description with `components:`) defines or
    /// imports, in written order, each checked as when a description uses the file.
    package static func components(_ path: String, parser: DescriptionParser = DescriptionParser()) throws -> [DescribedComponent] {
        let bytes = try libraryBytes(path)
        let folder = FilePath.parentFolder(of: path)
        return LibraryFile.isLibrary(bytes) ? try parser.library(bytes, file: path, directory: folder)
                                            : try parser.parse(bytes, file: path, directory: folder).components
    }

    private static func libraryBytes(_ path: String) throws -> [UInt8] {
        do { return try AtomicFile.read(path, maxBytes: DescriptionLimits.default.maxFileBytes) } catch {
            let fix = error.limit == nil ? "check the path of the library file" : "split it into several library files"
            throw DescriptionErrors([DescriptionError(file: path, location: nil, path: .root, message: "\(error.message); \(fix)")])
        }
    }

    /// What a library's pictures are grouped under: its file name without extension.
    package static func sheetName(of path: String) -> String {
        let stem = FilePath.stem(of: path)
        return stem.isEmpty ? "components" : stem
    }

    /// `ids`, `ds`, `web`, or a tokens file path (as the command line gives it, from the current folder).
    static func systemReference(_ name: String) throws -> SystemReference {
        switch TokenSystemName(name) {
        case .builtIn("ids"): return .ids
        case .builtIn("ds"): return .ds
        case .builtIn: return .web
        case .file: return .tokensFile(FileReference(given: name, relativeTo: nil))
        case let .unknown(text, suggestion): throw RenderError("--system", TokenSystemName.unknownMessage(text, suggestion: suggestion))
        }
    }
}
