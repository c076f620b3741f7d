/// A description that validated but cannot be drawn: a token of the wrong kind, a font family no
/// folder has, an image that will not decode. The message names the key path and the fix.
public struct RenderError: Error, Hashable, Sendable, CustomStringConvertible {
    public var path: String
    public var message: String

    public init(_ path: String, _ message: String) {
        self.path = path; self.message = message
    }

    public var description: String { path.isEmpty ? message : "\(path): \(message)" }
}
