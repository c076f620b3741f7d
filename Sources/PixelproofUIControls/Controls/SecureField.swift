import DescriptionModel
import PixelproofUICore

/// A text field whose text is drawn as one dot (U+2022, UIKit's secure-entry bullet) per
/// character; empty, its prompt (else its title) in the placeholder colour, as a text field.
public struct SecureField<Label: View>: View, PrimitiveView {
    let title: Text
    let text: Binding<String>
    let prompt: Text?

    public var body: Never { fatalError("SecureField has no body") }

    package func nodes(in environment: EnvironmentValues) throws -> [Node] {
        let dots = String(repeating: "\u{2022}", count: text.wrappedValue.count)
        return try TextEntry(title: title, shown: dots, prompt: prompt, component: "SecureField").nodes(in: environment)
    }
}

extension SecureField where Label == Text {
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
}
