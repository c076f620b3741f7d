@testable import BundledFonts
import Foundation
import Testing
@testable import Typesetting

/// The fonts bundled as SwiftPM resources are found beside the running executable (here the test
/// bundle), under the name SwiftPM gives them, with nothing set in the environment: what a package
/// depending on Pixelproof relies on (scripts/client-package-check runs that end to end).
@Suite struct BundledFontsTests {
    @Test func theResourceFolderBesideTheTestsHoldsLexendDeca() throws {
        let folder = try #require(FontLocations.bundledFontsFolder(), "no \(BundledFonts.resourceFolderName) beside \(FontLocations.executablePath() ?? "?")")
        let registry = FontRegistry(folders: [folder], diagnostics: TypesettingDiagnostics())
        #expect(registry.families.contains(FontLocations.bundledFamily))
        #expect(registry.families.contains("Lexend"))
    }

    /// The name FontLocations looks for is the one SwiftPM gave the bundle (`Bundle.module` is
    /// safe here: the bundle is beside the test runner).
    @Test func theFolderIsTheOneBundleModuleNames() throws {
        let folder = try #require(FontLocations.bundledFontsFolder())
        #expect(Bundle.module.bundlePath == folder)
    }

    @Test func theSearchOrderIsExplicitThenUserFontsThenResources() throws {
        let folders = FontLocations.folders(commandLine: ["/cli-fonts"], environment: [FontLocations.environmentVariable: "/env-a:/env-b"])
        let bundled = try #require(FontLocations.bundledFontsFolder())
        let user = try #require(FontLocations.userFontsFolder(), "the repository's Fonts/ above the test bundle")
        #expect(folders == ["/cli-fonts", "/env-a", "/env-b", user, bundled])
        #expect(user.hasSuffix("/Fonts"))
    }

    @Test func aCopiedExecutableWithoutTheResourcesFindsNoBundledFonts() {
        #expect(FontLocations.bundledFontsFolder(executable: "/nonexistent/bin/pixelproof") == nil)
        #expect(FontLocations.folders(environment: [:], executable: "/nonexistent/bin/pixelproof").isEmpty)
    }

    /// A client package's own `Fonts/` (above its test runner) holding a licensed Instacart Sans:
    /// found with no environment, it wins over the stand-in from the bundled resources.
    @Test func aLicensedFontInTheClientsFontsFolderWinsOverTheStandIn() throws {
        let client = TestFonts.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: client) }
        try FileManager.default.createDirectory(atPath: client + "/Fonts", withIntermediateDirectories: true)
        let lexend = try Data(contentsOf: URL(fileURLWithPath: TestFonts.fontsFolder + "/LexendDeca[wght].ttf"))
        let renamed = try #require(RenamedFont.bytes([UInt8](lexend), family: "Instacart Sans Text", style: "Regular"))
        _ = FileManager.default.createFile(atPath: client + "/Fonts/ics.ttf", contents: Data(renamed))
        // The runner's resources laid out as SwiftPM lays them out beside it.
        let runner = client + "/.build/debug/ClientPackageTests.xctest"
        let resources = client + "/.build/debug/" + BundledFonts.resourceFolderName
        try FileManager.default.createDirectory(atPath: resources, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: try #require(FontLocations.bundledFontsFolder()) + "/" + BundledFonts.marker,
                                         toPath: resources + "/" + BundledFonts.marker)

        let folders = FontLocations.folders(environment: [:], executable: runner)
        #expect(folders == [client + "/Fonts", resources])
        let sink = TypesettingDiagnostics()
        let registry = FontRegistry(folders: folders, systemFallbacks: false, substitution: FontRegistryTests.licensedFamily, diagnostics: sink)
        let text = try registry.resolve(FontRequest(family: "Instacart Sans Text", weight: 400))
        #expect(!text.isStandIn)
        #expect(text.face.path == client + "/Fonts/ics.ttf")
        #expect(sink.messages.isEmpty)
        // Without it, the stand-in comes from the resources, and says so.
        try FileManager.default.removeItem(atPath: client + "/Fonts/ics.ttf")
        let standIn = try FontRegistry(folders: FontLocations.folders(environment: [:], executable: runner), systemFallbacks: false,
                                       substitution: FontRegistryTests.licensedFamily, diagnostics: sink)
            .resolve(FontRequest(family: "Instacart Sans Text", weight: 400))
        #expect(standIn.isStandIn && standIn.face.family == FontLocations.bundledFamily)
        #expect(sink.messages == ["Instacart Sans not installed, using Lexend Deca"])
    }
}
