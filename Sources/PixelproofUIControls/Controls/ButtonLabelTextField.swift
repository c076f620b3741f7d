import DescriptionModel
import DescriptionFormat
import SceneBuilding
import PixelproofUICore

/// A button, drawn by the button style of its environment (`.buttonStyle(_:)`; the automatic
/// style tints its label with the accent colour, or `.tint`, unless a foreground style is set).
/// The action is kept, never run. For the accessibility audit it is a control (a target named by
/// its text or label; exempt under `.disabled(true)`); a label of several views is one control per
/// view, as the description has no node for a group.
public struct Button<Label: View>: View, PrimitiveView {
    let label: Label
    let role: ButtonRole?
    public let action: () -> Void

    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.init(role: nil, action: action, label: label)
    }

    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.role = role
        self.action = action
        self.label = label()
    }

    public var body: Never { fatalError("Button has no body") }

    package func nodes(in environment: EnvironmentValues) throws -> [Node] {
        let style = environment.buttonStyle
        let body = EnvironmentValues.$current.withValue(environment) { style.makeBody(AnyView(label), role, action) }
        let isDisabled = !environment.isEnabled
        return try ViewLowering.nodes(of: body, in: environment).map { node in
            node.describedForAccessibility(reachingInside: false) { $0.role = .button; $0.component = "Button"; $0.isDisabled = isDisabled }
        }
    }
}

extension Button where Label == Text {
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole? = nil, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, role: ButtonRole? = nil, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}

extension Button where Label == PixelproofUIControls.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole? = nil, action: @escaping () -> Void) {
        self.init(role: role, action: action) { PixelproofUIControls.Label(titleKey, systemImage: systemImage) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: ButtonRole? = nil, action: @escaping () -> Void) {
        self.init(role: role, action: action) { PixelproofUIControls.Label(title, systemImage: systemImage) }
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

    package func nodes(in environment: EnvironmentValues) throws -> [Node] {
        try TextEntry(title: title, shown: text.wrappedValue, prompt: prompt, component: "TextField").nodes(in: environment)
    }
}

/// What a text field and a secure field draw: the text shown (the value, or a secure field's
/// dots), or when there is none the prompt (else the title) in the placeholder colour, on one line
/// across the width offered, in the text field style of the environment; for the accessibility
/// audit a text field named by its title.
struct TextEntry {
    let title: Text
    let shown: String
    let prompt: Text?
    let component: String

    func nodes(in environment: EnvironmentValues) throws -> [Node] {
        var inner = environment
        inner.lineLimit = 1
        let text = shown.isEmpty
            ? try (prompt ?? title).textNode(in: inner, defaultColor: .placeholder)
            : try Text(verbatim: shown).textNode(in: inner)
        let title = title.plainText
        let isDisabled = !environment.isEnabled
        var line = Node.frame(FrameNode(maxWidth: .infinity, alignment: .leading, child: .text(text)))
        if environment.textFieldIsBordered { line = try RoundedBorderTextFieldStyle.border(line, in: environment) }
        let component = component
        return [line.describedForAccessibility { $0.role = .textField; $0.component = component; $0.label = title; $0.isDisabled = isDisabled }]
    }
}

/// A title beside its icon, drawn by the label style of its environment (`.labelStyle(_:)`;
/// title and icon by default).
public struct Label<Title: View, Icon: View>: View, PrimitiveView {
    let title: Title
    let icon: Icon

    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    public var body: Never { fatalError("Label has no body") }

    package func nodes(in environment: EnvironmentValues) throws -> [Node] {
        let configuration = LabelStyleConfiguration(title: .init(content: AnyView(title)), icon: .init(content: AnyView(icon)))
        let body = EnvironmentValues.$current.withValue(environment) { environment.labelStyle.makeBody(configuration) }
        return try ViewLowering.nodes(of: body, in: environment)
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
