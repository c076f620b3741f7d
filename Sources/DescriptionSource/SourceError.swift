/// Text that cannot be read as a tree: the problem and where (nil when no place can be named,
/// such as a file that is not text). The description reader adds the key path and its own shape.
package struct SourceError: Error, Hashable, Sendable {
    package var message: String
    package var location: SourceLocation?

    package init(_ message: String, at location: SourceLocation?) {
        self.message = message
        self.location = location
    }

    /// Nesting beyond `maxDepth` mappings and lists, refused before a tree is built recursively.
    static func tooDeep(_ maxDepth: Int, at location: SourceLocation?) -> SourceError {
        SourceError("nesting is deeper than \(maxDepth) levels of mappings and lists; flatten the description", at: location)
    }
}
