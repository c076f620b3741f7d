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
        let modules = ((try? FileManager.default.contentsOfDirectory(atPath: sources)) ?? []).sorted().map { FilePath.join(sources, $0) }
        let folders = [root] + modules + modules.map { FilePath.join($0, "Resources") }
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
