/// The body of a failed request, in either of Figma's two shapes:
/// `ErrorResponsePayloadWithErrMessage` (`{"status": 403, "err": "Invalid token"}`) or
/// `ErrorResponsePayloadWithErrorBoolean` (`{"error": true, "status": 404, "message": "Not found"}`).
public struct FigmaErrorBody: Decodable, Sendable {
    public var status: Double?
    public var err: String?
    public var message: String?

    /// Figma's own words, when the body had any.
    public var text: String? { err ?? message }
}
