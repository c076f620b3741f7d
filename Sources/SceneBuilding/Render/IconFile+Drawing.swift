import DescriptionFormat
import DescriptionModel
import Raster
import SVGIcons

extension IconFile {
    /// The drawing of the icon in `file`; errors name `keyPath` and the file's own line.
    static func drawing(of file: FileReference, loadImage: (FileReference) throws -> Pixmap, at keyPath: String) throws -> IconLeaf.Drawing {
        switch kind(of: file.resolved) {
        case .svg:
            do {
                let icon = try SVGIcon.load(file.resolved)
                return .vector(layers: icon.layers, box: icon.size, clipped: true)
            } catch { throw RenderError(keyPath, error.description) }
        case .png:
            do { return .template(try loadImage(file)) } catch { throw RenderError(keyPath, "\(file.given): \(error)") }
        case nil:
            throw RenderError(keyPath, "\(file.given): an icon file is an SVG (.svg) or a PNG (.png)")
        }
    }
}
