import BuiltInComponents
import DescriptionModel
import PixelproofUICore

/// `IDSContentRow(title: "Location", subtitle: "123 Main St") { Image(systemName: "mappin") }`: the
/// IDS content row, its leading slot a view built as SwiftUI builds one. It draws as a
/// description's `contentRow:` does (`ContentRowNode`, which a tree of description nodes uses).
public struct IDSContentRow<Leading: View>: View, PrimitiveView {
    let row: ContentRowNode
    let leading: Leading

    public init(title: String, subtitle: String? = nil, tertiaryText: String? = nil, trailingTitle: String? = nil,
                trailingSubtitle: String? = nil, inset: IDSContentRowInset = .standard, isCard: Bool = false,
                isDisabled: Bool = false, @ViewBuilder leading: () -> Leading) {
        row = ContentRowNode(title: title, subtitle: subtitle, tertiaryText: tertiaryText, trailingTitle: trailingTitle,
                             trailingSubtitle: trailingSubtitle, inset: inset, isCard: isCard, isDisabled: isDisabled)
        self.leading = leading()
    }

    public var body: Never { fatalError("IDSContentRow has no body") }

    package func nodes(in environment: EnvironmentValues) throws -> [Node] {
        var row = row
        row.leading = try slotNode(leading, in: environment)
        return [row.node]
    }
}

extension IDSContentRow where Leading == EmptyView {
    /// A row without a leading view.
    public init(title: String, subtitle: String? = nil, tertiaryText: String? = nil, trailingTitle: String? = nil,
                trailingSubtitle: String? = nil, inset: IDSContentRowInset = .standard, isCard: Bool = false,
                isDisabled: Bool = false) {
        self.init(title: title, subtitle: subtitle, tertiaryText: tertiaryText, trailingTitle: trailingTitle,
                  trailingSubtitle: trailingSubtitle, inset: inset, isCard: isCard, isDisabled: isDisabled) { EmptyView() }
    }
}
