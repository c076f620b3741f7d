/// Pairs the files of a Figma export folder with the catalog's components.
///
/// Figma exports a layer named "Buttons/Primary/Large" at 2x as `Buttons/Primary/Large@2x.png`:
/// each `/` becomes a folder and the scale is appended (nothing at 1x). Names are matched after
/// trimming the spaces designers put around slashes ("Buttons / Primary").
///
/// A variant of a component set is named by its properties, `size=small, isSelected=false`:
/// exported with its set's name it lands in a folder named after the set
/// (`DS.Chip/size=small, isSelected=false@2x.png`); exported on its own it is flat
/// (`size=small, isSelected=false@2x.png`), which pairs when only one set has that variant.
/// Properties match in any order and with any spaces after the commas, as designers reorder them.
package enum FigmaExportMatcher {
    /// One catalog component: its catalog name (the snapshot name) and its name in Figma.
    package struct Component: Hashable, Sendable {
        package var name: String
        package var figmaName: String
        /// Where the component's render is, when the manifest says (`pixelproof catalog`'s catalog.json:
        /// a path relative to the manifest, rendered at `renderScale`); otherwise the golden named `name`.
        package var renderFile: String?
        package var renderScale: Int?
        package init(name: String, figmaName: String, renderFile: String? = nil, renderScale: Int? = nil) {
            self.name = name; self.figmaName = figmaName; self.renderFile = renderFile; self.renderScale = renderScale
        }
    }

    /// An exported file paired with its component.
    package struct Pair: Hashable, Sendable {
        package var component: Component
        /// The file's path relative to the export folder.
        package var file: String
        /// The scale in the file name (@2x, @3x; 1 when absent).
        package var scale: Int
    }

    /// The pairs found, and the names found on one side only.
    package struct Result: Hashable, Sendable {
        package var pairs: [Pair]
        /// Exported files no component claims.
        package var onlyInExport: [String]
        /// Components with no exported file.
        package var onlyInCatalog: [Component]
    }

    /// The Figma name and scale an exported file stands for, or nil when it is not a PNG.
    package static func parse(_ file: String) -> (figmaName: String, scale: Int)? {
        guard file.lowercased().hasSuffix(".png") else { return nil }
        var stem = String(file.dropLast(4))
        var scale = 1
        if let at = stem.lastIndex(of: "@"), stem.hasSuffix("x") {
            let digits = stem[stem.index(after: at)..<stem.index(before: stem.endIndex)]
            if let s = Int(digits), s >= 1 {
                scale = s
                stem = String(stem[..<at])
            }
        }
        return (normalize(stem), scale)
    }

    /// "Buttons / Primary /Large" → "Buttons/Primary/Large".
    package static func normalize(_ figmaName: String) -> String {
        figmaName.split(separator: "/", omittingEmptySubsequences: false)
            .map(trimmed)
            .joined(separator: "/")
    }

    /// Matches `files` (paths relative to the export folder) with `components`. When one name was
    /// exported at several scales, every scale is paired. Everything comes back sorted.
    package static func match(files: [String], components: [Component]) -> Result {
        var byName: [String: Component] = [:]
        var byVariant: [String: [Component]] = [:]
        for c in components {
            let name = key(c.figmaName)
            guard byName[name] == nil else { continue }
            byName[name] = c
            let parts = name.split(separator: "/", omittingEmptySubsequences: false)
            if parts.count > 1, let variant = parts.last, variant.contains("=") { byVariant[String(variant), default: []].append(c) }
        }
        var pairs: [Pair] = []
        var onlyInExport: [String] = []
        var matched = Set<String>()
        for file in files.sorted() {
            guard let (name, scale) = parse(file) else { continue }
            let wanted = key(name)
            let flat = wanted.contains("/") ? nil : byVariant[wanted].flatMap { $0.count == 1 ? $0[0] : nil }
            if let component = byName[wanted] ?? flat {
                pairs.append(Pair(component: component, file: file, scale: scale))
                matched.insert(key(component.figmaName))
            } else {
                onlyInExport.append(file)
            }
        }
        let onlyInCatalog = components.filter { !matched.contains(key($0.figmaName)) }.sorted { $0.name < $1.name }
        return Result(pairs: pairs, onlyInExport: onlyInExport, onlyInCatalog: onlyInCatalog)
    }
}

extension FigmaExportMatcher {
    /// The name as matched: normalized, and a last part of `prop=value` pairs put in one order
    /// ("DS.Chip / size=small, isSelected=false" → "DS.Chip/isSelected=false,size=small").
    static func key(_ figmaName: String) -> String {
        var parts = normalize(figmaName).split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard let last = parts.last, last.contains("=") else { return parts.joined(separator: "/") }
        let pairs = last.split(separator: ",").map { pair in
            pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(trimmed).joined(separator: "=")
        }
        parts[parts.count - 1] = pairs.sorted().joined(separator: ",")
        return parts.joined(separator: "/")
    }
}

/// The text without spaces or tabs at either end.
private func trimmed(_ text: Substring) -> String {
    var s = text
    while let f = s.first, f == " " || f == "\t" { s = s.dropFirst() }
    while let l = s.last, l == " " || l == "\t" { s = s.dropLast() }
    return String(s)
}
