import Files
import Raster
import Values

/// A single-colour SVG icon, read into the paths it draws: each shape's outline in the icon's
/// viewport (its `width` × `height`, or its `viewBox` size), with the transforms of its groups
/// and its own applied, filled or stroked. Drawn as a template image: in the foreground colour,
/// only each layer's opacity kept. What the reader draws is in docs/ASSETS.md; anything else in a
/// file is an error naming the element and its line.
package struct SVGIcon: Hashable, Sendable {
    package enum Paint: Hashable, Sendable {
        case fill(FillRule)
        case stroke(StrokeStyle)
    }

    package struct Layer: Hashable, Sendable {
        /// In the viewport's coordinates.
        package var path: Path
        package var paint: Paint
        /// The layer's fill or stroke opacity (0...1), times its element's opacity.
        package var opacity: Double

        package init(path: Path, paint: Paint, opacity: Double) { self.path = path; self.paint = paint; self.opacity = opacity }
    }

    /// The viewport: the area the icon is fitted into its frame by, and clipped to.
    package var size: Size
    package var layers: [Layer]

    /// Icon files are a few kilobytes; a larger file is not an icon.
    package static let maxFileBytes = 1 << 20

    /// Reads the icon file at `path` (bounded; a regular file only).
    package static func load(_ path: String) throws(SVGIconError) -> SVGIcon {
        let bytes: [UInt8]
        do { bytes = try AtomicFile.read(path, maxBytes: maxFileBytes) } catch {
            throw SVGIconError(file: path, message: error.message)
        }
        return try parse(bytes, file: path)
    }

    /// Reads an icon from its bytes; `file` names it in errors.
    package static func parse(_ bytes: [UInt8], file: String) throws(SVGIconError) -> SVGIcon {
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw SVGIconError(file: file, message: "is not UTF-8 text; an SVG icon is an XML file")
        }
        let root = try XMLElementTree.parse(text, file: file)
        var reader = SVGIconReader(file: file)
        return try reader.icon(root)
    }
}
