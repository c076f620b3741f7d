import PixelproofUIModifiers
import DescriptionModel
import SceneBuilding
import Layout
import Values
import PixelproofUICore

/// How a picker is drawn: `.segmented`, `.menu` (iOS's `.automatic`) closed, or `.inline` (in a
/// list or form, its options as rows). `.wheel` is refused: its look (a cylinder of fading rows)
/// is not stated from a reference yet.
public protocol PickerStyle {}
public struct SegmentedPickerStyle: PickerStyle { public init() {} }
public struct MenuPickerStyle: PickerStyle { public init() {} }
public struct DefaultPickerStyle: PickerStyle { public init() {} }
public struct InlinePickerStyle: PickerStyle { public init() {} }
@available(*, unavailable, message: "Pixelproof does not draw the wheel picker yet; use .menu, .segmented or .inline in a List or Form")
public struct WheelPickerStyle: PickerStyle { public init() {} }
extension PickerStyle where Self == SegmentedPickerStyle { public static var segmented: SegmentedPickerStyle { .init() } }
extension PickerStyle where Self == MenuPickerStyle { public static var menu: MenuPickerStyle { .init() } }
extension PickerStyle where Self == DefaultPickerStyle { public static var automatic: DefaultPickerStyle { .init() } }
extension PickerStyle where Self == InlinePickerStyle { public static var inline: InlinePickerStyle { .init() } }
@available(*, unavailable, message: "Pixelproof does not draw the wheel picker yet; use .menu, .segmented or .inline in a List or Form")
extension PickerStyle where Self == WheelPickerStyle { public static var wheel: WheelPickerStyle { fatalError() } }

/// The look `.pickerStyle(_:)` chose.
enum PickerLook: Sendable { case menu, segmented, inline }

private struct PickerLookKey: EnvironmentKey {
    static var defaultValue: PickerLook { .menu }
}

extension EnvironmentValues {
    var pickerLook: PickerLook {
        get { self[PickerLookKey.self] }
        set { self[PickerLookKey.self] = newValue }
    }
}

extension View {
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        let look: PickerLook = style is SegmentedPickerStyle ? .segmented : style is InlinePickerStyle ? .inline : .menu
        return ModifiedView(self, environment: { $0.pickerLook = look })
    }
}

/// A choice among tagged views, drawn closed: `.segmented` as iOS 17/18's segmented control (a
/// 32 pt `tertiarySystemFill` track with corner radius 9 across the width offered, equal
/// segments, the selected one a white (dark: #636366) rounded rectangle of radius 7 inset 2 pt
/// with a soft shadow, titles in 13 pt, the selected one semibold); `.menu` and `.automatic` as
/// the closed menu button: the selected option in the tint with an up-and-down chevron, or in a
/// list or form, the label at the leading edge and the selected option, secondary, at the trailing.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    let label: Label
    let selection: Binding<SelectionValue>
    let content: Content

    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.content = content()
        self.label = label()
    }

    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
        self.label = label
    }

    public var body: Never { fatalError("Picker has no body") }

    package func nodes(in environment: EnvironmentValues) throws -> [Node] {
        var inner = environment
        inner.tagsByIdentity = true
        inner.stackAxis = nil
        let options = try ViewLowering.nodes(of: content, in: inner)
        let selected = AnyHashable(selection.wrappedValue)
        let chosen = options.firstIndex { Tag.tag(of: $0) == selected }
        switch environment.pickerLook {
        case .segmented: return try segmented(options, chosen: chosen, in: environment)
        case .inline: return try inline(options, chosen: chosen, in: environment)
        case .menu: break
        }
        // The selected option is drawn again in the value's colour: secondary in a list, else the tint.
        let inList = environment.listLook != nil
        var valueEnvironment = inner
        valueEnvironment.foregroundStyle = inList ? AnyShapeStyle(HierarchicalShapeStyle.secondary) : AnyShapeStyle(environment.tint ?? .accentColor)
        let values = try ViewLowering.nodes(of: content, in: valueEnvironment)
        let value = chosen.map { NodeView(node: values[$0]) }
        let view: AnyView
        if inList {
            view = AnyView(HStack { label; Spacer(); value; Chevrons().foregroundStyle(.secondary) })
        } else {
            view = AnyView(HStack(spacing: 4) { value; Chevrons() }.foregroundStyle(environment.tint ?? .accentColor))
        }
        return try ViewLowering.nodes(of: view, in: environment)
    }

    /// In a list or form, iOS 17/18 draws an inline picker's options as rows of the section, the
    /// selected one with a checkmark (`checkmark`, semibold body) in the tint at the trailing
    /// edge; the label is not drawn. Outside a list iOS draws the wheel, which is refused.
    private func inline(_ options: [Node], chosen: Int?, in environment: EnvironmentValues) throws -> [Node] {
        guard environment.listLook != nil else {
            throw ViewError("Picker", "an inline picker outside a List or Form is iOS's wheel, which Pixelproof does not draw yet; put it in a Form or use .menu or .segmented")
        }
        let tint = environment.tint ?? .accentColor
        return try options.indices.flatMap { i in
            let row = HStack {
                NodeView(node: options[i])
                Spacer()
                if i == chosen { Image(systemName: "checkmark").fontWeight(.semibold).foregroundStyle(tint) }
            }
            return try ViewLowering.nodes(of: row, in: environment)
        }
    }

    private func segmented(_ options: [Node], chosen: Int?, in environment: EnvironmentValues) throws -> [Node] {
        let dark = environment.colorScheme == .dark
        // The options are drawn again with the segment's font: lowered once more in that environment.
        var titles = environment
        titles.tagsByIdentity = true
        titles.font = .system(size: 13)
        let plain = try ViewLowering.nodes(of: content, in: titles)
        titles.fontWeight = .semibold
        let bold = try ViewLowering.nodes(of: content, in: titles)
        let view = HStack(spacing: 0) {
            ForEach(0..<options.count, id: \.self) { i in
                NodeView(node: i == chosen ? bold[i] : plain[i])
                    .lineLimit(1)
                    .frame(maxWidth: .infinity, minHeight: 28)
                    .background {
                        if i == chosen {
                            RoundedRectangle(cornerRadius: 7, style: .continuous)
                                .fill(dark ? Color(red: 0x63 / 255, green: 0x63 / 255, blue: 0x66 / 255) : .white)
                                .shadow(color: .black.opacity(0.12), radius: 4, x: 0, y: 3)
                        }
                    }
            }
        }
        .padding(2)
        .frame(maxWidth: .infinity)
        .background(Color.tertiarySystemFill, in: RoundedRectangle(cornerRadius: 9, style: .continuous))
        return try ViewLowering.nodes(of: view, in: environment)
    }
}

/// iOS's closed menu picker's up-and-down chevrons (the symbol `chevron.up.chevron.down`), small.
struct Chevrons: View {
    var body: some View {
        Image(systemName: "chevron.up.chevron.down").font(.system(size: 12, weight: .semibold))
    }
}

extension Picker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content, label: { Text(titleKey) })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content, label: { Text(title) })
    }
}
