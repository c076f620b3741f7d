import BuiltInComponents
import DescriptionModel
import PixelproofUICore

/// `IDSSectionTitle("Section title", hierarchy: .subtitle, isContained: false) { IDSButton("Action") }`:
/// the IDS section title, its leading and trailing slots views (`leading: { … }` and a trailing
/// closure, as in SwiftUI). It draws as a description's `sectionTitle:` does (`SectionTitleNode`).
public struct IDSSectionTitle<Leading: View, Trailing: View>: View, PrimitiveView {
    let title: SectionTitleNode
    let leading: Leading
    let trailing: Trailing

    public init(_ title: String, hierarchy: IDSSectionTitleHierarchy = .headline, isContained: Bool = true,
                secondaryText: String? = nil, @ViewBuilder leading: () -> Leading, @ViewBuilder trailing: () -> Trailing) {
        self.title = SectionTitleNode(title: title, hierarchy: hierarchy, isContained: isContained, secondaryText: secondaryText)
        self.leading = leading()
        self.trailing = trailing()
    }

    public var body: Never { fatalError("IDSSectionTitle has no body") }

    package func nodes(in environment: EnvironmentValues) throws -> [Node] {
        var title = title
        title.leading = try slotNode(leading, in: environment)
        title.trailing = try slotNode(trailing, in: environment)
        return [title.node]
    }
}

extension IDSSectionTitle where Leading == EmptyView {
    /// A title with a trailing view only.
    public init(_ title: String, hierarchy: IDSSectionTitleHierarchy = .headline, isContained: Bool = true,
                secondaryText: String? = nil, @ViewBuilder trailing: () -> Trailing) {
        self.init(title, hierarchy: hierarchy, isContained: isContained, secondaryText: secondaryText,
                  leading: { EmptyView() }, trailing: trailing)
    }
}

extension IDSSectionTitle where Leading == EmptyView, Trailing == EmptyView {
    /// A title alone.
    public init(_ title: String, hierarchy: IDSSectionTitleHierarchy = .headline, isContained: Bool = true,
                secondaryText: String? = nil) {
        self.init(title, hierarchy: hierarchy, isContained: isContained, secondaryText: secondaryText,
                  leading: { EmptyView() }, trailing: { EmptyView() })
    }
}
