/// How large controls are drawn (SwiftUI's `ControlSize`): set by `.controlSize(_:)` for every
/// control inside; the bordered button styles read it.
import PixelproofUICore
public enum ControlSize: Hashable, Sendable, CaseIterable {
    case mini, small, regular, large, extraLarge
}

private struct ControlSizeKey: EnvironmentKey {
    static var defaultValue: ControlSize { .regular }
}

extension EnvironmentValues {
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }
}

extension View {
    public func controlSize(_ size: ControlSize) -> some View {
        ModifiedView(self, environment: { $0.controlSize = size })
    }
}
