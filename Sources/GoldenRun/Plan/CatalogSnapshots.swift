import BuiltInComponents
import DescriptionFormat
import SceneBuilding
import PixelDiff
import Pixelproof

/// The catalog as golden-image tests (`pixelproof test --catalog all`): each item is a snapshot
/// named `catalog/<its catalog file>`, so its golden is `<snapshots>/catalog/ids/<Figma name>@2x.png`,
/// the same file the repository's own catalog golden tests compare with.
package enum CatalogSnapshots {
    /// The snapshot name of the catalog file `ids/IDS.Badge--Dot-Standard.png`.
    package static func name(ofFile file: String) -> String {
        "catalog/" + (file.hasSuffix(".png") ? String(file.dropLast(".png".count)) : file)
    }

    /// One case per item of `systems` in every variant of `assignments`, drawn at `scale`.
    package static func cases(systems: [String], in assignments: [VariantAssignment] = [], defaultContexts: [String: String] = [:],
                             renderer: Renderer, scale: Int) throws -> [SnapshotCase] {
        let items = Catalog.items(try Catalog.items(systems: systems),
                                  in: assignments, defaultContexts: defaultContexts)
        let drawing = renderer.withScale(scale)
        return CatalogRenderer.plan(items).map { item, file in
            var snapshot = SnapshotCase(name: name(ofFile: file), renderWithScale: { (try drawing.pixmap(of: item.document), scale) })
            let name = snapshot.name
            snapshot.audit = { options in
                try AuditedRender.render(item.document, defaultVariant: AuditedRender.defaultVariant(of: item.document),
                                         renderer: drawing, options: options, file: name)
            }
            return snapshot
        }
    }
}
