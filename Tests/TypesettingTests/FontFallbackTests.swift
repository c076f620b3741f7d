import Foundation
import Testing
@testable import Typesetting

/// Characters the design-system font lacks fall back per script to the system's font for that
/// script (Noto, from Debian's fonts-noto-core and fonts-noto-cjk), as iOS falls back from SF Pro;
/// a character no font has is an error naming it and the fonts tried.
struct FontFallbackTests {
    let style = TestFonts.lexend(17, lineHeight: 22)
    static let hasNoto = FileManager.default.fileExists(atPath: "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc")
        && FileManager.default.fileExists(atPath: "/usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf")

    func families(_ text: String) throws -> [String] {
        try TestFonts.typesetter.layout(text, style: style).lines.flatMap(\.runs).map(\.face.family)
    }

    @Test(.enabled(if: hasNoto, "scripts/setup installs fonts-noto-core and fonts-noto-cjk"),
          arguments: [("週間予算", "Noto Sans CJK JP"), ("すべて表示", "Noto Sans CJK JP"), ("الميزانية الأسبوعية", "Noto Sans Arabic"),
                      ("שלום עולם", "Noto Sans Hebrew"), ("नमस्ते", "Noto Sans Devanagari"), ("สวัสดี", "Noto Sans Thai")])
    func eachScriptTakesItsOwnFamily(text: String, family: String) throws {
        // Before the per-script choice, Arabic and Hebrew took DejaVu Sans (first by name) and
        // kana the first CJK family by name.
        let drawn = try families(text)
        #expect(!drawn.isEmpty && drawn.allSatisfy { $0 == family }, "\(text): \(drawn)")
    }

    @Test(.enabled(if: hasNoto, "scripts/setup installs fonts-noto-core and fonts-noto-cjk"))
    func latinStaysInTheDesignSystemFontBesideAnotherScript() throws {
        let runs = try TestFonts.typesetter.layout("Budget 週間予算", style: style).lines.flatMap(\.runs)
        #expect(runs.first?.face.family == "Lexend Deca")
        #expect(runs.last?.face.family == "Noto Sans CJK JP")
        #expect(runs.flatMap(\.glyphs).allSatisfy { $0.id != 0 })
    }

    @Test func aCharacterNoFontHasIsAnErrorNamingItAndTheFontsTried() throws {
        // U+0378 is unassigned: no font can have it.
        let error = #expect(throws: FontError.self) { try TestFonts.typesetter.checkCoverage("Total \u{378}", style: style) }
        let message = error?.description ?? ""
        #expect(message.contains("U+0378") && message.contains("fonts tried: Lexend Deca") && message.contains("Total"))
        #expect(throws: Never.self) { try TestFonts.typesetter.checkCoverage("Total 12,50 €", style: style) }
    }
}
