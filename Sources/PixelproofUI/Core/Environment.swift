import Localization
import BuiltInComponents
import DescriptionFormat
import SceneBuilding
import DesignTokens

/// A value a view reads from its surroundings, as SwiftUI's `EnvironmentKey`.
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// What a view sees around it: the colour scheme, Dynamic Type size and layout direction of the
/// variant being drawn, and what modifiers above it set (font, foreground style, line limit …).
/// Values are plain copies; the storage is never shared between renders, hence `@unchecked`.
public struct EnvironmentValues: @unchecked Sendable {
    public var colorScheme: ColorScheme = .light
    public var dynamicTypeSize: DynamicTypeSize = .large
    public var layoutDirection: LayoutDirection = .leftToRight
    /// Device pixels per point of the render (1, 2 or 3).
    public var displayScale: CGFloat = 2
    public var font: Font?
    public var lineLimit: Int?
    public var multilineTextAlignment: TextAlignment = .leading
    public var truncationMode: Text.TruncationMode = .tail
    public var isEnabled: Bool = true
    /// Dates are shown in UTC unless a view says otherwise: a golden must not depend on the
    /// machine's zone.
    public var timeZone: TimeZone = TimeZone(identifier: "UTC")!
    /// The moment `Text(date, style: .relative)`, `.offset` and `.timer` count from: a snapshot
    /// never reads the machine's clock. 1 January 2026, 09:41 UTC unless a view sets another.
    public var now: Date = Date(timeIntervalSince1970: 1_767_260_460)

    /// Set by `.foregroundStyle`; nil is the primary label colour.
    package var foregroundStyle: AnyShapeStyle?
    /// Set by `.fontWeight`, over the font's own weight.
    package var fontWeight: Font.Weight?
    /// Set by `.tint`: what a button's label is drawn in (nil: the accent colour).
    package var tint: Color?
    /// The axis of the stack a view sits in (a `Divider` is a line across it).
    package var stackAxis: Axis?
    /// How texts are pseudo-localized in this render (a variant of the snapshot).
    package var pseudoLocale: PseudoLocale = .none
    /// The team's strings catalog `Text("key")` resolves through (nil: keys drawn as written).
    package var strings: StringCatalog?
    /// Where keys drawn without a translation are recorded.
    package var stringCoverage: StringCoverage?
    /// Where `Color("name")` is looked up: the asset catalog of the render.
    package var namedColors: NamedColors?
    /// The team's icon folder `Image(systemName:)` looks in first.
    package var iconFolder: String?
    /// The canvas names no design system: the system font's text styles draw as iOS draws them
    /// (SF Pro or its stand-in, SF Pro's metrics); on a design system's canvas they draw as that
    /// system's descriptions do (docs/SWIFTUI.md, "The system font and twins").
    package var drawsSystemFont = false
    private var custom: [ObjectIdentifier: Any] = [:]

    public init() {}

    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { custom[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { custom[ObjectIdentifier(key)] = newValue }
    }

    /// The environment the view being asked for its body sees.
    @TaskLocal package static var current = EnvironmentValues()
}

/// `@Environment(\.colorScheme) private var colorScheme`: reads the environment of the render.
@propertyWrapper
public struct Environment<Value> {
    private let keyPath: KeyPath<EnvironmentValues, Value>

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }

    public var wrappedValue: Value { EnvironmentValues.current[keyPath: keyPath] }
}

/// Light or dark appearance; the snapshot's colour-scheme variant sets it.
public enum ColorScheme: Hashable, Sendable, CaseIterable {
    case light, dark
}

/// Which way leading and trailing point; the snapshot's direction variant sets it.
public enum LayoutDirection: Hashable, Sendable, CaseIterable {
    case leftToRight, rightToLeft
}

/// The user's text size (SwiftUI's `DynamicTypeSize`); the snapshot's text-size variant sets it.
public enum DynamicTypeSize: Hashable, Sendable, CaseIterable, Comparable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    /// The same category as the Dynamic Type table names it.
    package var textSize: TextSize { TextSize.allCases[Self.allCases.firstIndex(of: self)!] }

    package init(_ textSize: TextSize) { self = Self.allCases[TextSize.allCases.firstIndex(of: textSize)!] }
}

/// A horizontal or vertical axis.
public enum Axis: Hashable, Sendable, CaseIterable {
    case horizontal, vertical
}

extension View {
    /// Sets an environment value for this view and the views in it.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        ModifiedView(self, environment: { $0[keyPath: keyPath] = value })
    }
}
