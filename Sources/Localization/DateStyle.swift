import CICUBridge

/// `Text(date, format: .dateTime)` and `Text(date, style: .date)`: a moment shown as the locale
/// writes it, by ICU. A snapshot cannot read the clock (the same input must draw the same bytes),
/// so the moment is always given — the fixed clock a run states — and the time zone is fixed too.
package struct DateStyle: Hashable, Sendable {
    /// ICU's lengths: none, short ("29.11.26"), medium ("29.11.2026"), long, full.
    package enum Length: Int32, Hashable, Sendable { case none = -1, full = 0, long = 1, medium = 2, short = 3 }

    package var date: Length
    package var time: Length
    package var timeZone: String

    package init(date: Length = .medium, time: Length = .none, timeZone: String = "UTC") {
        self.date = date; self.time = time; self.timeZone = timeZone
    }

    /// `secondsSince1970` as the locale writes it, or nil when ICU cannot.
    package func format(secondsSince1970: Double, locale: LocaleIdentifier) -> String? {
        var out = [UInt16](repeating: 0, count: 256)
        let zone = Array(timeZone.utf16)
        let length = cicu_format_date(locale.identifier, date.rawValue, time.rawValue, zone, Int32(zone.count), secondsSince1970 * 1000, &out, 256)
        guard length >= 0 else { return nil }
        return String(decoding: out.prefix(Int(length)), as: UTF16.self)
    }
}
