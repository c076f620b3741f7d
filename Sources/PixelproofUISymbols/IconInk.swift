import DescriptionModel
import Raster
import Values

extension IconNode.Glyph {
    /// The part of the 24-unit grid the icon inks, a stroke's half width included: what a
    /// symbol's layout box is made from. The whole grid for a file, whose drawing is not read
    /// here, and for path data that cannot be read (drawing it reports why).
    package var inkBounds: Rect {
        let grid = Rect(x: 0, y: 0, width: BuiltInIcon.boxSize, height: BuiltInIcon.boxSize)
        switch self {
        case let .builtIn(name):
            guard let icon = name.builtInIcon else { return grid }
            var bounds: Rect?
            for layer in icon.layers {
                guard var box = (try? Raster.Path(svgPathData: layer.pathData))?.controlBounds else { continue }
                if case let .stroke(width) = layer.style { box = box.insetBy(-width / 2) }
                bounds = bounds.map { $0.union(box) } ?? box
            }
            return bounds ?? grid
        case let .path(d):
            return (try? Raster.Path(svgPathData: d))?.controlBounds ?? grid
        case .file:
            return grid
        }
    }
}
