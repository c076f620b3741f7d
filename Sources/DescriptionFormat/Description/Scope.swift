import DescriptionModel
import DescriptionSource

/// A YAML value being read, the key path it sits at, and the scope it was written in.
package struct Value {
    let node: SourceNode
    let path: DescriptionPath
    let scope: Scope

    init(node: SourceNode, path: DescriptionPath, scope: Scope) {
        self.node = node
        self.path = path
        self.scope = scope
    }

    /// A value inside this one (a mapping's entry, a list's item), written in the same place.
    func child(_ node: SourceNode, at path: DescriptionPath) -> Value {
        Value(node: node, path: path, scope: scope)
    }

    /// The same written value, standing at another key path (a prop's value where its body uses it).
    func placed(at path: DescriptionPath) -> Value {
        Value(node: node, path: path, scope: scope)
    }
}

/// Where a value was written: the file (for file:line:col and for relative paths) and, inside a
/// component's body, the props bound there. The document's own text has no bindings, so `$label`
/// written in a description is just text; only a body gives `$` a meaning.
package final class Scope {
    /// The file's name as messages show it.
    let file: String
    /// Where relative paths written in this file start (nil: as given).
    let directory: String?
    /// The props of the component whose body this is, by name (empty outside a body).
    let bindings: [String: PropBinding]
    /// The component whose body this is (nil outside a body).
    let component: DescribedComponent?

    init(file: String, directory: String?, bindings: [String: PropBinding] = [:], component: DescribedComponent? = nil) {
        self.file = file
        self.directory = directory
        self.bindings = bindings
        self.component = component
    }

    /// True inside a component's body, where `$name`, `${name}`, `$switch` and `when` are read.
    var isBody: Bool { component != nil }
}

/// A prop's value where a component is used: the value as written (in the use's scope), or unset
/// (an optional prop nobody gave).
package enum PropBinding {
    case value(Value, text: String?)
    case unset

    /// The value as text, for `${name}`, `$switch` and `when` (bools as `true` / `false`); nil
    /// for an unset prop and for a node.
    var text: String? {
        if case let .value(_, text) = self { return text }
        return nil
    }
}
