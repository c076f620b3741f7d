import JSON

/// One picture of the live catalog, or the error that stands in its place.
package struct CatalogCard: Sendable {
    /// The snapshot name of a description (`buttons/primary`), or a component variant's Figma name.
    package var name: String
    /// The file it comes from, relative to the folder served.
    package var file: String
    /// The library a component variant belongs to; nil for descriptions.
    package var library: String?
    /// The PNG (nil when it could not be drawn).
    package var png: [UInt8]? { didSet { key = png.map(LiveCatalog.key) } }
    /// A hash of `png`, its URL's name (an unchanged picture keeps its URL).
    package private(set) var key: String?
    package var width = 0
    package var height = 0
    /// What is wrong with the file, as `pixelproof render` would say it.
    package var error: String?

    /// The card for the page; `image` is the URL of its picture.
    func jsonValue(image: String?) -> JSONValue {
        var members: [(String, JSONValue)] = [("name", .string(name)), ("file", .string(file))]
        if let library { members.append(("library", .string(library))) }
        if let image { members += [("image", .string(image)), ("width", .int(width)), ("height", .int(height))] }
        if let error { members.append(("error", .string(error))) }
        return .object(members)
    }
}
