/// `GET /v1/files/:key/nodes?ids=…` (`GetFileNodesResponse`): the file's version and each node
/// asked for with its subtree; a node id the file does not hold maps to `null`.
package struct GetFileNodesResponse: Decodable, Sendable {
    package var name: String
    package var version: String
    package var lastModified: String
    package var nodes: [String: Entry?]

    package struct Entry: Decodable, Sendable {
        package var document: FigmaNode
    }
}
