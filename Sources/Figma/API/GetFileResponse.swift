/// `GET /v1/files/:key?depth=N` (`GetFileResponse`): the file's version and the document down to
/// the depth asked for, with the component sets it holds by node id.
package struct GetFileResponse: Decodable, Sendable {
    package var name: String
    package var version: String
    package var lastModified: String
    package var document: FigmaNode
    /// Component set metadata by node id (`ComponentSet`: only the name is read).
    package var componentSets: [String: ComponentSetMetadata]

    package struct ComponentSetMetadata: Decodable, Hashable, Sendable {
        package var name: String
    }
}
