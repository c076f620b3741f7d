import ArgumentParser
import CommandLineSupport
import Files
import Localization
import Pixelproof

/// `--strings FILE` and `--strict-strings`: the strings catalog a run's descriptions draw their
/// keys from (a description's own `strings:` wins), and whether a key without a translation in a
/// locale drawn fails the run. Without `--strings`: `PIXELPROOF_STRINGS`, else a
/// `Localizable.xcstrings` in one of the folders the run reads.
struct StringsFlags: ParsableArguments {
    @Option(name: .customLong("strings"), help: ArgumentHelp(
        "The strings catalog: a .xcstrings, .strings or .stringsdict file, or a folder of .lproj folders (default: PIXELPROOF_STRINGS, else Localizable.xcstrings in the folders read).",
        valueName: "file"))
    var strings: String?

    @Flag(name: .customLong("strict-strings"), help: "Fail the run (exit 1) when a locale drawn has keys without a translation.")
    var strict = false

    func validate() throws {
        if let strings, !FilePath.exists(FilePath.expandingHome(strings)) {
            throw ValidationError("--strings \(strings): no such file or folder; name a .xcstrings file, a .strings or .stringsdict file, or a folder of .lproj folders")
        }
    }

    /// The catalog path for a run reading `folders`, read once here so a catalog that does not
    /// parse stops the run before anything is drawn (exit 2, its file and line named).
    func catalogPath(folders: [String]) throws -> String? {
        guard let path = StringCatalog.locate(explicit: strings, conventionFolders: folders) else { return nil }
        do { _ = try StringCatalog.cached(at: path) } catch {
            Console.error("pixelproof: \(error)")
            throw ExitCode(2)
        }
        return path
    }

    /// Prints a coverage line per language drawn that lacks keys; true when `--strict-strings`
    /// makes that a failure.
    func finish(_ coverage: StringCoverage) -> Bool {
        let incomplete = coverage.lines.filter { !$0.missing.isEmpty }
        for line in incomplete { Console.error("pixelproof: \(line)") }
        if strict, !incomplete.isEmpty {
            Console.error("pixelproof: --strict-strings: \(incomplete.count) language\(incomplete.count == 1 ? "" : "s") lack translations; translate the keys, or mark a key that must not be translated \"shouldTranslate\": false")
            return true
        }
        return false
    }
}
