import Files
import Foundation
import PixelproofUICore
import PixelproofUIPreviewing

/// The previews of a module, found at run time with one mechanism for both forms: the
/// conformance records of `PreviewRegistry` (what each `#Preview` expands into) and of
/// `PreviewProvider`. Each is named as its golden is: `<SourceFile>/<preview name or index>`.
package struct DiscoveredPreview {
    /// `AppCard/Dark`, `AppCard/2`: the golden's name before the variant's suffix.
    package var name: String
    /// Where the preview is written: failures are reported here (`fileID`, `filePath`, line, column).
    package var fileID: String
    package var filePath: String
    package var line: Int
    package var column: Int
    /// The preview's parts, or why it could not be made (`makePreview()` threw).
    var parts: Result<[PreviewPart], any Error>

    package var location: String { "\(fileID):\(line)" }
}

package enum PreviewDiscovery {
    /// Every preview of `module`, `#Preview`s in file and line order, then `PreviewProvider`s by
    /// type name. `packageRoot` is where a provider's source is looked for (its file and line).
    static func previews(in module: String, packageRoot: String) -> [DiscoveredPreview] {
        macroPreviews(in: module) + providerPreviews(in: module, packageRoot: packageRoot)
    }

    /// The module a type is declared in, from its full name (`DesignSystem.AppCard_Previews`).
    static func module(of type: Any.Type) -> Substring {
        String(reflecting: type).prefix { $0 != "." }
    }

    private static func macroPreviews(in module: String) -> [DiscoveredPreview] {
        let registries = conforming(to: (any PreviewRegistry).self, in: module).compactMap { $0 as? any PreviewRegistry.Type }
            .sorted { ($0.fileID, $0.line, $0.column) < ($1.fileID, $1.line, $1.column) }
        var ordinal: [String: Int] = [:]
        return registries.map { registry in
            // An unnamed preview is named by its place among the previews of its file, from 1.
            ordinal[registry.fileID, default: 0] += 1
            let parts = Result { [PreviewParts.part(of: try registry.makePreview())] }
            let given = (try? parts.get())?.first?.displayName
            return DiscoveredPreview(name: sourceFileName(registry.fileID) + "/" + goldenSafe(given ?? "\(ordinal[registry.fileID]!)"),
                                     fileID: registry.fileID, filePath: registry.filePath, line: registry.line,
                                     column: registry.column, parts: parts)
        }
    }

    private static func providerPreviews(in module: String, packageRoot: String) -> [DiscoveredPreview] {
        let providers = conforming(to: (any PreviewProvider).self, in: module).compactMap { $0 as? any PreviewProvider.Type }
            .sorted { "\($0)" < "\($1)" }
        let sources = ProviderSource.find(providers.map { "\($0)" }, under: packageRoot)
        return providers.flatMap { provider -> [DiscoveredPreview] in
            let typeName = "\(provider)"
            let source = sources[typeName]
            let file = source.map { sourceFileName($0.path) } ?? typeName.replacing(/_?Previews?$/, with: "")
            let parts = PreviewParts.parts(of: provider)
            return parts.enumerated().map { index, part in
                // Unnamed: the provider's type, numbered when it has several previews.
                let unnamed = parts.count == 1 ? typeName : "\(typeName)-\(index + 1)"
                return DiscoveredPreview(name: file + "/" + goldenSafe(part.displayName ?? unnamed),
                                         fileID: source.map { "\(module)/\(FilePath.fileName(of: $0.path))" } ?? "\(module)/\(typeName)",
                                         filePath: source?.path ?? typeName, line: source?.line ?? 0, column: 1, parts: .success([part]))
            }
        }
    }

    /// The types of `module` conforming to the protocol `proto` (named by its runtime name, so a
    /// team's module called anything finds PixelproofUICore's protocols).
    private static func conforming(to proto: Any.Type, in module: String) -> [Any.Type] {
        let full = String(reflecting: proto).replacing("any ", with: "")
        let parts = full.split(separator: ".")
        return ConformanceRecords.types(conformingTo: String(parts.last!), in: String(parts.first!))
            .filter { Self.module(of: $0) == module }
    }

    /// `AppCard` of `DesignSystem/AppCard.swift`.
    static func sourceFileName(_ file: String) -> String { FilePath.stem(of: file) }

    /// A golden's name is a relative path with `.` before its variant: a display name's `/` and
    /// `.` would read as folders and variants, so they become `-`.
    package static func goldenSafe(_ name: String) -> String {
        String(name.map { "/.\\".contains($0) ? "-" : $0 })
    }
}

/// Where a `PreviewProvider` is written: the runtime knows its type, not its file, so the package's
/// `Sources/` and `Tests/` are searched for its declaration (`struct AppCard_Previews: PreviewProvider`),
/// in one walk for all the providers of a run.
enum ProviderSource {
    static func find(_ typeNames: [String], under root: String) -> [String: (path: String, line: Int)] {
        var found: [String: (path: String, line: Int)] = [:]
        guard !typeNames.isEmpty else { return found }
        let declarations = typeNames.compactMap { name in
            (try? Regex("(struct|enum|class|extension)\\s+\(name)\\b[^{]*PreviewProvider")).map { (name, $0) }
        }
        for folder in ["Sources", "Tests"] {
            for path in swiftFiles(under: root + "/" + folder) where found.count < typeNames.count {
                guard let text = try? String(contentsOfFile: path, encoding: .utf8), text.contains("PreviewProvider") else { continue }
                for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() where line.contains("PreviewProvider") {
                    for (name, declaration) in declarations where found[name] == nil && line.contains(declaration) {
                        found[name] = (path, index + 1)
                    }
                }
            }
        }
        return found
    }

    private static func swiftFiles(under folder: String) -> [String] {
        let files = (try? FolderWalk.files(in: folder) { relative, _, _ in FolderWalk.isHiddenOrBuild(relative) }) ?? []
        return files.filter { $0.relative.hasSuffix(".swift") }.map(\.path)
    }
}
