import DescriptionModel

/// What a run of a `Text` sets for itself, each nil (or false) where it takes what is around it:
/// the modifiers of a `Text` around it (`(a + b).bold()`), then those of views around it.
/// SwiftUI's rule: the innermost wins, so `(Text("a").foregroundColor(.red) + Text("b"))
/// .foregroundColor(.blue)` draws a red "a" and a blue "b".
struct TextAttributes: Equatable {
    var font: Font?
    var weight: Font.Weight?
    var fill: TextFill?
    var italic: Bool?
    var underline: TextDecorationLine?
    var strikethrough: TextDecorationLine?
    /// Added after every character; SwiftUI's `kerning` and `tracking` both add to the advance.
    var kerning: CGFloat?
    var tracking: CGFloat?
    var baselineOffset: CGFloat?
    var monospacedDigit: Bool?
    var monospaced: Bool?
    var design: Font.Design?
    var width: Font.Width?
    var link: String?

    /// These attributes, with `outer`'s where these have none.
    func over(_ outer: TextAttributes) -> TextAttributes {
        TextAttributes(font: font ?? outer.font, weight: weight ?? outer.weight, fill: fill ?? outer.fill,
                       italic: italic ?? outer.italic, underline: underline ?? outer.underline,
                       strikethrough: strikethrough ?? outer.strikethrough, kerning: kerning ?? outer.kerning,
                       tracking: tracking ?? outer.tracking, baselineOffset: baselineOffset ?? outer.baselineOffset,
                       monospacedDigit: monospacedDigit ?? outer.monospacedDigit, monospaced: monospaced ?? outer.monospaced,
                       design: design ?? outer.design, width: width ?? outer.width, link: link ?? outer.link)
    }
}

/// A `ShapeStyle` a run is filled with, compared by what it is written as (a `Text` is
/// `Equatable` in SwiftUI; styles are not).
struct TextFill: Equatable {
    let style: AnyShapeStyle
    private let written: String

    init<S: ShapeStyle>(_ style: S) {
        self.style = AnyShapeStyle(style)
        written = String(reflecting: style)
    }

    static func == (a: TextFill, b: TextFill) -> Bool { a.written == b.written }
}

/// An underline or strikethrough: on or off (`underline(false)` turns off one from around it),
/// its pattern and colour (nil: the text's).
struct TextDecorationLine: Equatable {
    var isActive: Bool
    var pattern: Text.LineStyle.Pattern
    var color: Color?
}

/// The text attributes set on views around a text (`.italic()`, `.kerning(2)` on a stack).
struct TextAttributesKey: EnvironmentKey {
    static let defaultValue = TextAttributes()
}

extension EnvironmentValues {
    var textAttributes: TextAttributes {
        get { self[TextAttributesKey.self] }
        set { self[TextAttributesKey.self] = newValue }
    }
}
