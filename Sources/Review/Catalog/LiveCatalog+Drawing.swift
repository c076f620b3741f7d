import Components
import Foundation
import PNGCodec
import Parallel
import Pixelproof
import Values

extension LiveCatalog {
    /// One thing to draw: a description, or one variant of a library's component.
    private enum Job {
        case description(name: String, path: String, file: String)
        case component(CatalogItem, library: String, file: String)
        case failed(CatalogCard)
    }

    /// The descriptions under the folders, as `pixelproof test` finds them.
    func descriptionFiles() -> [SnapshotDiscovery.Description] {
        (try? SnapshotDiscovery.find(in: folders.map(\.root))) ?? []
    }

    /// Every card of the folders in `assignment`, in order: descriptions by name, then each
    /// library's component variants. A file that cannot be read or drawn is a card with its error.
    func draw(_ assignment: VariantAssignment) -> [CatalogCard] {
        let jobs = plan(assignment)
        return Parallel.map(jobs.count) { draw(jobs[$0], assignment) }
    }

    private func plan(_ assignment: VariantAssignment) -> [Job] {
        var jobs: [Job] = []
        do {
            jobs = try SnapshotDiscovery.find(in: folders.map(\.root)).map { .description(name: $0.name, path: $0.path, file: relative($0.path)) }
        } catch {
            jobs.append(.failed(CatalogCard(name: "(folders)", file: "", error: "\(error)")))
        }
        for library in (try? SnapshotDiscovery.libraries(in: folders.map(\.root))) ?? [] {
            let name = ComponentLibrary.sheetName(of: library)
            do {
                let items = try ComponentLibrary.variants(library, system: librarySystem)
                let withoutContexts = VariantAssignment(values: assignment.values)
                jobs += Catalog.items(items, in: [withoutContexts]).map { .component($0, library: name, file: relative(library)) }
            } catch {
                jobs.append(.failed(CatalogCard(name: name, file: relative(library), library: name, error: "\(error)")))
            }
        }
        return jobs
    }

    private func draw(_ job: Job, _ assignment: VariantAssignment) -> CatalogCard {
        switch job {
        case let .failed(card):
            return card
        case let .description(name, path, file):
            var card = CatalogCard(name: name, file: file)
            do {
                let document = try DescriptionFile.load(path, scale: renderer.scale, variant: own(assignment, path))
                try card.draw(document, scale: renderer.scale ?? document.scale ?? Scale.golden, with: renderer)
            } catch { card.error = "\(error)" }
            return card
        case let .component(item, library, file):
            // A library is drawn with --system's tokens, which have no resolver: contexts are the
            // descriptions' business (Catalog.items left them out of the assignment below).
            var card = CatalogCard(name: item.figmaName.description, file: file, library: library)
            do { try card.draw(item.document, scale: renderer.scale ?? Scale.golden, with: renderer) } catch {
                card.error = "\(error)"
            }
            return card
        }
    }

    /// `assignment` with only the token contexts the description's own resolver has a modifier
    /// for: choosing theme=dark in the page darkens the descriptions that can be dark and leaves
    /// the others as they are, instead of refusing them. A context the modifier lacks still fails
    /// (as `--context` does), with the contexts it has.
    func own(_ assignment: VariantAssignment, _ path: String) -> VariantAssignment {
        guard !assignment.contexts.isEmpty else { return assignment }
        let modifiers = Set(((try? DescriptionFile.parse(path)).map(TokenSystems.modifiers(for:)) ?? []).map(\.name))
        return VariantAssignment(values: assignment.values, contexts: assignment.contexts.filter { modifiers.contains($0.modifier) })
    }

    /// `path` relative to the served folder that holds it.
    func relative(_ path: String) -> String {
        for folder in folders where folder.contains(path) {
            return String(path.dropFirst(folder.root.count)).drop { $0 == "/" }.description
        }
        return path
    }
}

extension CatalogCard {
    /// The card's picture: `document` drawn at `scale`, as PNG, with its size in logical px.
    mutating func draw(_ document: Document, scale: Int, with renderer: Renderer) throws {
        let pixmap = try renderer.withScale(scale).pixmap(of: document)
        png = try PNGEncoder.default.encode(pixmap, scale: Double(scale))
        (width, height) = (pixmap.width / scale, pixmap.height / scale)
    }
}
