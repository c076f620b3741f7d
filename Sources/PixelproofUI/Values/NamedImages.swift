/// The asset catalog's image sets, as the render reads them: the file drawn for a name in a
/// colour scheme at a scale.
package struct NamedImages: Sendable {
    /// An image set's file for one render.
    package struct File: Hashable, Sendable {
        package var path: String
        /// Pixels per point (1, 2, 3); nil for a file of any scale.
        package var scale: Int?
        /// The set's "Render As: Template Image".
        package var isTemplate: Bool

        package init(path: String, scale: Int?, isTemplate: Bool) {
            self.path = path
            self.scale = scale
            self.isTemplate = isTemplate
        }
    }

    package let file: @Sendable (_ name: String, _ scheme: ColorScheme, _ scale: Int) throws -> File

    package init(_ file: @escaping @Sendable (_ name: String, _ scheme: ColorScheme, _ scale: Int) throws -> File) { self.file = file }
}

private struct NamedImagesKey: EnvironmentKey { static let defaultValue: NamedImages? = nil }

extension EnvironmentValues {
    /// Where `Image("name")` is looked up: the asset catalog of the render.
    package var namedImages: NamedImages? {
        get { self[NamedImagesKey.self] }
        set { self[NamedImagesKey.self] = newValue }
    }
}
