import DescriptionModel
import BuiltInComponents
import DescriptionFormat
import SceneBuilding

/// SwiftUI's `Text`: a localized key, a string, or runs joined with `+`, in the environment's
/// font and foreground style unless its own are given.
public struct Text: View, PrimitiveView, Equatable {
    struct Run: Equatable {
        var string: String
        var font: Font?
        var weight: Font.Weight?
        var color: Color?
    }

    var runs: [Run]

    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        runs = [Run(string: key.text)]
    }

    public init(verbatim content: String) { runs = [Run(string: content)] }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) { runs = [Run(string: String(content))] }

    public var body: Never { fatalError("Text has no body") }

    /// The text as a string, for accessibility values and interpolation.
    package var plainText: String { runs.map(\.string).joined() }

    /// Where text that does not fit is cut.
    public enum TruncationMode: Hashable, Sendable {
        case head, tail, middle
    }

    private func withRuns(_ change: (inout Run) -> Void) -> Text {
        var copy = self
        for i in copy.runs.indices { change(&copy.runs[i]) }
        return copy
    }

    public func font(_ font: Font?) -> Text { withRuns { $0.font = font } }
    public func fontWeight(_ weight: Font.Weight?) -> Text { withRuns { $0.weight = weight } }
    public func bold() -> Text { fontWeight(.bold) }
    public func foregroundColor(_ color: Color?) -> Text { withRuns { $0.color = color } }
    public func foregroundStyle(_ color: Color) -> Text { foregroundColor(color) }

    public static func + (lhs: Text, rhs: Text) -> Text {
        var joined = lhs
        joined.runs += rhs.runs
        return joined
    }

    package func nodes(in environment: EnvironmentValues) throws -> [Node] {
        [.text(try textNode(in: environment))]
    }

    /// One description text: the runs must share a font and colour, as a description's text has one style.
    package func textNode(in environment: EnvironmentValues, defaultColor: Color? = nil) throws -> TextNode {
        let first = runs[0]
        guard runs.allSatisfy({ $0.font == first.font && $0.weight == first.weight && $0.color == first.color }) else {
            throw ViewError("Text + Text", "Pixelproof draws a text in one font and colour; runs joined with + that differ in font, weight or colour are not drawn yet")
        }
        let font = (first.font ?? environment.font ?? .body).spec(weight: first.weight ?? environment.fontWeight,
                                                                   systemFont: environment.drawsSystemFont)
        let color: ColorValue
        if let own = first.color ?? defaultColor {
            color = .literal(try own.resolved(in: environment))
        } else {
            color = try ForegroundStyle().paint(in: environment).color(for: "Text")
        }
        let truncation: TextNode.Truncation
        switch environment.truncationMode {
        case .tail: truncation = .tail
        case .head, .middle:
            throw ViewError("truncationMode", "Pixelproof cuts text at its end (.tail); .head and .middle are not drawn yet")
        }
        var node = TextNode(string: environment.textCased(plainText), typography: .font(font), color: color, lineLimit: environment.lineLimit,
                            truncation: truncation)
        switch environment.multilineTextAlignment {
        case .leading: node.alignment = .leading
        case .center: node.alignment = .center
        case .trailing: node.alignment = .trailing
        }
        return node
    }
}

/// How the lines of a multi-line text sit against each other.
public enum TextAlignment: Hashable, Sendable, CaseIterable {
    case leading, center, trailing
}
