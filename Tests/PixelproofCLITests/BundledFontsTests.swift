import Foundation
import Testing

/// The bundled fonts are found from the executable's own place only: an installed binary
/// (`PREFIX/bin/pixelproof` + `PREFIX/share/pixelproof/Fonts`, as scripts/install lays it out)
/// renders text; the same binary copied without its fonts refuses to render instead of writing a
/// picture without text. The shipped component libraries (`Libraries/`) are found the same way.
@Suite struct BundledFontsTests {
    static let button = "system: ids\ncanvas: { width: 200, padding: 16 }\ncontent:\n  button: { label: Continue, type: primary }\n"

    /// The `pixelproof` executable built beside this test bundle.
    static var builtExecutable: String? {
        guard let exe = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") else { return nil }
        var folder = (exe as NSString).deletingLastPathComponent
        for _ in 0..<4 {
            let candidate = folder + "/pixelproof"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            folder = (folder as NSString).deletingLastPathComponent
        }
        return nil
    }

    static var repositoryFonts: String {
        #filePath.replacingOccurrences(of: "Tests/PixelproofCLITests/BundledFontsTests.swift", with: "Fonts")
    }

    /// Runs `executable` with no font environment, from `folder`; returns the exit code and stderr.
    func run(_ executable: String, _ arguments: [String], in folder: String) throws -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        process.environment = ProcessInfo.processInfo.environment.filter { $0.key != "PIXELPROOF_FONTS" }
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let data = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test(.enabled(if: builtExecutable != nil, "needs the pixelproof executable built beside the tests"))
    func installedBinaryFindsItsFontsAndACopyWithoutThemFails() throws {
        let prefix = makeFolder()
        let fm = FileManager.default
        try fm.createDirectory(atPath: prefix + "/bin", withIntermediateDirectories: true)
        try fm.copyItem(atPath: try #require(Self.builtExecutable), toPath: prefix + "/bin/pixelproof")
        writeFile(prefix + "/button.yaml", Self.button)

        // Without Fonts/ beside it: exit 2, naming the family, where it looked, and the fix; no PNG.
        let (code, message) = try run(prefix + "/bin/pixelproof", ["render", "button.yaml", "-o", "button.png"], in: prefix)
        #expect(code == 2)
        #expect(message.contains("Instacart Sans"))
        #expect(message.contains(prefix + "/bin/pixelproof"))
        #expect(message.contains("--fonts") && message.contains("PIXELPROOF_FONTS"))
        #expect(!fileExists(prefix + "/button.png"))

        // Installed as scripts/install does it: the text is there, the same bytes as in the repository.
        try fm.createDirectory(atPath: prefix + "/share/pixelproof", withIntermediateDirectories: true)
        try fm.copyItem(atPath: Self.repositoryFonts, toPath: prefix + "/share/pixelproof/Fonts")
        let (installed, _) = try run(prefix + "/bin/pixelproof", ["render", "button.yaml", "-o", "button.png"], in: prefix)
        #expect(installed == 0)
        #expect(runCLI(["render", prefix + "/button.yaml", "-o", prefix + "/in-repo.png"]).code == 0)
        #expect(readFile(prefix + "/button.png") == readFile(prefix + "/in-repo.png"))

        // The web catalog draws its card and text field from the shipped Libraries/: without it,
        // exit 2 naming the file and the fix, nothing written; installed beside the fonts, it works.
        let (noLibrary, why) = try run(prefix + "/bin/pixelproof", ["catalog", "--system", "web", "--out-dir", "web-catalog"], in: prefix)
        #expect(noLibrary == 2)
        #expect(why.contains("Libraries/web.yaml") && why.contains("share/pixelproof/Libraries"), "\(why)")
        #expect(!fileExists(prefix + "/web-catalog"))
        try fm.copyItem(atPath: Self.repositoryFonts.replacingOccurrences(of: "/Fonts", with: "/Libraries"),
                        toPath: prefix + "/share/pixelproof/Libraries")
        let (withLibrary, _) = try run(prefix + "/bin/pixelproof", ["catalog", "--system", "web", "--out-dir", "web-catalog"], in: prefix)
        #expect(withLibrary == 0)
        #expect(fileExists(prefix + "/web-catalog/web/Web.Card--Small-Default.png"))
        try? fm.removeItem(atPath: prefix)
    }
}
