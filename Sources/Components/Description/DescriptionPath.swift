/// A place in a description, written as in messages: `content.vstack.children[1].button.type`.
public struct DescriptionPath: Hashable, Sendable, CustomStringConvertible {
    public enum Component: Hashable, Sendable {
        case key(String)
        case index(Int)
    }

    public private(set) var components: [Component]

    public init(_ components: [Component] = []) {
        self.components = components
    }

    public static let root = DescriptionPath()

    public func appending(_ key: String) -> DescriptionPath { DescriptionPath(components + [.key(key)]) }
    public func appending(index: Int) -> DescriptionPath { DescriptionPath(components + [.index(index)]) }

    /// The last key, if the path ends in one (used to name what is being read).
    public var lastKey: String? {
        if case let .key(key)? = components.last { return key }
        return nil
    }

    public var description: String {
        var text = ""
        for component in components {
            switch component {
            case let .key(key): text += text.isEmpty ? key : "." + key
            case let .index(index): text += "[\(index)]"
            }
        }
        return text
    }
}
