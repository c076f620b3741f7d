/// `GET /v1/files/:key/nodes?ids=…` (`GetFileNodesResponse`): the file's version and each node
/// asked for with its subtree; a node id the file does not hold maps to `null`.
public struct GetFileNodesResponse: Decodable, Sendable {
    public var name: String
    public var version: String
    public var lastModified: String
    public var nodes: [String: Entry?]

    public struct Entry: Decodable, Sendable {
        public var document: FigmaNode
    }
}
