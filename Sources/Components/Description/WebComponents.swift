// The components of the web system (seed 004).

public struct WebButtonNode: Hashable, Sendable {
    public enum ButtonType: String, Hashable, Sendable, CaseIterable {
        case primary, secondary, outline
    }

    public var label: String
    public var type: ButtonType
    public var isEnabled: Bool

    public init(label: String, type: ButtonType = .primary, isEnabled: Bool = true) {
        self.label = label
        self.type = type
        self.isEnabled = isEnabled
    }
}

public struct CardNode: Hashable, Sendable {
    /// small 16, medium 24, large 32 (RESOLVED.md 15).
    public enum Padding: String, Hashable, Sendable, CaseIterable {
        case small, medium, large
    }

    public var padding: Padding
    public var children: [Node]

    public init(padding: Padding = .medium, children: [Node] = []) {
        self.padding = padding
        self.children = children
    }
}

public struct TextFieldNode: Hashable, Sendable {
    public enum State: String, Hashable, Sendable, CaseIterable {
        case `default`, focus, error
    }

    public var label: String?
    public var placeholder: String?
    public var text: String?
    public var state: State

    public init(label: String? = nil, placeholder: String? = nil, text: String? = nil, state: State = .default) {
        self.label = label
        self.placeholder = placeholder
        self.text = text
        self.state = state
    }
}
