/// `.textCase(_:)`: the texts inside drawn upper- or lowercased. SwiftUI maps the case with the
/// environment's locale; a render has no locale of its own here, so the mapping is Unicode's
/// default, the one every locale but Turkish, Azeri and Lithuanian shares.
extension View {
    public func textCase(_ textCase: Text.Case?) -> some View {
        ModifiedView(self, environment: { $0[TextCaseKey.self] = textCase })
    }
}

/// The case set by the nearest `.textCase` above a text (nil: as written).
struct TextCaseKey: EnvironmentKey {
    static let defaultValue: Text.Case? = nil
}

extension EnvironmentValues {
    /// `string` in the case `.textCase` asked for.
    func textCased(_ string: String) -> String {
        switch self[TextCaseKey.self] {
        case .uppercase?: string.uppercased()
        case .lowercase?: string.lowercased()
        case nil: string
        }
    }
}

extension Text {
    /// The case `textCase(_:)` draws text in.
    public enum Case: Hashable, Sendable { case uppercase, lowercase }
}
