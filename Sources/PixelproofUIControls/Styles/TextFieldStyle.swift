import PixelproofUIModifiers
import DescriptionModel
import PixelproofUICore

/// How a text field is drawn: `.automatic` and `.plain` as the text alone (iOS's automatic style
/// is plain), `.roundedBorder` in UIKit's rounded-rect border. The styles are SwiftUI's; a style
/// of one's own is not (SwiftUI's requirement is private to it).
public protocol TextFieldStyle {}
public struct DefaultTextFieldStyle: TextFieldStyle { public init() {} }
public struct PlainTextFieldStyle: TextFieldStyle { public init() {} }

/// UIKit's `UITextField.BorderStyle.roundedRect`, which SwiftUI draws for `.roundedBorder`, as
/// measured on iOS references (docs/SWIFTUI.md, "Text field styles"): the line 7 pt in from each
/// side, centred in a field 34 pt tall (a taller line makes it as tall as the line), on
/// `systemBackground` inside a rounded rectangle of radius 5 (circular corners) with a one-pixel
/// outline #CCCCCC (#333333 in dark), not a semantic separator colour.
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    public init() {}

    static let horizontalInset: CGFloat = 7
    static let height: CGFloat = 34
    static let cornerRadius: CGFloat = 5
    /// The outline's grey: 0.8 white in light, 0.2 in dark.
    static let outline = Color(uiColor: UIColor { $0.userInterfaceStyle == .dark ? UIColor(white: 0.2, alpha: 1) : UIColor(white: 0.8, alpha: 1) })

    static func border(_ line: Node, in environment: EnvironmentValues) throws -> Node {
        let hairline = 1 / CGFloat(environment.displayScale)
        let view = NodeView(node: line)
            .padding(.horizontal, horizontalInset)
            .frame(minHeight: height)
            .background(Color.systemBackground, in: RoundedRectangle(cornerRadius: cornerRadius, style: .circular))
            .overlay(RoundedRectangle(cornerRadius: cornerRadius, style: .circular).strokeBorder(outline, lineWidth: hairline))
        return try ViewLowering.node(of: view, in: environment)
    }
}

extension TextFieldStyle where Self == DefaultTextFieldStyle { public static var automatic: DefaultTextFieldStyle { .init() } }
extension TextFieldStyle where Self == PlainTextFieldStyle { public static var plain: PlainTextFieldStyle { .init() } }
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle { public static var roundedBorder: RoundedBorderTextFieldStyle { .init() } }

private struct TextFieldBorderedKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// Set by `.textFieldStyle(.roundedBorder)`; an inner `.textFieldStyle` wins.
    var textFieldIsBordered: Bool {
        get { self[TextFieldBorderedKey.self] }
        set { self[TextFieldBorderedKey.self] = newValue }
    }
}

extension View {
    /// The style of every text field and secure field inside.
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        ModifiedView(self, environment: { $0.textFieldIsBordered = style is RoundedBorderTextFieldStyle })
    }
}
