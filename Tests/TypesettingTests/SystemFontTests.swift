import Foundation
@testable import Typesetting
import Testing

/// iOS's system font as a text style draws it: SF Pro's line height and tracking, lines a leading
/// apart, and Inter standing in when no font folder has SF Pro (docs/TEXT.md, "The system font").
@Suite struct SystemFontTests {
    /// Apple's tracking table at the sizes the HIG lists, and between them linearly.
    @Test func trackingIsAppleTable() {
        #expect(SystemFont.tracking(size: 17) == -0.43)
        #expect(SystemFont.tracking(size: 12) == 0)
        #expect(SystemFont.tracking(size: 28) == 0.38)
        #expect(SystemFont.tracking(size: 34) == 0.40)
        #expect(abs(SystemFont.tracking(size: 16.5) - -0.37) < 1e-9)
        #expect(SystemFont.tracking(size: 3) == 0.24 && SystemFont.tracking(size: 200) == 0)
    }

    /// A body line is as tall as `UIFont.preferredFont(forTextStyle: .body).lineHeight`, 20.29 pt.
    @Test func aLineIsSFProsAscenderAndDescender() {
        #expect(abs(SystemFont.lineHeight(size: 17) - 20.287) < 0.001)
    }

    /// Lines of a paragraph with line spacing: baselines one leading apart (22 pt for body, as an
    /// iOS 2x picture of four body lines has them 44 px apart), the last line with no spacing
    /// after it (3 × 22 + 20.29 = 86.29 pt; iOS's picture is 173 px, 86.5 pt).
    @Test func lineSpacingPutsBaselinesALeadingApart() throws {
        let line = SystemFont.lineHeight(size: 17)
        let style = TestFonts.lexend(17, lineHeight: line)
        var spaced = style
        spaced.lineSpacing = 22 - line
        let text = "aa bb cc dd", narrow = TextLayoutOptions(maxWidth: 30, wraps: true)
        let layout = try TestFonts.typesetter.layout(text, style: spaced, options: narrow, scale: 2)
        #expect(layout.lines.count == 4)
        let baselines = layout.lines.map(\.deviceBaseline)
        #expect(zip(baselines.dropFirst(), baselines).allSatisfy { $0 - $1 == 44 })
        #expect(abs(layout.height - (3 * 22 + line)) < 1e-9)
        // Without line spacing the same lines are a line height apart, as CSS line boxes are.
        let tight = try TestFonts.typesetter.layout(text, style: style, options: narrow, scale: 2)
        #expect(abs(tight.height - 4 * line) < 1e-9)
    }

    /// SF Pro in a font folder draws; without it Inter stands in (said once); without Inter
    /// either, the error names the Debian package to install.
    @Test func theStandInAndItsAbsence() throws {
        let withoutInter = FontRegistry(folders: [TestFonts.fontsFolder], systemFallbacks: false, diagnostics: TypesettingDiagnostics())
        #expect(throws: FontError.self) { _ = try SystemFont.drawingFamily(for: "SF Pro", in: withoutInter) }
        do {
            _ = try SystemFont.drawingFamily(for: "SF Pro", in: withoutInter)
        } catch {
            #expect(error.description.contains("install Debian's fonts-inter-variable"))
            #expect(error.description.contains(TestFonts.fontsFolder))
        }
        let interFolder = try #require(SystemFont.standIn(for: "SF Pro").locations.first)
        try #require(FileManager.default.fileExists(atPath: interFolder), "install fonts-inter-variable (scripts/setup does)")
        let diagnostics = TypesettingDiagnostics()
        let withInter = FontRegistry(folders: [TestFonts.fontsFolder, interFolder], systemFallbacks: false, diagnostics: diagnostics)
        #expect(try SystemFont.drawingFamily(for: "SF Pro", in: withInter) == "Inter")
        #expect(try SystemFont.drawingFamily(for: "SF Pro", in: withInter) == "Inter")
        #expect(diagnostics.messages.filter { $0.hasPrefix("system font: Inter stands in for SF Pro") }.count == 1)
        // A folder that has the family asked for draws it: here Lexend Deca stands for a team's SF Pro.
        #expect(try SystemFont.drawingFamily(for: "Lexend Deca", in: withInter) == "Lexend Deca")
    }

    /// SF Mono and New York have stand-ins of their own (Liberation Mono, Noto Serif), each said
    /// once, and a missing one is an error naming its Debian package.
    @Test func monospacedAndSerifStandIns() throws {
        let bare = FontRegistry(folders: [TestFonts.fontsFolder], systemFallbacks: false, diagnostics: TypesettingDiagnostics())
        for (family, package) in [("SF Mono", "fonts-liberation2"), ("New York", "fonts-noto-core")] {
            do {
                _ = try SystemFont.drawingFamily(for: family, in: bare)
                Issue.record("\(family) drew without its stand-in")
            } catch {
                #expect(error.description.contains("install Debian's \(package)"), "\(error)")
                #expect(error.description.contains("put \(family)'s files in Fonts/"), "\(error)")
            }
        }
        let diagnostics = TypesettingDiagnostics()
        let locations = SystemFont.standIn(for: "SF Mono").locations + SystemFont.standIn(for: "New York").locations
        for place in locations { try #require(FileManager.default.fileExists(atPath: place), "install fonts-liberation2 and fonts-noto-core (scripts/setup does)") }
        let installed = FontRegistry(folders: [TestFonts.fontsFolder] + locations, systemFallbacks: false, diagnostics: diagnostics)
        #expect(try SystemFont.drawingFamily(for: "SF Mono", in: installed) == "Liberation Mono")
        #expect(try SystemFont.drawingFamily(for: "SF Mono", in: installed) == "Liberation Mono")
        #expect(try SystemFont.drawingFamily(for: "New York", in: installed) == "Noto Serif")
        #expect(diagnostics.messages.filter { $0.hasPrefix("system font: Liberation Mono stands in for SF Mono") }.count == 1)
        #expect(diagnostics.messages.contains { $0.hasPrefix("system font: Noto Serif stands in for New York") })
        // Only Noto Serif's own files are read from Noto's folder of hundreds.
        #expect(Set(installed.faces.filter { $0.path.contains("/noto/") }.map(\.family)) == ["Noto Serif"])
    }
}
