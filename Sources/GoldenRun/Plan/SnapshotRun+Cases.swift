import Values
import BuiltInComponents
import DescriptionFormat
import SceneBuilding
import PixelDiff
import Pixelproof

extension SnapshotRun {
    /// Every case of every source, in the sources' order (the run sorts them by name).
    public func plan() throws -> [SnapshotCase] {
        try sources.flatMap { try cases(of: $0) }
    }

    /// The cases of one source, each drawn with the run's renderer in each of its variants.
    /// Throws when the source cannot be listed (a folder that does not exist, a catalog that
    /// cannot be planned); a file that cannot be drawn is its case's error instead.
    public func cases(of source: SnapshotSource) throws -> [SnapshotCase] {
        switch source {
        case let .descriptions(folders, skipping):
            // Each variant loads its description again; the files it names are decoded once.
            let images = decodedImages()
            return try SnapshotDiscovery.find(in: folders, skipping: skipping).flatMap { descriptionCases($0, images: images) }
        case let .catalog(systems):
            return try CatalogSnapshots.cases(systems: systems, in: variants, renderer: renderer, scale: scale)
        case let .libraries(folders, system):
            return try SnapshotDiscovery.libraries(in: folders).flatMap { libraryCases($0, system: system) }
        case let .cases(cases):
            return cases
        }
    }

    /// One case per variant: the golden of a variant is <name>.AX3.rtl@2x.png (the default
    /// variant's name is unchanged, and so are the contexts the description's resolver defaults to).
    private func descriptionCases(_ description: SnapshotDiscovery.Description, images: DecodedImages) -> [SnapshotCase] {
        let renderer = self.renderer
        return variants.map { given in
            let variant = contexts == .whereDefined ? Self.ownContexts(of: given, path: description.path) : given
            let name = description.name + variant.naming.fileSuffix(defaultContexts: Self.defaultContexts(description.path, variant))
            var snapshot = SnapshotCase(name: name, title: description.name, file: description.path, drawing: {
                let document = try DescriptionFile.load(description.path, scale: renderer.scale, variant: variant, images: images)
                let scale = renderer.scale ?? document.scale ?? Scale.golden
                let pixmap = try renderer.withScale(scale).pixmap(of: document)
                let masks = try document.maskPixels(scale: scale, pictureWidth: pixmap.width, pictureHeight: pixmap.height)
                return SnapshotCase.Drawing(pixmap: pixmap, scale: scale, masks: masks.map(MaskRegion.init(pixels:)))
            })
            snapshot.audit = { options in
                let document = try DescriptionFile.load(description.path, scale: renderer.scale, variant: variant, images: images)
                let own = variant.values.isEmpty && variant.contexts.isEmpty
                    ? nil : try DescriptionFile.load(description.path, scale: renderer.scale, images: images)
                let drawing = renderer.withScale(renderer.scale ?? document.scale ?? Scale.golden)
                var picture = try AuditedRender.render(document, defaultVariant: own, renderer: drawing, options: options, file: description.path)
                picture.masks = try document.maskPixels(scale: picture.scale, pictureWidth: picture.pixmap.width,
                                                        pictureHeight: picture.pixmap.height).map(MaskRegion.init(pixels:))
                return picture
            }
            return snapshot
        }
    }

    /// Every preview variant of the library's components, in each of the run's variants without
    /// token contexts (a library names no resolver; contexts are the descriptions' business).
    private func libraryCases(_ path: String, system: String) -> [SnapshotCase] {
        let sheet = ComponentLibrary.sheetName(of: path)
        let items: [CatalogItem]
        do { items = try ComponentLibrary.variants(path, system: system) } catch {
            var failing = SnapshotCase(name: sheet, file: path, library: sheet, renderWithScale: { throw error })
            // `audit` says why too (a matrix past its bound, a prop without a value), not only `test`.
            failing.audit = { _ in throw error }
            return [failing]
        }
        let scale = self.scale
        let drawing = renderer.withScale(scale)
        let withoutContexts = variants.map { VariantAssignment(values: $0.values) }
        return CatalogRenderer.plan(Catalog.items(items, in: withoutContexts)).map { item, file in
            let name = sheet + "/" + String(file.dropLast(".png".count))
            var snapshot = SnapshotCase(name: name, title: item.figmaName.description,
                                        file: path, library: sheet, renderWithScale: { (try drawing.pixmap(of: item.document), scale) })
            snapshot.audit = { options in
                try AuditedRender.render(item.document, defaultVariant: AuditedRender.defaultVariant(of: item.document),
                                         renderer: drawing, options: options, file: name)
            }
            return snapshot
        }
    }

    /// The default contexts of the resolver a description uses, when the variant chooses contexts
    /// (read before it is tested, so its golden's name leaves them out).
    private static func defaultContexts(_ path: String, _ variant: VariantAssignment) -> [String: String] {
        guard !variant.contexts.isEmpty, let document = try? DescriptionFile.parse(path) else { return [:] }
        return TokenSystems.defaultContexts(for: document)
    }

    /// `assignment` with only the token contexts the description's own resolver has a modifier for.
    private static func ownContexts(of assignment: VariantAssignment, path: String) -> VariantAssignment {
        guard !assignment.contexts.isEmpty else { return assignment }
        let modifiers = Set(((try? DescriptionFile.parse(path)).map(TokenSystems.modifiers(for:)) ?? []).map(\.name))
        return VariantAssignment(values: assignment.values, contexts: assignment.contexts.filter { modifiers.contains($0.modifier) })
    }
}
