/// A problem starting or configuring the server (a folder that does not exist, a port in use),
/// worded for the person who runs the command; the CLI exits 2 with it.
package struct ServerError: Error, CustomStringConvertible, Sendable, Hashable {
    package var description: String
    package init(_ description: String) { self.description = description }
}
