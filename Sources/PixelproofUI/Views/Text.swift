import DescriptionModel
import BuiltInComponents
import DescriptionFormat
import SceneBuilding

/// SwiftUI's `Text`: a localized key (its Markdown drawn), a string, or runs joined with `+`,
/// each run in its own attributes over the environment's font and foreground style.
public struct Text: View, PrimitiveView, Equatable {
    struct Run: Equatable {
        var string: String
        /// A `LocalizedStringKey`'s text: its inline Markdown is drawn (SwiftUI's rule; a
        /// `String` and `Text(verbatim:)` are drawn as written).
        var isMarkdown = false
        var attributes = TextAttributes()
        /// Where the string comes from when it depends on the locale: a key resolved through the
        /// catalog, or a value shown with a format style (nil: `string` verbatim).
        var source: Source? = nil

        /// The run's text in `environment`: the key resolved, the value formatted, else as written.
        func resolved(in environment: EnvironmentValues) throws -> String {
            switch source {
            case nil: return string
            case let .key(key)?: return try key.resolved(in: environment)
            case let .formatted(value)?: return try value.format(environment)
            }
        }
    }

    enum Source: Equatable {
        case key(LocalizedStringKey)
        case formatted(FormattedValue)
    }

    var runs: [Run]

    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        runs = [Run(string: key.text, isMarkdown: true, source: .key(key))]
    }

    public init(verbatim content: String) { runs = [Run(string: content)] }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) { runs = [Run(string: String(content))] }

    init(runs: [Run]) { self.runs = runs }

    public var body: Never { fatalError("Text has no body") }

    /// The text as a string (Markdown markers left out), for accessibility values and interpolation.
    package var plainText: String { expandedRuns.map(\.string).joined() }

    /// Where text that does not fit is cut.
    public enum TruncationMode: Hashable, Sendable {
        case head, tail, middle
    }

    package func nodes(in environment: EnvironmentValues) throws -> [Node] {
        [.text(try textNode(in: environment))]
    }
}

/// How the lines of a multi-line text sit against each other.
public enum TextAlignment: Hashable, Sendable, CaseIterable {
    case leading, center, trailing
}
