import Files
import Foundation

/// The folders the font registry scans, in priority order (a face found earlier wins a tie):
/// 1. folders given on the command line (`--fonts DIR`, repeatable),
/// 2. folders in `PIXELPROOF_FONTS` (separated by `:`),
/// 3. the package's bundled `Fonts/` folder, found as described in `bundledFontsFolder()`.
package enum FontLocations {
    /// The family the repository bundles in Fonts/ (Lexend Deca): what text is drawn in when a
    /// description names no family.
    package static let bundledFamily = "Lexend Deca"

    package static let environmentVariable = "PIXELPROOF_FONTS"

    /// System folders used only for the fallback chain (characters the chosen font lacks), never
    /// to resolve a family. Fixed and short, so a run is predictable: DejaVu and Noto when installed.
    package static let systemFallbackFolders = [
        "/usr/share/fonts/truetype/dejavu",
        "/usr/share/fonts/truetype/noto",
        "/usr/share/fonts/opentype/noto",
    ]

    package static func folders(commandLine: [String] = [],
                               environment: [String: String] = ProcessInfo.processInfo.environment) -> [String] {
        var result: [String] = []
        func add(_ path: String) {
            let p = path.isEmpty ? "" : FilePath.normalized(FilePath.expandingHome(path))
            if !p.isEmpty, !result.contains(p) { result.append(p) }
        }
        commandLine.forEach(add)
        if let env = environment[environmentVariable] {
            env.split(separator: ":").map(String.init).forEach(add)
        }
        if let bundled = bundledFontsFolder() { add(bundled) }
        return result
    }

    /// Where the bundled `Fonts/` folder is looked for, relative to the running executable
    /// (`BundledFolder`: `Fonts/` or `share/pixelproof/Fonts/` in a folder above it).
    package static func bundledFontsCandidates(executable: String? = executablePath()) -> [String] {
        BundledFolder.candidates("Fonts", executable: executable)
    }

    /// The first candidate holding Lexend Deca, the family every description can fall back to.
    package static func bundledFontsFolder(executable: String? = executablePath()) -> String? {
        BundledFolder.find("Fonts", containing: "LexendDeca[wght].ttf", executable: executable)
    }

    /// The running executable, symbolic links resolved.
    package static func executablePath() -> String? { BundledFolder.executablePath() }
}
