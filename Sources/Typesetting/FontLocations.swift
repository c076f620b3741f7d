import Foundation

/// The folders the font registry scans, in priority order (a face found earlier wins a tie):
/// 1. folders given on the command line (`--fonts DIR`, repeatable),
/// 2. folders in `PIXELPROOF_FONTS` (separated by `:`),
/// 3. the package's bundled `Fonts/` folder, found as described in `bundledFontsFolder()`.
public enum FontLocations {
    public static let environmentVariable = "PIXELPROOF_FONTS"

    /// System folders used only for the fallback chain (characters the chosen font lacks), never
    /// to resolve a family. Fixed and short, so a run is predictable: DejaVu and Noto when installed.
    public static let systemFallbackFolders = [
        "/usr/share/fonts/truetype/dejavu",
        "/usr/share/fonts/truetype/noto",
        "/usr/share/fonts/opentype/noto",
    ]

    public static func folders(commandLine: [String] = [],
                               environment: [String: String] = ProcessInfo.processInfo.environment) -> [String] {
        var result: [String] = []
        func add(_ path: String) {
            let p = (path as NSString).standardizingPath
            if !p.isEmpty, !result.contains(p) { result.append(p) }
        }
        commandLine.forEach(add)
        if let env = environment[environmentVariable] {
            env.split(separator: ":").map(String.init).forEach(add)
        }
        if let bundled = bundledFontsFolder() { add(bundled) }
        return result
    }

    /// The package's `Fonts/` folder: the first folder named `Fonts` holding `LexendDeca[wght].ttf`
    /// found by walking up from (a) the running executable (`.build/debug/pixelproof` →
    /// the package root; an install may put `Fonts/` next to `bin/` or in `share/pixelproof/`),
    /// (b) the current directory, (c) this source file's compile-time location (tests and
    /// `swift run` from anywhere).
    public static func bundledFontsFolder() -> String? {
        var starts: [String] = []
        if let exe = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            starts.append((exe as NSString).deletingLastPathComponent)
        }
        if let arg0 = CommandLine.arguments.first, arg0.hasPrefix("/") {
            starts.append((arg0 as NSString).deletingLastPathComponent)
        }
        starts.append(FileManager.default.currentDirectoryPath)
        starts.append((#filePath as NSString).deletingLastPathComponent)
        for start in starts {
            var dir = start
            for _ in 0..<8 {
                for candidate in [dir + "/Fonts", dir + "/share/pixelproof/Fonts"]
                where FileManager.default.fileExists(atPath: candidate + "/LexendDeca[wght].ttf") {
                    return (candidate as NSString).standardizingPath
                }
                let parent = (dir as NSString).deletingLastPathComponent
                if parent == dir || parent.isEmpty { break }
                dir = parent
            }
        }
        return nil
    }
}
