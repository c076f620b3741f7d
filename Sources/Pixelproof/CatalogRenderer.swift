import Files
import JSON
import BuiltInComponents
import DescriptionFormat
import SceneBuilding
import DesignTokens
import PNGCodec
import Parallel
import Raster
import Typesetting

/// Renders the catalog: one PNG per item under `<folder>/<system>/`, a contact sheet per system,
/// and `catalog.json`, the manifest that maps each file to its component, parameters and Figma name.
package struct CatalogRenderer: Sendable {
    package var renderer: Renderer
    package var scale: Int

    package init(renderer: Renderer, scale: Int) {
        self.renderer = renderer; self.scale = scale
    }

    /// A catalog item and its pixels.
    package struct RenderedItem: Sendable {
        package var item: CatalogItem
        /// Relative to the output folder: `ids/IDS.Button--Standard--Primary-Default.png`.
        package var file: String
        package var pixmap: Pixmap
    }

    /// Renders every item of `systems` (in parallel; the result is in catalog order).
    package func render(systems: [String]) throws -> [RenderedItem] {
        try render(Catalog.items(systems: systems))
    }

    /// Renders `items` (in parallel; the result is in their order), each under a folder named
    /// after its `system` (a built-in system, or a library of one's own).
    package func render(_ items: [CatalogItem]) throws -> [RenderedItem] {
        let planned = Self.plan(items)
        let renderer = self.renderer.withScale(scale)
        let all = Parallel.map(planned.count) { i -> Result<Pixmap, RenderError> in
            do { return .success(try renderer.pixmap(of: planned[i].0.document)) } catch {
                return .failure(RenderError(planned[i].1, "\(error)"))
            }
        }
        return try planned.indices.map { i in
            RenderedItem(item: planned[i].0, file: planned[i].1, pixmap: try all[i].get())
        }
    }

    /// Every item of `systems` with its file name, unique per folder even where case is ignored.
    static func plan(systems: [String]) throws -> [(CatalogItem, String)] {
        plan(try Catalog.items(systems: systems))
    }

    package static func plan(_ items: [CatalogItem]) -> [(CatalogItem, String)] {
        var stems: [String: UniqueFileStems] = [:]
        return items.map { item in
            (item, "\(item.system)/\(stems[item.system, default: UniqueFileStems()].claim(item.figmaName.fileStem)).png")
        }
    }

    /// Writes the PNGs, contact sheets and manifest under `folder` (atomically, file by file).
    /// The sheets are drawn first, so a problem with one leaves nothing written.
    package func write(_ items: [RenderedItem], systems: [String], to folder: String) throws {
        var sheets: [(file: String, pixmap: Pixmap, scale: Int)] = []
        for system in systems {
            let pages = try ContactSheet.pages(of: items.filter { $0.item.system == system }, title: "Pixelproof catalog: \(system)",
                                               scale: scale, fonts: renderer.fonts)
            for (n, page) in pages.enumerated() {
                // One sheet keeps its name; a sheet split into pages numbers them.
                let name = pages.count == 1 ? "\(system)-contact-sheet.png" : "\(system)-contact-sheet-\(n + 1).png"
                sheets.append((name, page.pixmap, page.scale))
            }
        }
        for system in systems { try FilePath.createFolder(folder + "/" + system) }
        for item in items {
            try AtomicFile.write(try PNGEncoder.default.encode(item.pixmap, scale: Double(scale)), to: folder + "/" + item.file)
        }
        for sheet in sheets {
            try AtomicFile.write(try PNGEncoder.default.encode(sheet.pixmap, scale: Double(sheet.scale)), to: "\(folder)/\(sheet.file)")
        }
        try AtomicFile.write(Array(manifest(items).pretty.utf8), to: folder + "/catalog.json")
    }

    package func manifest(_ items: [RenderedItem]) -> JSONValue {
        .object([
            ("scale", .number(Double(scale))),
            ("items", .array(items.map { rendered in
                // "system" is the token system drawn with; a library's items also name their
                // library (the folder and contact sheet they are grouped under).
                let system = rendered.item.document.system.name
                let library: [(String, JSONValue)] = rendered.item.system == system ? [] : [("library", .string(rendered.item.system))]
                return .object([
                    ("file", .string(rendered.file)),
                    ("system", .string(system)),
                ] + library + [
                    ("component", .string(rendered.item.component)),
                    ("figmaName", .string(rendered.item.figmaName.description)),
                    ("width", .number(Double(rendered.pixmap.width))),
                    ("height", .number(Double(rendered.pixmap.height))),
                    ("canvas", canvas(of: rendered.item.document)),
                    ("parameters", .object(rendered.item.parameters.map { ($0.key, CatalogRenderer.parameterValue($0.value)) })),
                ])
            })),
        ])
    }

    /// A variant's parameter as JSON: a bool prop's `true`/`false` as a JSON bool (the variant
    /// axes are bools and enums, and an enum value is never spelled `true` or `false`, which YAML
    /// would read as a bool), anything else as the string it is.
    static func parameterValue(_ value: String) -> JSONValue {
        switch value {
        case "true": .bool(true)
        case "false": .bool(false)
        default: .string(value)
        }
    }
}

extension CatalogRenderer {
    /// The canvas an item is drawn on (logical px, colours resolved), so other tools can rebuild it.
    func canvas(of document: Document) -> JSONValue {
        let background: String
        if let value = document.canvas.background, let color = try? renderer.context(for: document).color(value, at: "") {
            background = color.hex
        } else {
            background = "transparent"
        }
        var padding = 0.0
        if case let .points(p) = document.canvas.padding.top { padding = p }
        return .object([("width", .number(document.canvas.width)), ("padding", .number(padding)), ("background", .string(background))])
    }
}

/// The catalog's file list and single-item rendering, for the golden tests (one test per file).
package enum CatalogRendererPlan {
    package static func files(systems: [String]) throws -> [String] {
        try CatalogRenderer.plan(systems: systems).map(\.1)
    }

    package static func render(file: String, scale: Int, renderer: Renderer = Renderer()) throws -> Pixmap {
        try renderer.withScale(scale).pixmap(of: try document(file: file))
    }

    /// The description of the catalog item written to `file` (`ids/IDS.Button--Standard--Primary-Default.png`).
    package static func document(file: String) throws -> Document {
        let system = String(file.prefix { $0 != "/" })
        guard let item = try CatalogRenderer.plan(systems: [system]).first(where: { $0.1 == file })?.0 else {
            throw RenderError("", "no catalog item \(file)")
        }
        return item.document
    }
}
