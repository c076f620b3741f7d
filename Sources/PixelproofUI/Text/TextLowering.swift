import PixelproofUIMarkdown
import DescriptionModel

extension Text {
    /// The runs with a key's Markdown read: its markers become the attributes of the runs they
    /// wrap, innermost (they beat the `Text`'s modifiers, as an `AttributedString`'s own do).
    var expandedRuns: [Run] { runs.flatMap { Text.expanded($0, string: $0.string) } }

    /// The runs as drawn in `environment`: each key resolved for the locale (or its value
    /// formatted) first, then the resolved string's Markdown read, as iOS reads the translation's.
    func expandedRuns(in environment: EnvironmentValues) throws -> [Run] {
        try runs.flatMap { Text.expanded($0, string: try $0.resolved(in: environment)) }
    }

    private static func expanded(_ run: Run, string: String) -> [Run] {
        var run = run
        run.string = string
        run.source = nil
        guard run.isMarkdown, run.string.contains(where: { "*_~`[\\".contains($0) }) else { return [run] }
        return InlineMarkdown.runs(from: run.string).map { piece in
            var marked = TextAttributes()
            if piece.isStrong { marked.weight = .bold }
            if piece.isEmphasized { marked.italic = true }
            if piece.isCode { marked.monospaced = true }
            if piece.isStrikethrough { marked.strikethrough = TextDecorationLine(isActive: true, pattern: .solid, color: nil) }
            marked.link = piece.link
            return Run(string: piece.text, attributes: marked.over(run.attributes))
        }
    }

    /// A `Text` starts a new line at each newline (the typesetter collapses white space as CSS
    /// does, so the newline becomes the line separator U+2028, which always ends a line).
    static func withLineBreaks(_ string: String) -> String {
        guard string.contains(where: \.isNewline) else { return string }
        return String(string.map { $0.isNewline ? "\u{2028}" : $0 })
    }

    /// The description's text: one style when every run looks the same (and then exactly what a
    /// text of one string was), else a run per stretch of one look.
    package func textNode(in environment: EnvironmentValues, defaultColor: Color? = nil) throws -> TextNode {
        let expanded = try expandedRuns(in: environment)
        let around: PaintValue = if let defaultColor {
            .color(.literal(try defaultColor.resolved(in: environment)))
        } else {
            try ForegroundStyle().paint(in: environment)
        }
        var looks: [RunLook] = []
        var strings: [String] = []
        for run in expanded {
            let look = try RunLook(run.attributes, in: environment)
            let string = Text.withLineBreaks(run.string)
            if let last = looks.last, last == look { strings[strings.count - 1] += string } else { looks.append(look); strings.append(string) }
        }
        var node: TextNode
        if looks.count == 1, looks[0].isPlain {
            // One string in one font: its own colour, else the one around it.
            let paint = try looks[0].fill?.style.stylePaint(in: environment) ?? around
            node = TextNode(string: environment.textCased(strings[0]), typography: .font(looks[0].spec), color: nil,
                            lineLimit: environment.lineLimit, truncation: environment.truncationMode.node)
            if case let .color(c) = paint { node.color = c } else { node.fill = paint }
        } else {
            node = TextNode(string: environment.textCased(strings.joined()), typography: .font(looks[0].spec), color: nil,
                            lineLimit: environment.lineLimit, truncation: environment.truncationMode.node)
            if case let .color(c) = around { node.color = c } else { node.fill = around }
            node.runs = try zip(looks, strings).map { look, string in
                try look.textRun(environment.textCased(string), in: environment, around: around)
            }
        }
        switch environment.multilineTextAlignment {
        case .leading: node.alignment = .leading
        case .center: node.alignment = .center
        case .trailing: node.alignment = .trailing
        }
        node.lineSpacing = environment[LineSpacingKey.self]
        node.minimumScaleFactor = environment[MinimumScaleFactorKey.self]
        node.allowsTightening = environment[AllowsTighteningKey.self]
        node.isRedacted = environment.redactsContent
        return node
    }
}

extension Text.TruncationMode {
    var node: TextNode.Truncation {
        switch self {
        case .tail: .tail
        case .head: .head
        case .middle: .middle
        }
    }
}

/// How a run looks once its attributes meet the environment: its font, slant, spacing, lines
/// and fill. Runs that look the same are drawn as one.
struct RunLook: Equatable {
    var spec: FontSpec
    var italic: Bool
    var monospacedDigits: Bool
    var letterSpacing: Double
    var baselineOffset: Double
    var underline: TextDecorationLine?
    var strikethrough: TextDecorationLine?
    var fill: TextFill?
    var link: String?

    init(_ own: TextAttributes, in environment: EnvironmentValues) throws {
        let a = own.over(environment.textAttributes)
        var font = (a.font ?? environment.font ?? .body)
        if a.monospaced == true { font = font.designed(.monospaced) } else { font = font.designed(a.design) }
        if let width = a.width, font.design != nil { font = font.width(width) }
        spec = font.spec(weight: a.weight ?? environment.fontWeight, systemFont: environment.drawsSystemFont)
        // Drawn at the environment's Dynamic Type size: `.dynamicTypeSize(_:)` may have changed it.
        spec.dynamicTypeCategory = DynamicTypeSize.allCases.firstIndex(of: environment.dynamicTypeSize)
        italic = a.italic ?? font.isItalic
        monospacedDigits = a.monospacedDigit ?? font.monospacedDigits
        letterSpacing = Double((a.kerning ?? 0) + (a.tracking ?? 0))
        baselineOffset = Double(a.baselineOffset ?? 0)
        underline = a.underline?.isActive == true ? a.underline : nil
        strikethrough = a.strikethrough?.isActive == true ? a.strikethrough : nil
        link = a.link
        // A link is drawn in the tint colour unless it has a colour of its own.
        fill = a.fill ?? (link != nil ? TextFill(environment.tint ?? .accentColor) : nil)
    }

    /// Nothing but a font and a fill: drawn as a text of one style always was.
    var isPlain: Bool {
        !italic && !monospacedDigits && letterSpacing == 0 && baselineOffset == 0 && underline == nil && strikethrough == nil
    }

    func textRun(_ string: String, in environment: EnvironmentValues, around: PaintValue) throws -> TextRun {
        var run = TextRun(string: string, typography: .font(spec))
        if let fill {
            let paint = try fill.style.stylePaint(in: environment)
            if paint != around { run.color = paint }
        }
        run.italic = italic
        run.monospacedDigits = monospacedDigits
        run.letterSpacing = letterSpacing
        run.baselineOffset = baselineOffset
        run.link = link
        func line(_ d: TextDecorationLine?) throws -> TextLineDecoration? {
            try d.map { TextLineDecoration(color: try $0.color.map { .literal(try $0.resolved(in: environment)) }, pattern: $0.pattern.node) }
        }
        run.underline = try line(underline)
        run.strikethrough = try line(strikethrough)
        return run
    }
}

extension Text.LineStyle.Pattern {
    var node: TextLineDecoration.Pattern {
        switch self {
        case .solid: .solid
        case .dot: .dot
        case .dash: .dash
        case .dashDot: .dashDot
        case .dashDotDot: .dashDotDot
        }
    }
}
