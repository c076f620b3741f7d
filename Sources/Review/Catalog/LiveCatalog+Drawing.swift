import BuiltInComponents
import DescriptionFormat
import SceneBuilding
import Dispatch
import Files
import Foundation
import GoldenRun
import PNGCodec
import Parallel
import Pixelproof
import Values

extension LiveCatalog {
    /// The descriptions under the folders, as `pixelproof test` finds them.
    func descriptionFiles() -> [SnapshotDiscovery.Description] {
        (try? SnapshotDiscovery.find(in: folders.map(\.root))) ?? []
    }

    /// The golden run the page shows: the descriptions and the libraries under the folders, in
    /// `assignment`, each description taking only the contexts its resolver has. The page draws
    /// its cases and compares nothing, so its store names no folder.
    func run(_ assignment: VariantAssignment) -> SnapshotRun {
        let roots = folders.map(\.root)
        return SnapshotRun(store: GoldenStore(folder: ""), sources: [.descriptions(folders: roots), .libraries(folders: roots, system: librarySystem)],
                           renderer: renderer, variants: [assignment], contexts: .whereDefined)
    }

    /// Every card of the folders in `assignment`, in order: descriptions by name, then each
    /// library's component variants. A file that cannot be read or drawn is a card with its error.
    func draw(_ assignment: VariantAssignment) -> [CatalogCard] {
        let cases = plan(run(assignment))
        return Parallel.map(cases.count) { draw(cases[$0]) }
    }

    /// The run's cases source by source. Folders that cannot be listed are one card with the
    /// error; the libraries' listing fails for the same folders, so it adds nothing to that card.
    private func plan(_ run: SnapshotRun) -> [SnapshotCase] {
        var cases: [SnapshotCase] = []
        for source in run.sources {
            do { cases += try run.cases(of: source) } catch {
                guard case .descriptions = source else { continue }
                cases.append(SnapshotCase(name: "(folders)", renderWithScale: { throw error }))
            }
        }
        return cases
    }

    /// The card of one case: its picture as PNG with its size in logical px, or its error.
    private func draw(_ snapshot: SnapshotCase) -> CatalogCard {
        var card = CatalogCard(name: snapshot.title, file: snapshot.file.map(relative) ?? "", library: snapshot.library)
        do {
            if let file = snapshot.file, let refusal = refusal(file) {
                card.error = refusal
                return card
            }
            let (pixmap, scale) = try snapshot.render()
            let drawnAt = scale ?? renderer.scale ?? Scale.golden
            card.png = try PNGEncoder.default.encode(pixmap, scale: Double(drawnAt))
            (card.width, card.height) = (pixmap.width / drawnAt, pixmap.height / drawnAt)
        } catch { card.error = "\(error)" }
        return card
    }

    /// Why a found file is not read, or nil: one that links outside the served folders (its
    /// contents would show in the error card) or is no regular file (a FIFO would never end).
    func refusal(_ path: String) -> String? {
        guard let resolved = FilePath.resolvingLinks(path), folders.contains(where: { $0.contains(resolved) }) else {
            return "\(relative(path)) links outside the served folders, so it is not read; serve its own folder too to see it"
        }
        let kind = FileKind.at(resolved)
        return kind == .regularFile ? nil : "\(relative(path)): \(kind.notAFile ?? "no such file"), so it is not read"
    }

    /// `path` relative to the served folder that holds it.
    func relative(_ path: String) -> String {
        for folder in folders where folder.contains(path) {
            return String(path.dropFirst(folder.root.count)).drop { $0 == "/" }.description
        }
        return path
    }
}
