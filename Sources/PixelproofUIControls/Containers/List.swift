import PixelproofUIModifiers
import DescriptionModel
import SceneBuilding
import Layout
import Values
import PixelproofUICore

/// How a `List` or `Form` draws its sections: `.insetGrouped` (iOS's automatic look and every
/// `Form`'s), `.grouped` or `.plain`.
public protocol ListStyle {}

public struct InsetGroupedListStyle: ListStyle { public init() {} }
public struct GroupedListStyle: ListStyle { public init() {} }
public struct PlainListStyle: ListStyle { public init() {} }
/// The platform's choice: inset grouped on iOS.
public struct DefaultListStyle: ListStyle { public init() {} }

extension ListStyle where Self == InsetGroupedListStyle { public static var insetGrouped: InsetGroupedListStyle { .init() } }
extension ListStyle where Self == GroupedListStyle { public static var grouped: GroupedListStyle { .init() } }
extension ListStyle where Self == PlainListStyle { public static var plain: PlainListStyle { .init() } }
extension ListStyle where Self == DefaultListStyle { public static var automatic: DefaultListStyle { .init() } }

/// A list's look at iOS 17/18 on a compact-width iPhone; docs/SWIFTUI.md ("Lists") gives each number.
enum ListLook: Sendable {
    case insetGrouped, grouped, plain

    init(_ style: some ListStyle) {
        switch style {
        case is GroupedListStyle: self = .grouped
        case is PlainListStyle: self = .plain
        default: self = .insetGrouped
        }
    }

    /// A row's content inset from the leading and trailing edges of its row.
    static let rowInset: CGFloat = 20
    /// The vertical padding around a row's content, and a row's least height.
    static let rowPadding: CGFloat = 11
    static let rowMinHeight: CGFloat = 44
    /// The inset-grouped card's margin from the list's edges (measured on iOS 18 at 390 pt; iOS
    /// uses 16 on narrower phones, Pixelproof draws 20 at every width) and its corner radius.
    static let cardMargin: CGFloat = 20
    static let cardRadius: CGFloat = 10
    /// Space between a header or footer and its section's rows; between sections; above the first and below the last.
    static let headerGap: CGFloat = 7
    static let sectionSpacing: CGFloat = 35
    static let contentInset: CGFloat = 20

    var background: Color { self == .plain ? .systemBackground : .systemGroupedBackground }
    var rowBackground: Color { self == .plain ? .systemBackground : .secondarySystemGroupedBackground }
}

private struct ListLookKey: EnvironmentKey {
    static var defaultValue: ListLook? { nil }
}

private struct ListStyleKey: EnvironmentKey {
    static var defaultValue: ListLook { .insetGrouped }
}

extension EnvironmentValues {
    /// The look of the list a view is in (nil outside any list).
    var listLook: ListLook? {
        get { self[ListLookKey.self] }
        set { self[ListLookKey.self] = newValue }
    }

    /// Set by `.listStyle(_:)`.
    var listStyle: ListLook {
        get { self[ListStyleKey.self] }
        set { self[ListStyleKey.self] = newValue }
    }
}

extension View {
    public func listStyle<S: ListStyle>(_ style: S) -> some View {
        ModifiedView(self, environment: { $0.listStyle = ListLook(style) })
    }

}

/// A node as a view, to compose drawn rows with modifiers.
struct NodeView: View, PrimitiveView {
    let node: Node
    var body: Never { fatalError("NodeView has no body") }
    package func nodes(in environment: EnvironmentValues) throws -> [Node] { [node] }
}

/// Rows in sections, as iOS draws a table: a vertical scroll view of the sections on the grouped
/// background. Views outside any `Section` form sections of their own.
public struct List<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    let content: Content
    var forcedLook: ListLook?

    public init(@ViewBuilder content: () -> Content) where SelectionValue == Never { self.content = content() }
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) { self.content = content() }

    public var body: Never { fatalError("List has no body") }

    package func nodes(in environment: EnvironmentValues) throws -> [Node] {
        let look = forcedLook ?? environment.listStyle
        var inner = environment
        inner.listLook = look
        inner.stackAxis = .vertical
        var sections: [Node] = []
        var loose: [Node] = []
        func flush() throws {
            guard !loose.isEmpty else { return }
            sections.append(try SectionLook(look: look, header: nil, rows: loose, footer: nil).node(in: inner))
            loose = []
        }
        for node in try ViewLowering.nodes(of: content, in: inner) {
            if case let .component(c) = node, let marked = c.as(ArrangedNode.self), marked.algorithm.algorithm is SectionMark {
                try flush()
                sections.append(contentsOf: marked.children)
            } else {
                loose.append(node)
            }
        }
        try flush()
        let spacing = look == .plain ? 0 : ListLook.sectionSpacing
        let inset = look == .plain ? 0 : ListLook.contentInset
        let view = ScrollView {
            VStack(spacing: spacing) { ForEach(sections.indices, id: \.self) { NodeView(node: sections[$0]) } }
                .padding(.vertical, inset)
        }
        .background(look.background)
        return try ViewLowering.nodes(of: view, in: environment)
    }
}

extension List {
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent>, SelectionValue == Never {
        content = ForEach(data, id: id, content: rowContent)
    }

    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable, SelectionValue == Never {
        content = ForEach(data, content: rowContent)
    }
}

/// A form of controls: an inset-grouped list on iOS.
public struct Form<Content: View>: View, PrimitiveView {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: Never { fatalError("Form has no body") }
    package func nodes(in environment: EnvironmentValues) throws -> [Node] {
        var list = List<Never, Content>(content: { content })
        list.forcedLook = .insetGrouped
        return try list.nodes(in: environment)
    }
}

/// Marks a drawn section for the list around it.
struct SectionMark: LayoutAlgorithm {
    var forwardsPriority: Bool { true }
    func sizeThatFits(_ p: ProposedSize, subviews: [LayoutChild]) -> Size { subviews.first?.sizeThatFits(p) ?? .zero }
    func placements(in size: Size, proposal: ProposedSize, subviews: [LayoutChild]) -> [LayoutPlacement?] {
        subviews.map { _ in LayoutPlacement(offset: .zero, proposal: proposal) }
    }
}

/// Rows under an optional header and over an optional footer. In a list they are drawn as the
/// list's style draws a section; elsewhere they are stacked, header first.
public struct Section<Parent: View, Content: View, Footer: View>: View, PrimitiveView {
    let header: Parent?
    let content: Content
    let footer: Footer?

    public var body: Never { fatalError("Section has no body") }

    package func nodes(in environment: EnvironmentValues) throws -> [Node] {
        guard let look = environment.listLook else {
            return try ViewLowering.nodes(of: VStack { header; content; footer }, in: environment)
        }
        let rows = try ViewLowering.nodes(of: content, in: environment)
        let drawn = try SectionLook(look: look, header: header.map { AnyView($0) }, rows: rows, footer: footer.map { AnyView($0) })
            .node(in: environment)
        return [arranged(SectionMark(), children: [drawn])]
    }
}

extension Section {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.header = header(); self.content = content(); self.footer = footer()
    }

    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.header = header; self.content = content(); self.footer = footer
    }
}

extension Section where Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.header = header(); self.content = content(); footer = nil
    }

    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.header = header; self.content = content(); footer = nil
    }
}

extension Section where Parent == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        header = nil; self.content = content(); self.footer = footer()
    }

    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        header = nil; self.content = content(); self.footer = footer
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content) {
        header = nil; self.content = content(); footer = nil
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        header = Text(titleKey); self.content = content(); footer = nil
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        header = Text(title); self.content = content(); footer = nil
    }
}

/// One section as a list style draws it: the header in footnote secondary text aligned with the
/// rows' content (upper-cased in the grouped looks), the rows on their background with a hairline separator between each two (from
/// the content's leading edge to the trailing edge), the footer likewise under them; in
/// `.insetGrouped` the rows are a card with rounded corners inset from the list's edges.
struct SectionLook {
    let look: ListLook
    let header: AnyView?
    let rows: [Node]
    let footer: AnyView?

    func node(in environment: EnvironmentValues) throws -> Node {
        let scale = Double(environment.displayScale)
        let rows = self.rows
        // A separator is drawn over the bottom of the row above it (UIKit's cell draws its own),
        // so two rows are 88 tall, not 88 and a hairline.
        let card = VStack(alignment: .leading, spacing: 0) {
            ForEach(rows.indices, id: \.self) { i in
                NodeView(node: rows[i])
                    .padding(.horizontal, ListLook.rowInset)
                    .padding(.vertical, ListLook.rowPadding)
                    .frame(maxWidth: .infinity, minHeight: ListLook.rowMinHeight, alignment: .leading)
                    .overlay(alignment: .bottom) {
                        if i < rows.count - 1 {
                            Rectangle().fill(Color.separator).frame(height: CGFloat(1 / scale)).padding(.leading, ListLook.rowInset)
                        }
                    }
            }
        }
        .background(look.rowBackground)
        .clipShape(RoundedRectangle(cornerRadius: look == .insetGrouped ? ListLook.cardRadius : 0))
        let section = VStack(alignment: .leading, spacing: ListLook.headerGap) {
            // iOS 17/18 upper-cases a grouped list's headers (a `.textCase(nil)` on the header keeps its case).
            if let header {
                if look == .plain { caption(header) } else { caption(header).textCase(.uppercase) }
            }
            card
            if let footer { caption(footer) }
        }
        .padding(.horizontal, look == .insetGrouped ? ListLook.cardMargin : 0)
        var inner = environment
        inner.listLook = nil
        return try ViewLowering.node(of: section, in: inner)
    }

    private func caption(_ view: AnyView) -> some View {
        view.font(.footnote).foregroundStyle(.secondary)
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding(.horizontal, ListLook.rowInset)
    }
}
