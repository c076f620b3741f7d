import Files
import Foundation
import Localization
import Synchronization

/// Which strings catalog a snapshot test draws its views' keys from, and what it says about
/// the catalog's coverage.
enum SnapshotStrings {
    /// `strings:` if given, else `PIXELPROOF_STRINGS`, else `Localizable.xcstrings` beside the
    /// test's package sources by convention: the package root, `Sources/<Module>/`, or
    /// `Sources/<Module>/Resources/` (where Xcode and SwiftPM keep it).
    static func catalogPath(_ strings: String?, testFile: String, environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        let root = SnapshotAssertion.packageRoot(of: testFile)
        let sources = FilePath.join(root, "Sources")
        // Only Sources/<Module>/ and Sources/<Module>/Resources/ are looked into, not the whole tree.
        let shallow = (try? FolderWalk.files(in: sources) { relative, _, isFolder in
            let depth = relative.split(separator: "/").count
            return isFolder && (depth > 2 || (depth == 2 && !relative.hasSuffix("/Resources")))
        }) ?? []
        let found = shallow.filter { FilePath.fileName(of: $0.relative) == StringCatalog.conventionalName }
            .sorted { ($0.relative.split(separator: "/").count, $0.relative) < ($1.relative.split(separator: "/").count, $1.relative) }
        let folders = [root] + found.map { FilePath.parentFolder(of: $0.path) }
        return StringCatalog.locate(explicit: strings, environment: environment, conventionFolders: folders)
    }

    private static let announced = Mutex<Set<String>>([])

    /// The coverage lines of a render: each printed once per process on standard error; under
    /// `strict`, a failure message naming the missing keys (nil when nothing is missing).
    static func check(_ coverage: StringCoverage, strict: Bool) -> String? {
        let lines = coverage.lines
        for line in lines where !line.missing.isEmpty {
            let text = line.description
            if announced.withLock({ $0.insert(text).inserted }) { FileHandle.standardError.write(Data(("pixelproof: " + text + "\n").utf8)) }
        }
        let missing = lines.filter { !$0.missing.isEmpty }
        guard strict, !missing.isEmpty else { return nil }
        return "strict strings: " + missing.map(\.description).joined(separator: "; ")
            + "; translate the keys in the catalog, or mark a key that must not be translated \"shouldTranslate\": false"
    }
}
