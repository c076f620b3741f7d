import DescriptionModel
import Files
import SVGIcons

/// An icon file a description or a `systemName` names: an SVG (read by `SVGIcon`, the vector
/// subset in docs/ASSETS.md) or a PNG (its alpha drawn in the icon's colour), told apart by the
/// file's extension.
package enum IconFile {
    package enum Kind: String, CaseIterable, Sendable { case svg, png }

    /// The kind of icon `path` holds by its extension; nil for any other file.
    package static func kind(of path: String) -> Kind? {
        let name = FilePath.fileName(of: path)
        guard let dot = name.lastIndex(of: ".") else { return nil }
        return Kind(rawValue: name[name.index(after: dot)...].lowercased())
    }

    /// The size of the SVG file at `path` (its viewport: `width` × `height`, or the viewBox's).
    package static func svgSize(of path: String) throws -> (width: Double, height: Double) {
        let icon = try SVGIcon.load(path)
        return (icon.size.width, icon.size.height)
    }
}
