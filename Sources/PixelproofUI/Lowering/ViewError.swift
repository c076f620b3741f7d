/// Why a view could not be drawn, with the chain of views it happened in
/// (`AppCard › VStack › Image(systemName: "plus")`), outermost first.
public struct ViewError: Error, CustomStringConvertible, Sendable {
    /// The views around the one that failed, outermost first.
    public var path: [String]
    public var message: String

    package init(_ what: String, _ message: String) {
        self.path = [what]
        self.message = message
    }

    /// The same error seen from the view `name` that holds the failing one.
    func inside(_ name: String) -> ViewError {
        var copy = self
        copy.path.insert(name, at: 0)
        return copy
    }

    public var description: String { path.joined(separator: " › ") + ": " + message }
}
