import DescriptionModel
import BuiltInComponents
import DescriptionFormat
import SceneBuilding

/// How a button draws its label: tinted (`.automatic`, `.borderless`) or as it is (`.plain`).
public protocol PrimitiveButtonStyle {}

enum ButtonStyleKind: Sendable { case automatic, plain }

public struct DefaultButtonStyle: PrimitiveButtonStyle { public init() {} }
public struct PlainButtonStyle: PrimitiveButtonStyle { public init() {} }
public struct BorderlessButtonStyle: PrimitiveButtonStyle { public init() {} }

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension View {
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        ModifiedView(self, environment: { $0.buttonStyle = style is PlainButtonStyle ? .plain : .automatic })
    }
}

/// A button, drawn as its label: tinted with the accent colour (or `.tint`) unless a foreground
/// style is set or the style is `.plain`. The action is kept, never run. For the accessibility
/// audit it is a control (a target named by its text or label; exempt under `.disabled(true)`);
/// a label of several views is one control per view, as the description has no node for a group.
public struct Button<Label: View>: View, PrimitiveView {
    let label: Label
    public let action: () -> Void

    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
    }

    public var body: Never { fatalError("Button has no body") }

    func nodes(in environment: EnvironmentValues) throws -> [Node] {
        var inner = environment
        if environment.buttonStyle == .automatic && environment.foregroundStyle == nil {
            inner.foregroundStyle = AnyShapeStyle(Color.accentColor)
        }
        let isDisabled = !environment.isEnabled
        return try ViewLowering.nodes(of: label, in: inner).map { node in
            node.describedForAccessibility(reachingInside: false) { $0.role = .button; $0.component = "Button"; $0.isDisabled = isDisabled }
        }
    }
}

extension Button where Label == Text {
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
        self.init(action: action) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.init(action: action) { Text(title) }
    }
}

/// A one-line text field, drawn with its text, or its prompt (else its title) in the placeholder
/// colour when the text is empty, across the width it is offered. For the accessibility audit it
/// is a text field named by its title, its target the line it draws; exempt under
/// `.disabled(true)`, as a button is.
public struct TextField: View, PrimitiveView {
    let title: Text
    let text: Binding<String>
    let prompt: Text?

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text? = nil) {
        title = Text(titleKey)
        self.text = text
        self.prompt = prompt
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text? = nil) {
        self.title = Text(title)
        self.text = text
        self.prompt = prompt
    }

    public var body: Never { fatalError("TextField has no body") }

    func nodes(in environment: EnvironmentValues) throws -> [Node] {
        var inner = environment
        inner.lineLimit = 1
        let value = text.wrappedValue
        let shown = value.isEmpty
            ? try (prompt ?? title).textNode(in: inner, defaultColor: .placeholder)
            : try Text(verbatim: value).textNode(in: inner)
        let title = title.plainText
        let isDisabled = !environment.isEnabled
        return [Node.frame(FrameNode(maxWidth: .infinity, alignment: .leading, child: .text(shown)))
            .describedForAccessibility { $0.role = .textField; $0.component = "TextField"; $0.label = title; $0.isDisabled = isDisabled }]
    }
}

/// A title beside its icon.
public struct Label<Title: View, Icon: View>: View, PrimitiveView {
    let title: Title
    let icon: Icon

    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    public var body: Never { fatalError("Label has no body") }

    func nodes(in environment: EnvironmentValues) throws -> [Node] {
        try HStack(alignment: .center) { icon; title }.nodes(in: environment)
    }
}

extension Label where Title == Text, Icon == Image {
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }
}
