/// `GET /v1/images/:key?ids=…&scale=S&format=png` (`GetImagesResponse`): a URL per node id, or
/// `null` where Figma could not render the node. Every id asked for is in the map.
package struct GetImagesResponse: Decodable, Sendable {
    package var err: String?
    package var images: [String: String?]
}
