import Diagnostics
import Files
import Foundation
import JSON

/// One `name.imageset/Contents.json`: the image files it holds for an iPhone, by scale (`1x`,
/// `2x`, `3x`, or none for a single vector or any-scale file) and appearance. Entries for other
/// idioms are valid and not drawn; an `iphone` entry wins over a `universal` one.
struct ImageSet: Hashable, Sendable {
    struct Entry: Hashable, Sendable {
        var file: String
        /// 1, 2 or 3; nil for a file of any scale (a vector, or an image Xcode scales).
        var scale: Int?
        var isDark: Bool
        var rank: Int
    }

    var name: String
    var folder: String
    var entries: [Entry]
    /// `"template-rendering-intent": "template"`: drawn in the foreground colour, as Xcode's
    /// "Render As: Template Image".
    var isTemplate: Bool

    /// Reads an image set's Contents.json; files are looked for in `folder` (it must hold them).
    static func parse(_ bytes: [UInt8], name: String, file: String, folder: String) throws(AssetCatalogError) -> ImageSet {
        let root: JSONNode
        do { root = try JSONNode.parse(bytes) } catch {
            throw AssetCatalogError(file: file, line: error.line, column: error.column, message: "\(error.message); an image set's Contents.json is JSON as Xcode writes it")
        }
        guard let images = root["images"]?.array else {
            throw AssetCatalogError(file: file, keyPath: "images", message: "missing the \"images\" array an image set lists its files in")
        }
        var entries: [Entry] = []
        for (i, image) in images.enumerated() {
            guard let filename = image["filename"]?.string else { continue }  // an empty slot of Xcode's
            let idiom = image["idiom"]?.string ?? "universal"
            guard let rank = ColorSet.idioms[idiom] else { continue }
            if image["width-class"] != nil || image["height-class"] != nil || image["subtype"] != nil { continue }
            var scale: Int?
            if let written = image["scale"]?.string {
                guard let n = ["1x": 1, "2x": 2, "3x": 3][written] else {
                    throw AssetCatalogError(file: file, line: image.line, column: image.column, keyPath: "images[\(i)].scale",
                                            message: "\"\(written)\" is not a scale; Xcode writes \"1x\", \"2x\" or \"3x\"")
                }
                scale = n
            }
            let isDark = image["appearances"]?.array?.contains { $0["value"]?.string == "dark" } ?? false
            guard !filename.contains("/"), filename != "..", filename != "." else {
                throw AssetCatalogError(file: file, keyPath: "images[\(i)].filename", message: "\"\(filename)\" is not a file name in the image set's folder")
            }
            entries.append(Entry(file: folder + "/" + filename, scale: scale, isDark: isDark, rank: rank))
        }
        let isTemplate = root["properties"]?["template-rendering-intent"]?.string == "template"
        return ImageSet(name: name, folder: folder, entries: entries, isTemplate: isTemplate)
    }

    /// The file drawn at `scale` in `appearance`: the appearance's own entries, else any
    /// appearance's; among them the exact scale, else the next larger (scaled down, as iOS does),
    /// else the largest; a file without a scale serves any.
    func file(scale: Int, appearance: ColorAppearance) -> Entry? {
        let dark = entries.filter(\.isDark), light = entries.filter { !$0.isDark }
        let pool = appearance == .dark && !dark.isEmpty ? dark : light
        guard !pool.isEmpty else { return nil }
        let best = pool.min(by: { $0.rank < $1.rank })!.rank
        let candidates = pool.filter { $0.rank == best }
        if let exact = candidates.first(where: { $0.scale == scale }) { return exact }
        if let larger = candidates.filter({ ($0.scale ?? 0) > scale }).min(by: { $0.scale! < $1.scale! }) { return larger }
        if let any = candidates.first(where: { $0.scale == nil }) { return any }
        return candidates.max(by: { ($0.scale ?? 0) < ($1.scale ?? 0) })
    }
}

/// An image of the catalog as drawn: its file (checked to be a regular file inside the catalog,
/// links resolved) and the scale it was drawn for (its pixels per point).
package struct CatalogImage: Hashable, Sendable {
    package var path: String
    /// 1, 2 or 3; nil for a vector or any-scale file (drawn at its own size in points).
    package var scale: Int?
    package var isTemplate: Bool
}

extension AssetCatalog {
    /// The image set `name`'s file for a render at `scale` in `appearance`.
    package func image(named name: String, scale: Int, appearance: ColorAppearance) throws -> CatalogImage {
        guard let set = imageSets[name] else {
            let names = imageSets.keys.sorted()
            throw AssetCatalogError(file: path, message: "no image set named \"\(name)\"\(DidYouMean.clause(for: name, among: names)); "
                + "the catalog has \(names.count) image set\(names.count == 1 ? "" : "s"). Add \(name).imageset to it, or fix the name")
        }
        guard let entry = set.file(scale: scale, appearance: appearance) else {
            throw AssetCatalogError(file: set.folder + "/Contents.json", message: "image set \"\(name)\" has no file for an iPhone; add a universal or iphone image to it")
        }
        // Inside the catalog after links, so a link in a team's repository cannot point the
        // render at a file elsewhere; a regular file, so a pipe is never waited on.
        let root = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        let resolved = URL(fileURLWithPath: entry.file).resolvingSymlinksInPath().path
        guard resolved.hasPrefix(root + "/") else {
            throw AssetCatalogError(file: entry.file, message: "leads outside the asset catalog (to \(resolved)); an image set's files live in its folder")
        }
        guard FileKind.at(resolved) == .regularFile else {
            throw AssetCatalogError(file: entry.file, message: FileKind.at(resolved) == .missing
                ? "is missing: image set \"\(name)\" names it; add the file or fix the name in its Contents.json"
                : "is \(FileKind.at(resolved).noun), not an image file")
        }
        return CatalogImage(path: resolved, scale: entry.scale, isTemplate: set.isTemplate)
    }
}
