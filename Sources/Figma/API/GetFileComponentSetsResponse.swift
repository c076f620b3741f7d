/// `GET /v1/files/:key/component_sets` (`GetFileComponentSetsResponse`): the file's published
/// component sets, each with the node id it lives at (which may be deeper than a bounded
/// `GET /v1/files/:key` reaches).
package struct GetFileComponentSetsResponse: Decodable, Sendable {
    package var meta: Meta

    package struct Meta: Decodable, Sendable {
        package var componentSets: [PublishedComponentSet]
        enum CodingKeys: String, CodingKey { case componentSets = "component_sets" }
    }

    /// `PublishedComponentSet`, its name and node id only.
    package struct PublishedComponentSet: Decodable, Hashable, Sendable {
        package var name: String
        package var nodeID: String
        enum CodingKeys: String, CodingKey { case name, nodeID = "node_id" }
    }
}
