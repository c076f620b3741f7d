import BuiltInComponents
import DescriptionFormat
import SceneBuilding
import Dispatch
import Files
import Foundation
import JSON
import Pixelproof
import Synchronization

/// The pictures of every description and component library under some folders, in one variant
/// at a time, drawn again when a file changes.
///
/// `refresh()` (called by the watcher) compares file stamps and bumps the generation when
/// anything was saved; `cards(for:)` draws what the current generation and variant need, once,
/// on every core, and keeps the last few variants' pictures for the page to fetch by key.
package final class LiveCatalog: Sendable {
    package let folders: [ServedFolder]
    let renderer: Renderer
    /// The tokens component libraries are drawn with (they name no system of their own).
    let librarySystem: String
    private let stamps: Mutex<FileStamps>
    private let generationCounter = Mutex(0)
    private let drawn = Mutex<[String: (generation: Int, cards: [CatalogCard])]>([:])

    /// How many variants' pictures are kept at once.
    static let keptVariants = 8

    package init(folders: [String], renderer: Renderer, librarySystem: String = "ids") throws(ServerError) {
        self.folders = try folders.map { path throws(ServerError) in try ServedFolder(path) }
        self.renderer = renderer
        self.librarySystem = librarySystem
        stamps = Mutex(FileStamps.scan(self.folders.map(\.root)))
    }

    package var generation: Int { generationCounter.withLock { $0 } }

    /// The files saved, added or removed since the last call (empty when none); a change starts
    /// a new generation, so the next `cards(for:)` draws again.
    package func refresh() -> [String] {
        let now = FileStamps.scan(folders.map(\.root))
        let changed = stamps.withLock { old -> [String] in
            let changes = old.changes(to: now)
            old = now
            return changes
        }
        if !changed.isEmpty {
            generationCounter.withLock { $0 += 1 }
            drawn.withLock { $0.removeAll() }
        }
        return changed
    }

    /// Every card in `variant`, drawn now or taken from the last drawing of this generation.
    package func cards(for variant: CatalogVariant) -> (generation: Int, cards: [CatalogCard]) {
        let generation = self.generation
        if let kept = drawn.withLock({ $0[variant.key] }), kept.generation == generation { return kept }
        let cards = draw(variant.assignment)
        drawn.withLock { kept in
            if kept.count >= LiveCatalog.keptVariants { kept.removeAll() }
            kept[variant.key] = (generation, cards)
        }
        return (generation, cards)
    }

    /// The picture with this key, from any kept drawing.
    package func image(key: String) -> [UInt8]? {
        drawn.withLock { kept in
            for entry in kept.values {
                if let card = entry.cards.first(where: { $0.key == key }) { return card.png }
            }
            return nil
        }
    }

    /// The catalog as the page reads it: generation, variant, and each card with its picture URL.
    package func jsonValue(for variant: CatalogVariant) -> JSONValue {
        let (generation, cards) = self.cards(for: variant)
        let items = cards.map { card in card.jsonValue(image: card.key.map { "/images/\($0).png" }) }
        let errors = cards.filter { $0.error != nil }.count
        return .object([("generation", .int(generation)), ("variant", .string(variant.key)), ("errors", .int(errors)),
                        ("items", .array(items))])
    }

    /// The variant axes and, for descriptions that use a token resolver, its modifiers' contexts.
    package var variantsJSON: JSONValue {
        var modifiers: [String: [String]] = [:]
        // Only the files a card would read: a FIFO saved into the folder is never opened.
        for path in descriptionFiles().map(\.path) where refusal(path) == nil {
            guard let document = try? DescriptionFile.parse(path) else { continue }
            for modifier in TokenSystems.modifiers(for: document) where modifiers[modifier.name] == nil {
                modifiers[modifier.name] = modifier.contexts
            }
        }
        let axes = VariantAxis.allCases.map { ($0.rawValue, JSONValue.array($0.values.map(JSONValue.string))) }
        let contexts = modifiers.keys.sorted().map { ($0, JSONValue.array(modifiers[$0]!.map(JSONValue.string))) }
        return .object([("axes", .object(axes)), ("contexts", .object(contexts))])
    }

    /// A content key for a picture: FNV-1a over its bytes, so an unchanged picture keeps its URL.
    static func key(_ bytes: [UInt8]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
