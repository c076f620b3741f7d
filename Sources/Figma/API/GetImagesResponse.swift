/// `GET /v1/images/:key?ids=…&scale=S&format=png` (`GetImagesResponse`): a URL per node id, or
/// `null` where Figma could not render the node. Every id asked for is in the map.
public struct GetImagesResponse: Decodable, Sendable {
    public var err: String?
    public var images: [String: String?]
}
