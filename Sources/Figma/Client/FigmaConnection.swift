import Foundation

/// Where and how the client talks to Figma: the API's address, the token, and the limits a CI
/// job relies on. The token is held here and only ever put in the `X-Figma-Token` header of a
/// request to the API's own host; `description` leaves it out so no message can carry it.
package struct FigmaConnection: Sendable, CustomStringConvertible {
    /// Figma's public REST API.
    package static let publicAPI = URL(string: "https://api.figma.com")!

    package var api: URL
    package var token: String
    /// Whole seconds one request may take, from sending it to the last byte of the answer, before
    /// it counts as timed out. Whole, because FoundationNetworking hands libcurl whole seconds: 0.8
    /// would time out at once.
    package var timeout: Int
    /// Seconds the whole run may spend waiting out rate limits (429 `Retry-After`).
    package var maxWait: Double
    /// Tries per request when the server errs (5xx) or does not answer in time.
    package var tries: Int
    /// Seconds before the second try; doubled before each further one. Also the floor of a
    /// rate-limit wait, doubled with each 429 in a row (whatever `Retry-After` says).
    package var backoff: Double
    /// 429s in a row one request may meet before it fails: with the doubling floor, a server that
    /// answers `Retry-After: 0` for ever is asked this many times, not 22 times a second.
    package var rateLimitTries: Int
    /// The largest answer of the API taken (bytes): a `depth=2` file answer is far smaller;
    /// past it the request fails rather than fill the memory.
    package var maxJSONBytes: Int
    /// The largest image downloaded (bytes), streamed to a temporary file and refused past it.
    package var maxImageBytes: Int

    /// 64 MiB: a file answer at `depth=2`, or the nodes of fifty component sets, is a few megabytes.
    package static let defaultMaxJSONBytes = 64 << 20
    /// 128 MiB: Figma renders at most 32 megapixels, and a component's picture compresses to a
    /// small part of its 128 MB of raw pixels.
    package static let defaultMaxImageBytes = 128 << 20

    package init(api: URL = FigmaConnection.publicAPI, token: String, timeout: Int = 30, maxWait: Double = 120,
                tries: Int = 3, backoff: Double = 1, rateLimitTries: Int = 8,
                maxJSONBytes: Int = FigmaConnection.defaultMaxJSONBytes, maxImageBytes: Int = FigmaConnection.defaultMaxImageBytes) {
        self.api = api; self.token = token; self.timeout = timeout; self.maxWait = maxWait
        self.tries = tries; self.backoff = backoff; self.rateLimitTries = rateLimitTries
        self.maxJSONBytes = maxJSONBytes; self.maxImageBytes = maxImageBytes
    }

    package var description: String { "Figma API at \(api.absoluteString)" }
}
