/// Why a Figma command could not do its work: a message that names the request or the input and
/// says what to do. The token is never part of one (see `FigmaConnection`).
public struct FigmaError: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
