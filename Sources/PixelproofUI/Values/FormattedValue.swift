import Localization

/// A value and the `FormatStyle` it is shown with (`Text(price, format: .currency(code: "EUR"))`,
/// `"\(share, format: .percent)"`), formatted when drawn, in the render's locale and time zone.
/// The plain number, percent and currency styles go through the same ICU as the catalog's
/// `%lld` (so a number is written with the same digits wherever it comes from: Arabic's "١٢٫٥");
/// any other style (a date, a configured precision) is Foundation's own, given the locale.
struct FormattedValue: Equatable, @unchecked Sendable {
    private let identity: String
    let format: (EnvironmentValues) throws -> String
    /// The value in English, for what reads a text before it is drawn (accessibility, interpolation).
    let shownBeforeRender: String

    init<F: FormatStyle>(_ input: F.FormatInput, format style: F) where F.FormatOutput == String {
        identity = "\(input)|\(style)"
        shownBeforeRender = style.locale(Locale(identifier: "en")).format(input)
        format = { environment in
            if let (value, number) = FormattedValue.numberStyle(input, style) {
                guard let text = number.format(value, locale: LocaleIdentifier(environment.locale.identifier)) else {
                    throw ViewError("Text(_:format:)", "\(value) cannot be written as \(style) in \(environment.locale.identifier)")
                }
                return text
            }
            if var dated = style as? DateStyleFormat {
                dated.timeZone = environment.timeZone
                dated.now = environment.now
                return dated.locale(environment.locale).format(input as! Date)
            }
            if var date = style as? Date.FormatStyle {
                date.timeZone = environment.timeZone
                // The style is a Date.FormatStyle, so its input is a Date.
                return date.locale(environment.locale).format(input as! Date)
            }
            return style.locale(environment.locale).format(input)
        }
    }

    static func == (a: FormattedValue, b: FormattedValue) -> Bool { a.identity == b.identity }

    /// The ICU style of an unconfigured number, percent or currency style, and the value it takes.
    private static func numberStyle<F: FormatStyle>(_ input: F.FormatInput, _ style: F) -> (Double, NumberStyle)? {
        switch (input, style) {
        case let (n as Int, s as IntegerFormatStyle<Int>) where s == IntegerFormatStyle<Int>(locale: s.locale):
            return (Double(n), .number)
        case let (n as Int, s as IntegerFormatStyle<Int>.Percent) where s == IntegerFormatStyle<Int>.Percent(locale: s.locale):
            return (Double(n) / 100, .percent)  // an integer percent style shows 25 as "25 %"
        case let (n as Int, s as IntegerFormatStyle<Int>.Currency) where s == IntegerFormatStyle<Int>.Currency(code: s.currencyCode, locale: s.locale):
            return (Double(n), .currency(code: s.currencyCode))
        case let (x as Double, s as FloatingPointFormatStyle<Double>) where s == FloatingPointFormatStyle<Double>(locale: s.locale):
            return (x, .number)
        case let (x as Double, s as FloatingPointFormatStyle<Double>.Percent) where s == FloatingPointFormatStyle<Double>.Percent(locale: s.locale):
            return (x, .percent)
        case let (x as Double, s as FloatingPointFormatStyle<Double>.Currency)
            where s == FloatingPointFormatStyle<Double>.Currency(code: s.currencyCode, locale: s.locale):
            return (x, .currency(code: s.currencyCode))
        default:
            return nil
        }
    }
}
