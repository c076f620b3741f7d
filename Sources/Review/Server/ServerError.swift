/// A problem starting or configuring the server (a folder that does not exist, a port in use),
/// worded for the person who runs the command; the CLI exits 2 with it.
public struct ServerError: Error, CustomStringConvertible, Sendable, Hashable {
    public var description: String
    public init(_ description: String) { self.description = description }
}
