import Foundation

/// The folders Pixelproof ships beside its executable (`Fonts/`, `Libraries/`), found from the
/// executable's own place: walking up from its folder, `NAME/` (a build inside the repository:
/// `.build/debug/pixelproof`, a test bundle) or `share/pixelproof/NAME/` (an install by
/// `scripts/install PREFIX`: `PREFIX/bin/pixelproof` + `PREFIX/share/pixelproof/NAME`). Only the
/// executable's place counts, never the current folder or where the sources were compiled, so a
/// binary copied without its folders fails loudly instead of working by accident.
package enum BundledFolder {
    /// Where `name` is looked for, nearest first.
    package static func candidates(_ name: String, executable: String? = executablePath()) -> [String] {
        guard let executable else { return [] }
        var result: [String] = []
        var dir = (executable as NSString).deletingLastPathComponent
        for _ in 0..<8 {
            result.append(dir + "/" + name)
            result.append(dir + "/share/pixelproof/" + name)
            let parent = (dir as NSString).deletingLastPathComponent
            if parent == dir || parent.isEmpty { break }
            dir = parent
        }
        return result
    }

    /// The first candidate holding `marker` (a file every copy of the folder has).
    package static func find(_ name: String, containing marker: String, executable: String? = executablePath()) -> String? {
        candidates(name, executable: executable)
            .first { FileManager.default.fileExists(atPath: $0 + "/" + marker) }
            .map(FilePath.normalized)
    }

    /// The running executable, symbolic links resolved (Linux: /proc/self/exe; elsewhere argv[0]).
    package static func executablePath() -> String? {
        if let exe = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") { return exe }
        if let url = Bundle.main.executableURL { return url.resolvingSymlinksInPath().path }
        return nil
    }
}
