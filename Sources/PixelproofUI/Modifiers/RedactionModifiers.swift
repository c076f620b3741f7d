import DescriptionModel

/// Why `redacted(reason:)` hides a view's content.
public struct RedactionReasons: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The content is a placeholder for data still loading: texts, images and symbols are drawn
    /// as placeholders (`RedactedText` in SceneBuilding); shapes and colours as they are.
    public static let placeholder = RedactionReasons(rawValue: 1 << 0)
    /// Hides what `privacySensitive()` marks; nothing here is so marked, so it draws as written.
    public static let privacy = RedactionReasons(rawValue: 1 << 1)
    /// A widget's stale content; drawn as written.
    public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

struct RedactionReasonsKey: EnvironmentKey {
    static let defaultValue: RedactionReasons = []
}

extension EnvironmentValues {
    /// The reasons the views here are redacted (`.redacted(reason:)`), as SwiftUI keeps them.
    public var redactionReasons: RedactionReasons {
        get { self[RedactionReasonsKey.self] }
        set { self[RedactionReasonsKey.self] = newValue }
    }

    /// Whether content is drawn as a placeholder: SwiftUI redacts content for `.placeholder`
    /// (and for `.privacy` only what is privacy-sensitive).
    var redactsContent: Bool { redactionReasons.contains(.placeholder) }
}

extension View {
    /// The view with `reason` added to the reasons it is redacted for: with `.placeholder`, every
    /// text inside is drawn as a bar per line and every image and symbol as its frame filled, in
    /// the foreground colour at 16 % of its opacity; shapes and colours are drawn as they are
    /// (docs/SWIFTUI.md, "Redacted placeholders").
    public func redacted(reason: RedactionReasons) -> some View {
        ModifiedView(self, environment: { $0.redactionReasons.formUnion(reason) })
    }

    /// The view drawn as written inside a redacted one.
    public func unredacted() -> some View {
        ModifiedView(self, environment: { $0.redactionReasons = [] })
    }
}

extension Node {
    /// The image or symbol this node draws, as a placeholder in `color` (the foreground) when
    /// the environment redacts content; any other node unchanged.
    func redactedImage(_ color: ColorValue) -> Node {
        switch self {
        case var .image(image):
            image.placeholder = color
            return .image(image)
        case var .icon(icon):
            icon.placeholder = color
            return .icon(icon)
        case let .frame(frame):
            // A symbol in its box: the placeholder fills the box, so the glyph takes it whole.
            guard case var .icon(icon) = frame.child, let width = frame.width, let height = frame.height else { return self }
            icon.image = ImageBox(width: width, height: height, isResizable: true)
            icon.placeholder = color
            var boxed = frame
            boxed.child = .icon(icon)
            return .frame(boxed)
        default:
            return self
        }
    }
}
