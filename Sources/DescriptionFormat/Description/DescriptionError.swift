import DescriptionModel
import DescriptionSource
/// A problem in a description file: where it is, which key, what was expected.
///
/// `description` is the one-line message of FORMAT.md:
/// `button.yaml:4:11: content.vstack.children[1].button.type: unknown button type "primry"; expected one of …`
public struct DescriptionError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Nil when the format gives no place (an empty file, a file too large to read).
    package var location: SourceLocation?
    /// The file name, kept even when there is no line and column.
    public var file: String
    package var path: DescriptionPath
    /// What is wrong and what was expected, with any "(did you mean …?)" clause.
    public var message: String
    /// The name suggested by "did you mean", if any (for tests and for tools that offer fixes).
    public var suggestion: String?

    package init(file: String, location: SourceLocation?, path: DescriptionPath, message: String, suggestion: String? = nil) {
        self.file = file
        self.location = location
        self.path = path
        self.message = message
        self.suggestion = suggestion
    }

    public var description: String {
        let place = location.map(\.description) ?? file
        let key = path.steps.isEmpty ? "" : "\(path): "
        return "\(place): \(key)\(message)"
    }
}

/// Several problems found by one pass (the token validation reports every unknown name at once).
public struct DescriptionErrors: Error, Hashable, Sendable, CustomStringConvertible {
    public var errors: [DescriptionError]

    package init(_ errors: [DescriptionError]) { self.errors = errors }

    public var description: String { errors.map(\.description).joined(separator: "\n") }
}
