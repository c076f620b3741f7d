/// `GET /v1/files/:key/component_sets` (`GetFileComponentSetsResponse`): the file's published
/// component sets, each with the node id it lives at (which may be deeper than a bounded
/// `GET /v1/files/:key` reaches).
public struct GetFileComponentSetsResponse: Decodable, Sendable {
    public var meta: Meta

    public struct Meta: Decodable, Sendable {
        public var componentSets: [PublishedComponentSet]
        enum CodingKeys: String, CodingKey { case componentSets = "component_sets" }
    }

    /// `PublishedComponentSet`, its name and node id only.
    public struct PublishedComponentSet: Decodable, Hashable, Sendable {
        public var name: String
        public var nodeID: String
        enum CodingKeys: String, CodingKey { case name, nodeID = "node_id" }
    }
}
