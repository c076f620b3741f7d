import PixelDiff
import Raster

/// One snapshot to check: its name (a path without extension, e.g. "buttons/primary") and how to
/// render it. Rendering is deferred so that one failing render (a description that does not parse)
/// becomes that snapshot's error while the others still run.
public struct SnapshotCase: Sendable {
    /// A case's picture, the scale it chose (nil: the run's) and the regions its comparison
    /// ignores in the picture's device pixels (a description's `mask:`).
    package struct Drawing: Sendable {
        package var pixmap: Pixmap
        package var scale: Int?
        package var masks: [MaskRegion]

        package init(pixmap: Pixmap, scale: Int?, masks: [MaskRegion] = []) {
            self.pixmap = pixmap; self.scale = scale; self.masks = masks
        }
    }

    public var name: String
    /// What a person calls it: the description's name without its variant, or a component
    /// variant's Figma name (the live catalog's card titles).
    public var title: String
    /// The file it is described in, when it comes from one.
    public var file: String?
    /// The component library it belongs to (its sheet name), for component variants.
    public var library: String?
    /// Draws the case, on any thread (cases render in parallel).
    package var draw: @Sendable () throws -> Drawing

    /// The picture and, when the case decides it (a description's own `scale:`), its scale; nil
    /// means the run's scale.
    public var render: @Sendable () throws -> (pixmap: Pixmap, scale: Int?) {
        let draw = self.draw
        return { let drawing = try draw(); return (drawing.pixmap, drawing.scale) }
    }

    public init(name: String, render: @escaping @Sendable () throws -> Pixmap) {
        self.init(name: name, renderWithScale: { (try render(), nil) })
    }

    /// A case that chooses its own scale, which names its golden (`name@3x.png`).
    public init(name: String, title: String? = nil, file: String? = nil, library: String? = nil,
                renderWithScale: @escaping @Sendable () throws -> (pixmap: Pixmap, scale: Int?)) {
        self.init(name: name, title: title, file: file, library: library, drawing: {
            let (pixmap, scale) = try renderWithScale()
            return Drawing(pixmap: pixmap, scale: scale)
        })
    }

    /// A case whose comparison may ignore regions of its picture.
    package init(name: String, title: String? = nil, file: String? = nil, library: String? = nil,
                 drawing: @escaping @Sendable () throws -> Drawing) {
        self.name = name
        self.title = title ?? name
        self.file = file
        self.library = library
        self.draw = drawing
    }
}
