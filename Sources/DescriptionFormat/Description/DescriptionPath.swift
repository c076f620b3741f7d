import DescriptionModel

/// A place in a description, written as in messages: `content.vstack.children[1].button.type`.
package struct DescriptionPath: Hashable, Sendable, CustomStringConvertible {
    /// One step of a key path: a key (`children`) or a list index (`[1]`).
    package enum Step: Hashable, Sendable {
        case key(String)
        case index(Int)
    }

    package private(set) var steps: [Step]

    package init(_ steps: [Step] = []) {
        self.steps = steps
    }

    package static let root = DescriptionPath()

    package func appending(_ key: String) -> DescriptionPath { DescriptionPath(steps + [.key(key)]) }
    package func appending(index: Int) -> DescriptionPath { DescriptionPath(steps + [.index(index)]) }

    /// The last key, if the path ends in one (used to name what is being read).
    package var lastKey: String? {
        if case let .key(key)? = steps.last { return key }
        return nil
    }

    package var description: String {
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
