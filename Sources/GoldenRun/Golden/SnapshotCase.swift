import Audit
import Raster

/// One snapshot to check: its name (a path without extension, e.g. "buttons/primary") and how to
/// render it. Rendering is deferred so that one failing render (a description that does not parse)
/// becomes that snapshot's error while the others still run.
public struct SnapshotCase: Sendable {
    public var name: String
    /// What a person calls it: the description's name without its variant, or a component
    /// variant's Figma name (the live catalog's card titles).
    public var title: String
    /// The file it is described in, when it comes from one.
    public var file: String?
    /// The component library it belongs to (its sheet name), for component variants.
    public var library: String?
    /// The picture and, when the case decides it (a description's own `scale:`), its scale; nil
    /// means the run's scale.
    /// Called on any thread: cases render in parallel.
    public var render: @Sendable () throws -> (pixmap: Pixmap, scale: Int?)
    /// The same picture drawn once and audited for accessibility (`pixelproof audit`,
    /// `test --audit`); nil for a case that is not drawn from a description.
    package var audit: (@Sendable (AuditOptions) throws -> AuditedPicture)? = nil

    public init(name: String, render: @escaping @Sendable () throws -> Pixmap) {
        self.init(name: name, renderWithScale: { (try render(), nil) })
    }

    /// A case that chooses its own scale, which names its golden (`name@3x.png`).
    public init(name: String, title: String? = nil, file: String? = nil, library: String? = nil,
                renderWithScale: @escaping @Sendable () throws -> (pixmap: Pixmap, scale: Int?)) {
        self.name = name
        self.title = title ?? name
        self.file = file
        self.library = library
        self.render = renderWithScale
    }
}
