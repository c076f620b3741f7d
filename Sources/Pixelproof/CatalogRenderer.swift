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

    /// A catalog item, its file and its picture's size in device px: what the manifest and the
    /// contact sheet's layout need, known before the picture is drawn and kept after it is written.
    package struct WrittenItem: Sendable {
        package var item: CatalogItem
        /// Relative to the output folder: `ids/IDS.Button--Standard--Primary-Default.png`.
        package var file: String
        package var width: Int
        package var height: Int
    }

    /// How many pictures may be drawn ahead of the one being written, per core. Pictures are
    /// drawn on every core and written in order, so this bounds what a run holds at once.
    static let picturesAheadPerCore = 4

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

    /// Every item laid out, not drawn (in parallel): its file and picture size. An item that
    /// cannot be drawn fails here, naming its file, before anything is drawn or written.
    package func measure(_ items: [CatalogItem]) throws -> [WrittenItem] {
        let planned = Self.plan(items)
        let renderer = self.renderer.withScale(scale)
        let sizes = Parallel.map(planned.count) { i -> Result<(width: Int, height: Int), RenderError> in
            do { return .success(try renderer.pictureSize(of: planned[i].0.document)) } catch {
                return .failure(RenderError(planned[i].1, "\(error)"))
            }
        }
        return try planned.indices.map { i in
            let size = try sizes[i].get()
            return WrittenItem(item: planned[i].0, file: planned[i].1, width: size.width, height: size.height)
        }
    }

    /// Draws `items` on every core and hands each picture to `collect` in their order, as soon
    /// as it and the ones before it are drawn, with its PNG (encoded on the drawing core);
    /// never more than `picturesAheadPerCore` a core are held waiting for `collect`.
    package func draw(_ items: [WrittenItem], collect: (Int, Pixmap, [UInt8]) throws -> Void) throws {
        let renderer = self.renderer.withScale(scale), scale = Double(self.scale)
        try Parallel.stream(items.count, ahead: Self.picturesAheadPerCore * Parallel.cores) { i -> Result<(Pixmap, [UInt8]), RenderError> in
            do {
                let pixmap = try renderer.pixmap(of: items[i].item.document)
                return .success((pixmap, try PNGEncoder.default.encode(pixmap, scale: scale)))
            } catch {
                return .failure(RenderError(items[i].file, "\(error)"))
            }
        } collect: { i, result in
            let (pixmap, png) = try result.get()
            try collect(i, pixmap, png)
        }
    }

    /// Draws every item and writes its PNG, the contact sheets and the manifest under `folder`
    /// (atomically, file by file); returns what was written, in catalog order. Every item is
    /// laid out and every sheet's pages sized first, so an item that cannot be drawn or a sheet
    /// that cannot fit leaves nothing written. Then each picture, as it is drawn, is written and
    /// drawn onto its sheet's page, and let go: what the run holds is a few pictures a core and
    /// one page, not every picture (a library's 4,000 variants would be 1.9 GB of them).
    package func write(_ items: [CatalogItem], systems: [String], to folder: String) throws -> [WrittenItem] {
        let written = try measure(items)
        let sheets = try systems.map { system in
            try ContactSheet.pages(of: written.filter { $0.item.system == system }, title: "Pixelproof catalog: \(system)",
                                   scale: scale, fonts: renderer.fonts)
        }
        for system in systems { try FilePath.createFolder(folder + "/" + system) }
        for (system, pages) in zip(systems, sheets) {
            var sheet = ContactSheet.Composer(pages: pages) { n, pixmap, scale in
                // One sheet keeps its name; a sheet split into pages numbers them.
                let name = pages.count == 1 ? "\(system)-contact-sheet.png" : "\(system)-contact-sheet-\(n + 1).png"
                try AtomicFile.write(try PNGEncoder.default.encode(pixmap, scale: Double(scale)), to: "\(folder)/\(name)")
            }
            let own = written.filter { $0.item.system == system }
            try draw(own) { i, pixmap, png in
                try AtomicFile.write(png, to: folder + "/" + own[i].file)
                try sheet.add(pixmap)
            }
            try sheet.finish()
        }
        try AtomicFile.write(Array(manifest(written).pretty.utf8), to: folder + "/catalog.json")
        return written
    }

    package func manifest(_ items: [WrittenItem]) -> JSONValue {
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
                    ("width", .number(Double(rendered.width))),
                    ("height", .number(Double(rendered.height))),
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
