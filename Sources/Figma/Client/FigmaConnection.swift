import Foundation

/// Where and how the client talks to Figma: the API's address, the token, and the limits a CI
/// job relies on. The token is held here and only ever put in the `X-Figma-Token` header of a
/// request to the API's own host; `description` leaves it out so no message can carry it.
package struct FigmaConnection: Sendable, CustomStringConvertible {
    /// Figma's public REST API.
    package static let publicAPI = URL(string: "https://api.figma.com")!

    package var api: URL
    package var token: String
    /// Whole seconds one request may wait for an answer before it counts as timed out. Whole,
    /// because FoundationNetworking hands libcurl whole seconds: 0.8 would time out at once.
    package var timeout: Int
    /// Seconds the whole run may spend waiting out rate limits (429 `Retry-After`).
    package var maxWait: Double
    /// Tries per request when the server errs (5xx) or does not answer in time.
    package var tries: Int
    /// Seconds before the second try; doubled before each further one.
    package var backoff: Double

    package init(api: URL = FigmaConnection.publicAPI, token: String, timeout: Int = 30, maxWait: Double = 120,
                tries: Int = 3, backoff: Double = 1) {
        self.api = api; self.token = token; self.timeout = timeout; self.maxWait = maxWait
        self.tries = tries; self.backoff = backoff
    }

    package var description: String { "Figma API at \(api.absoluteString)" }
}
