/// Why a Figma command could not do its work: a message that names the request or the input and
/// says what to do. The token is never part of one (see `FigmaConnection`), and what came from
/// the server in it is shown with its control characters escaped (`ServerText`).
package struct FigmaError: Error, Hashable, Sendable, CustomStringConvertible {
    package var message: String
    package init(_ message: String) { self.message = ServerText.shown(message) }
    package var description: String { message }
}
