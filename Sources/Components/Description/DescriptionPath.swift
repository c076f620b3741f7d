/// A place in a description, written as in messages: `content.vstack.children[1].button.type`.
public struct DescriptionPath: Hashable, Sendable, CustomStringConvertible {
    /// One step of a key path: a key (`children`) or a list index (`[1]`).
    public enum Step: Hashable, Sendable {
        case key(String)
        case index(Int)
    }

    public private(set) var steps: [Step]

    public init(_ steps: [Step] = []) {
        self.steps = steps
    }

    public static let root = DescriptionPath()

    public func appending(_ key: String) -> DescriptionPath { DescriptionPath(steps + [.key(key)]) }
    public func appending(index: Int) -> DescriptionPath { DescriptionPath(steps + [.index(index)]) }

    /// The last key, if the path ends in one (used to name what is being read).
    public var lastKey: String? {
        if case let .key(key)? = steps.last { return key }
        return nil
    }

    public var description: String {
        var text = ""
        for step in steps {
            switch step {
            case let .key(key): text += text.isEmpty ? key : "." + key
            case let .index(index): text += "[\(index)]"
            }
        }
        return text
    }
}
