import Localization

extension Text {
    /// `Text(amount, format: .currency(code: "EUR"))`, `Text(0.25, format: .percent)`,
    /// `Text(date, format: .dateTime.day().month())`: the value formatted when drawn, in the
    /// locale of the render ("12,50 €" in German) and, for dates, its time zone (UTC unless set).
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        let value = FormattedValue(input, format: format)
        self.init(verbatim: value.shownBeforeRender)
        runs[0].source = .formatted(value)
    }

    /// `Text(date, style: .date)`: a moment as iOS shows it in the render's locale — `.date` the
    /// long date ("1 January 2026"), `.time` the short time ("09:41"), and `.relative`, `.offset`
    /// and `.timer` counted from the render's fixed clock (`EnvironmentValues.now`), never the
    /// machine's.
    public init(_ date: Date, style: DateStyle) {
        self.init(verbatim: "")
        runs[0].source = .formatted(FormattedValue(date, format: DateStyleFormat(style: style)))
        runs[0].string = (try? runs[0].resolved(in: EnvironmentValues())) ?? ""
    }

    /// How `Text(_:style:)` shows a date.
    public struct DateStyle: Hashable, Sendable, Codable {
        enum Kind: Hashable, Sendable, Codable { case date, time, relative, offset, timer }
        let kind: Kind
        public static let date = DateStyle(kind: .date)
        public static let time = DateStyle(kind: .time)
        public static let relative = DateStyle(kind: .relative)
        public static let offset = DateStyle(kind: .offset)
        public static let timer = DateStyle(kind: .timer)
    }
}

/// `Text.DateStyle` as a format style, so a dated text resolves as every formatted one does. The
/// date and time go through ICU like the catalog's numbers; the spans through Foundation's
/// duration style (iOS's abbreviated units: "2 hr, 5 min").
struct DateStyleFormat: FormatStyle {
    var style: Text.DateStyle
    var locale = Locale(identifier: "en")
    var timeZone = TimeZone(identifier: "UTC")!
    var now = Date(timeIntervalSince1970: 1_767_260_460)

    func locale(_ locale: Locale) -> DateStyleFormat { var copy = self; copy.locale = locale; return copy }

    func format(_ date: Date) -> String {
        let id = LocaleIdentifier(locale.identifier)
        switch style.kind {
        case .date:
            return Localization.DateStyle(date: .long, time: .none, timeZone: timeZone.identifier).format(secondsSince1970: date.timeIntervalSince1970, locale: id) ?? ""
        case .time:
            return Localization.DateStyle(date: .none, time: .short, timeZone: timeZone.identifier).format(secondsSince1970: date.timeIntervalSince1970, locale: id) ?? ""
        case .relative, .offset:
            let seconds = Int(date.timeIntervalSince(now).rounded())
            let span = Duration.seconds(abs(seconds)).formatted(.units(allowed: [.days, .hours, .minutes, .seconds], width: .abbreviated, maximumUnitCount: 2)
                .locale(locale))
            guard style.kind == .offset else { return span }
            return (seconds < 0 ? "-" : "+") + span
        case .timer:
            let seconds = abs(Int(date.timeIntervalSince(now).rounded()))
            let minutesAndSeconds = String(format: "%d:%02d", seconds / 60 % 60, seconds % 60)
            return seconds >= 3600 ? "\(seconds / 3600):" + String(format: "%02d:%02d", seconds / 60 % 60, seconds % 60) : minutesAndSeconds
        }
    }
}
