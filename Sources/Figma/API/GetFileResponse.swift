/// `GET /v1/files/:key?depth=N` (`GetFileResponse`): the file's version and the document down to
/// the depth asked for, with the component sets it holds by node id.
public struct GetFileResponse: Decodable, Sendable {
    public var name: String
    public var version: String
    public var lastModified: String
    public var document: FigmaNode
    /// Component set metadata by node id (`ComponentSet`: only the name is read).
    public var componentSets: [String: ComponentSetMetadata]

    public struct ComponentSetMetadata: Decodable, Hashable, Sendable {
        public var name: String
    }
}
