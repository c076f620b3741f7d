/// The body of a failed request, in either of Figma's two shapes:
/// `ErrorResponsePayloadWithErrMessage` (`{"status": 403, "err": "Invalid token"}`) or
/// `ErrorResponsePayloadWithErrorBoolean` (`{"error": true, "status": 404, "message": "Not found"}`).
package struct FigmaErrorBody: Decodable, Sendable {
    package var status: Double?
    package var err: String?
    package var message: String?

    /// Figma's own words, when the body had any.
    package var text: String? { err ?? message }
}
