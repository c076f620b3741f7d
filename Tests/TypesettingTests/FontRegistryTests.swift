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

    /// A fonts folder's entry named like a font that is no regular file is skipped with what it is,
    /// never read: a pipe would block the scan forever, and a link to a device is read endlessly.
    @Test func aFontNamedEntryThatIsNoFileIsSkippedUnread() throws {
        let folder = TestFonts.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(symlink("/dev/zero", folder + "/zero.ttf") == 0)
        let registry = FontRegistry(folders: [folder], systemFallbacks: false, diagnostics: TypesettingDiagnostics())
        #expect(registry.skipped.map(\.reason) == ["cannot read: it is a device, not a regular file"])
    }

    /// A rule as the design systems give one: a licensed family, installed under either of two
    /// names, with the bundled family standing in when neither is there.
    static let licensedFamily = FontSubstitution(rules: [
        .init(familyPrefixes: ["Instacart Sans"], alsoTry: "Instacart Sans", standIn: "Lexend Deca",
              message: "Instacart Sans not installed, using Lexend Deca"),
    ])

    @Test func aStandInIsUsedAtTheSameWeightAndAnnouncedOnce() throws {
        let sink = TypesettingDiagnostics()
        let registry = FontRegistry(folders: [TestFonts.fontsFolder], systemFallbacks: false, substitution: Self.licensedFamily, diagnostics: sink)
        for request in [FontRequest(family: "Instacart Sans Subhead", weight: 600), FontRequest(family: "Instacart Sans Text", weight: 400)] {
            let font = try registry.resolve(request)
            #expect(font.isStandIn)
            #expect(font.face.family == "Lexend Deca")
            #expect(font.weight == request.weight)
        }
        #expect(sink.messages == ["Instacart Sans not installed, using Lexend Deca"])
        // Without the rule, the missing family is an error naming it.
        #expect(throws: FontError.self) { try FontRegistry(folders: [TestFonts.fontsFolder], systemFallbacks: false).resolve(FontRequest(family: "Instacart Sans Text", weight: 400)) }
    }
}

/// With Instacart Sans installed it is used, found by the family inside the file. The real font
/// is licensed and not in the repository, so the test writes a copy of Lexend Deca whose name table
/// says "Instacart Sans Text" (`RenamedFont`), in a temporary folder.
struct InstalledInstacartSansTests {
    @Test func installedFamilyIsUsedWithoutAWarning() throws {
        let folder = TestFonts.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let lexend = try Data(contentsOf: URL(fileURLWithPath: TestFonts.fontsFolder + "/LexendDeca[wght].ttf"))
        let renamed = try #require(RenamedFont.bytes([UInt8](lexend), family: "Instacart Sans Text", style: "Regular"))
        _ = FileManager.default.createFile(atPath: folder + "/ics.ttf", contents: Data(renamed))

        let sink = TypesettingDiagnostics()
        let registry = FontRegistry(folders: [folder, TestFonts.fontsFolder], systemFallbacks: false,
                                    substitution: FontRegistryTests.licensedFamily, diagnostics: sink)
        let text = try registry.resolve(FontRequest(family: "Instacart Sans Text", weight: 600))
        #expect(!text.isStandIn)
        #expect(text.face.family == "Instacart Sans Text")
        #expect(text.face.path.hasSuffix("ics.ttf"))
        #expect(text.weight == 600)
        #expect(sink.messages.isEmpty)
        // Subhead is not installed: it alone falls back, and says so.
        let subhead = try registry.resolve(FontRequest(family: "Instacart Sans Subhead", weight: 600))
        #expect(subhead.isStandIn)
        #expect(sink.messages == ["Instacart Sans not installed, using Lexend Deca"])
    }
}

/// Test-only: a font file with its `name` table replaced (IDs 1, 2, 16, 17; Windows, Unicode BMP,
/// English). The new table is appended and the table directory entry moved to it; FreeType and
/// HarfBuzz do not check table checksums. OpenType spec, "name" and "Organization of an OpenType font".
enum RenamedFont {
    static func bytes(_ font: [UInt8], family: String, style: String) -> [UInt8]? {
        func u16(_ at: Int) -> Int { Int(font[at]) << 8 | Int(font[at + 1]) }
        func put32(_ v: Int, _ out: inout [UInt8], at: Int) {
            for k in 0..<4 { out[at + k] = UInt8(truncatingIfNeeded: v >> (24 - 8 * k)) }
        }
        guard font.count > 12 else { return nil }
        let tableCount = u16(4)
        guard let entry = (0..<tableCount).map({ 12 + 16 * $0 }).first(where: { Array(font[$0..<$0 + 4]) == Array("name".utf8) })
        else { return nil }
        let strings = [(1, family), (2, style), (16, family), (17, style)]
        var table: [UInt8] = []
        func add16(_ v: Int) { table += [UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
        add16(0); add16(strings.count); add16(6 + 12 * strings.count)
        var storage: [UInt8] = []
        for (id, text) in strings {
            let utf16 = text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
            add16(3); add16(1); add16(0x409); add16(id); add16(utf16.count); add16(storage.count)
            storage += utf16
        }
        table += storage
        var out = font
        while out.count % 4 != 0 { out.append(0) }
        let offset = out.count
        out += table
        put32(offset, &out, at: entry + 8)
        put32(table.count, &out, at: entry + 12)
        return out
    }
}
