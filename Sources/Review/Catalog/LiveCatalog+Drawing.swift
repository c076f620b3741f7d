import Components
import Dispatch
import Files
import Foundation
import PNGCodec
import Pixelproof
import Synchronization

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
        let results = Mutex<[Int: CatalogCard]>([:])
        DispatchQueue.concurrentPerform(iterations: jobs.count) { i in
            let card = draw(jobs[i], assignment)
            results.withLock { $0[i] = card }
        }
        let all = results.withLock { $0 }
        return jobs.indices.map { all[$0]! }
    }

    private func plan(_ assignment: VariantAssignment) -> [Job] {
        var jobs: [Job] = []
        do {
            jobs = try SnapshotDiscovery.find(in: folders.map(\.root)).map { found in
                let file = relative(found.path)
                if let refusal = refusal(found.path) { return .failed(CatalogCard(name: found.name, file: file, error: refusal)) }
                return .description(name: found.name, path: found.path, file: file)
            }
        } catch {
            jobs.append(.failed(CatalogCard(name: "(folders)", file: "", error: "\(error)")))
        }
        for library in (try? SnapshotDiscovery.libraries(in: folders.map(\.root))) ?? [] {
            let name = ComponentLibrary.sheetName(of: library)
            if let refusal = refusal(library) {
                jobs.append(.failed(CatalogCard(name: name, file: relative(library), library: name, error: refusal)))
                continue
            }
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

    /// Why a found file is not read, or nil: one that links outside the served folders (its
    /// contents would show in the error card) or is no regular file (a FIFO would never end).
    private func refusal(_ path: String) -> String? {
        guard let resolved = ServedFolder.realPath(path), folders.contains(where: { $0.contains(resolved) }) else {
            return "\(relative(path)) links outside the served folders, so it is not read; serve its own folder too to see it"
        }
        return FilePath.isFile(resolved) ? nil : "\(relative(path)) is not a regular file (a pipe, a socket or a device), so it is not read"
    }

    private func draw(_ job: Job, _ assignment: VariantAssignment) -> CatalogCard {
        switch job {
        case let .failed(card):
            return card
        case let .description(name, path, file):
            var card = CatalogCard(name: name, file: file)
            do {
                let document = try DescriptionFile.load(path, scale: renderer.scale, variant: own(assignment, path))
                try card.draw(document, scale: renderer.scale ?? document.scale ?? SnapshotDiscovery.defaultScale, with: renderer)
            } catch { card.error = "\(error)" }
            return card
        case let .component(item, library, file):
            // A library is drawn with --system's tokens, which have no resolver: contexts are the
            // descriptions' business (Catalog.items left them out of the assignment below).
            var card = CatalogCard(name: item.figmaName.description, file: file, library: library)
            do { try card.draw(item.document, scale: renderer.scale ?? SnapshotDiscovery.defaultScale, with: renderer) } catch {
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
