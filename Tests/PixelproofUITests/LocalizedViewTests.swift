import Foundation
import Localization
import Pixelproof
import PixelproofTesting
import PixelproofUI
import Testing

/// Views resolve their keys per locale when drawn: the catalog's translation, the locale's plural
/// form, numbers and dates as the locale writes them, and right to left where the language is.
@Suite struct LocalizedViewTests {
    static let strings = SnapshotAssertion.packageRoot(of: #filePath) + "/Libraries/Localizable.xcstrings"

    /// The texts a view draws in `locale` (none: no locale chosen), in drawing order.
    func texts(_ view: some View, _ locale: String? = nil, strings: String? = LocalizedViewTests.strings) throws -> [String] {
        let renderer = Renderer(scale: 1)
        let document = try renderer.document(of: view, width: 375, variant: Variant(locale: locale), strings: strings)
        return try renderer.displayList(of: document).semantics.texts.map { $0.string.replacingOccurrences(of: "\u{A0}", with: " ") }
    }

    @Test func anInterpolatedIntegerIsWrittenAsTheLocaleWritesNumbers() throws {
        // iOS draws Text("\(1000)") as "1,000": a LocalizedStringKey's integer is formatted with the locale.
        #expect(try texts(Text("\(1000)"), strings: nil) == ["1,000"])
        #expect(try texts(Text("\(1000)"), "de", strings: nil) == ["1.000"])
        #expect(try texts(Text("\(1000) items left"), "ar", strings: nil) == ["١٬٠٠٠ items left"])
    }

    @Test func aKeyResolvesThroughTheCatalogForEachLocale() throws {
        let title = Text("Weekly budget")
        #expect(try texts(title) == ["Weekly budget"])
        #expect(try texts(title, "de") == ["Wochenbudget"])
        #expect(try texts(title, "ar") == ["الميزانية الأسبوعية"])
        #expect(try texts(title, "ja") == ["週間予算"])
    }

    @Test func aCountTakesTheLocalesPluralForm() throws {
        func due(_ n: Int, _ locale: String) throws -> String { try texts(Text("\(n) payments due"), locale)[0] }
        #expect(try due(1, "en") == "1 payment due")
        #expect(try due(3, "en") == "3 payments due")
        #expect(try due(1, "de") == "1 Zahlung fällig")
        #expect(try due(0, "ar") == "لا توجد دفعات مستحقة")
        #expect(try due(2, "ar") == "دفعتان مستحقتان")
        #expect(try due(3, "ar") == "٣ دفعات مستحقة")
        #expect(try due(11, "ar") == "١١ دفعة مستحقة")
        #expect(try due(1, "ja") == "支払い予定1件")
    }

    @Test func formatStylesFollowTheLocale() throws {
        #expect(try texts(Text(12.5, format: .currency(code: "EUR")), "de") == ["12,50 €"])
        #expect(try texts(Text(12.5, format: .currency(code: "EUR")), "en") == ["€12.50"])
        #expect(try texts(Text(0.25, format: .percent), "de") == ["25 %"])
        #expect(try texts(Text(12.5, format: .number), "ar") == ["١٢٫٥"])
        // Positional specifiers: Japanese puts the budget first.
        let spent = Text("\(240.0, format: .currency(code: "USD")) of \(400.0, format: .currency(code: "USD")) spent")
        #expect(try texts(spent, "de") == ["240,00 $ von 400,00 $ ausgegeben"])
        #expect(try texts(spent, "ja") == ["$400.00中$240.00を使用済み"])
    }

    @Test func datesAreShownAgainstTheFixedClockInUTC() throws {
        let moment = Date(timeIntervalSince1970: 1_767_260_460)  // 1 January 2026, 09:41 UTC
        #expect(try texts(Text(moment, style: .date), "de") == ["1. Januar 2026"])
        #expect(try texts(Text(moment, style: .date), "en") == ["January 1, 2026"])
        #expect(try texts(Text(moment, style: .time), "de") == ["09:41"])
        #expect(try texts(Text(moment.addingTimeInterval(2 * 3600 + 300), style: .relative), "en") == ["2 hr, 5 min"])
        #expect(try texts(Text(moment.addingTimeInterval(-90), style: .timer), "en") == ["1:30"])
    }

    @Test func stringLocalizedResolvesInTheViewsEnvironment() throws {
        struct Titled: View {
            var body: some View { Text(verbatim: String(localized: "See all")) }
        }
        #expect(try texts(Titled(), "de") == ["Alle anzeigen"])
        #expect(try texts(Titled(), "ja") == ["すべて表示"])
    }

    @Test func stringLocalizedWithADefaultValueDrawsTheCatalogsValueElseTheDefault() throws {
        // A real floating action button's accessibility label and menu item are written so
        // (`String(localized: "a11y.new.cigarette", defaultValue: "Nuova sigaretta")`).
        struct Labelled: View {
            var count = 1000
            var body: some View {
                VStack {
                    Text(verbatim: String(localized: "See all", defaultValue: "Show everything"))
                    Text(verbatim: String(localized: "cart.count", defaultValue: "\(count) items"))
                }
            }
        }
        #expect(try texts(Labelled(), "de") == ["Alle anzeigen", "1.000 items"])
        #expect(try texts(Labelled(), "ja") == ["すべて表示", "1,000 items"])
        #expect(try texts(Labelled(), strings: nil) == ["Show everything", "1,000 items"])
        #expect(String(localized: "a11y.new", defaultValue: "Nuova sigaretta") == "Nuova sigaretta")
    }

    @Test func anArabicLocaleMirrorsTheLayout() throws {
        let row = HStack { Text("Name"); Spacer(); Text("Amount") }
        let renderer = Renderer(scale: 1)
        func frames(_ locale: String) throws -> [Double] {
            let document = try renderer.document(of: row, width: 375, variant: Variant(locale: locale), strings: Self.strings)
            return try renderer.displayList(of: document).semantics.texts.map(\.frame.minX)
        }
        let en = try frames("en"), ar = try frames("ar")
        #expect(en[0] < en[1], "left to right: Name at the left")
        #expect(ar[0] > ar[1], "right to left: الاسم at the right, \(ar)")
    }

    @Test func aMissingTranslationDrawsTheSourceLanguageAndIsListed() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pixelproof-strings-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/Localizable.xcstrings"
        try Data(#"{ "sourceLanguage": "en", "strings": { "Pay now": { "localizations": { "de": { "stringUnit": { "state": "translated", "value": "Jetzt bezahlen" } } } }, "Cancel": {} } }"#.utf8)
            .write(to: URL(fileURLWithPath: path))
        let renderer = Renderer(scale: 1)
        let document = try renderer.document(of: VStack { Text("Pay now"); Text("Cancel") }, width: 200, variant: Variant(locale: "ja"), strings: path)
        #expect(try renderer.displayList(of: document).semantics.texts.map(\.string) == ["Pay now", "Cancel"])
        let lines = renderer.coverage.lines.map(\.description)
        #expect(lines == ["strings ja: 0 of 2 translated; missing: Pay now, Cancel (\(path))"])
    }
}
