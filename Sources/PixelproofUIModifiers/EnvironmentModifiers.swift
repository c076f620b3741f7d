import PixelproofUICore
import BuiltInComponents
import DescriptionFormat
import SceneBuilding

// Modifiers that change what the views inside see: text and symbols take the font, weight,
// foreground style, line limit, alignment and truncation from here.
extension View {
    public func font(_ font: Font?) -> some View {
        ModifiedView(self, environment: { $0.font = font })
    }

    public func fontWeight(_ weight: Font.Weight?) -> some View {
        ModifiedView(self, environment: { $0.fontWeight = weight })
    }

    public func bold(_ isActive: Bool = true) -> some View {
        ModifiedView(self, environment: { if isActive { $0.fontWeight = .bold } })
    }

    /// A hierarchical style (`.secondary`) is a level of the foreground style around this view.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        ModifiedView(self, environment: { $0.foregroundStyle = AnyShapeStyle(StyleInOuterForeground(style, outer: $0.foregroundStyle)) })
    }

    public func foregroundColor(_ color: Color?) -> some View {
        ModifiedView(self, environment: { $0.foregroundStyle = color.map(AnyShapeStyle.init) })
    }

    /// The colour controls tint with (a `Button`'s label).
    public func tint(_ tint: Color?) -> some View {
        ModifiedView(self, environment: { $0.tint = tint })
    }

    public func lineLimit(_ number: Int?) -> some View {
        ModifiedView(self, environment: { $0.lineLimit = number })
    }

    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        ModifiedView(self, environment: { $0.multilineTextAlignment = alignment })
    }

    public func truncationMode(_ mode: Text.TruncationMode) -> some View {
        ModifiedView(self, environment: { $0.truncationMode = mode })
    }

    /// Recorded in the environment (`isEnabled`); a still frame draws the control as it is.
    public func disabled(_ disabled: Bool) -> some View {
        ModifiedView(self, environment: { if disabled { $0.isEnabled = false } })
    }
}
