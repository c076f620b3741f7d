import BundledFonts
import Files
import Foundation

/// The folders the font registry scans, in priority order (a face found earlier wins a tie):
/// 1. folders given on the command line (`--fonts DIR`, repeatable),
/// 2. folders in `PIXELPROOF_FONTS` (separated by `:`),
/// 3. the user's `Fonts/` folder, the nearest one above the running executable (`userFontsFolder`):
///    where a licensed Instacart Sans is dropped, so it wins over the stand-in,
/// 4. the fonts bundled as the package's resources (`BundledFonts`), beside the executable.
/// A family missing from all of them is an error naming these folders, never a blank.
package enum FontLocations {
    /// The family the package bundles (Lexend Deca): what text is drawn in when a description
    /// names no family.
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
                               environment: [String: String] = ProcessInfo.processInfo.environment,
                               executable: String? = executablePath()) -> [String] {
        var result: [String] = []
        func add(_ path: String) {
            let p = path.isEmpty ? "" : FilePath.normalized(FilePath.expandingHome(path))
            if !p.isEmpty, !result.contains(p) { result.append(p) }
        }
        commandLine.forEach(add)
        if let env = environment[environmentVariable] {
            env.split(separator: ":").map(String.init).forEach(add)
        }
        if let user = userFontsFolder(executable: executable) { add(user) }
        if let bundled = bundledFontsFolder(executable: executable) { add(bundled) }
        return result
    }

    /// The nearest `Fonts/` folder above the executable (`BundledFolder`'s walk: `Fonts/` or
    /// `share/pixelproof/Fonts/`): the repository's for a build inside it, `PREFIX/share/pixelproof/Fonts`
    /// for an install by `scripts/install`, a client package's own `Fonts/` for its tests. Any
    /// folder of that name counts (it need not hold the bundled faces, which come from the
    /// resources), so a client can drop Instacart Sans into its own `Fonts/`.
    package static func userFontsFolder(executable: String? = executablePath()) -> String? {
        BundledFolder.candidates("Fonts", executable: executable).first(where: FilePath.isFolder).map(FilePath.normalized)
    }

    /// The package's bundled fonts (SwiftPM resources) beside the executable, if they are there.
    package static func bundledFontsFolder(executable: String? = executablePath()) -> String? {
        guard let executable else { return nil }
        let folder = BundledFonts.expectedFolder(besideExecutable: executable)
        return FilePath.isFile(folder + "/" + BundledFonts.marker) ? folder : nil
    }

    /// Where the bundled fonts were expected, for messages.
    package static func expectedBundledFontsFolder(executable: String? = executablePath()) -> String {
        executable.map { BundledFonts.expectedFolder(besideExecutable: $0) } ?? BundledFonts.resourceFolderName
    }

    /// The running executable, symbolic links resolved.
    package static func executablePath() -> String? { BundledFolder.executablePath() }
}
