import JSON

/// The part of a catalog manifest that `pixelproof compare --figma-dir` reads: each component's
/// name and its Figma name. Accepted shapes (JSON):
/// - `pixelproof catalog`'s `catalog.json`: `{"scale": 2, "items": [{"file": "ids/IDS.Button--….png",
///   "figmaName": "IDS.Button / Standard / Primary - Default", …}]}`: the render is that file, next to
///   the manifest, and the name is the file without `.png`;
/// - `{"components": [{"name": "ids/button-primary", "figma": "Buttons/Primary"}, …]}` or the bare
///   array, whose renders are goldens named `name`; `figmaName` is accepted for `figma`.
/// Entries without a Figma name are skipped.
package enum CatalogManifest {
    package static func components(fromJSON bytes: [UInt8], file: String) throws -> [FigmaExportMatcher.Component] {
        let root: JSONNode
        do {
            root = try JSONNode.parse(bytes)
        } catch {
            throw ReportError("\(file):\(error): not JSON; the catalog manifest is {\"components\": [{\"name\", \"figma\"}]}")
        }
        if let items = root["items"]?.array {
            let scale = root["scale"]?.integer
            return items.compactMap { item in
                guard let file = item["file"]?.string, let figma = item["figmaName"]?.string else { return nil }
                let name = file.hasSuffix(".png") ? String(file.dropLast(4)) : file
                return FigmaExportMatcher.Component(name: name, figmaName: figma, renderFile: file, renderScale: scale)
            }
        }
        guard let list = root["components"]?.array ?? root.array else {
            throw ReportError("\(file): expected {\"components\": [...]} or an array of {\"name\", \"figma\"}")
        }
        var components: [FigmaExportMatcher.Component] = []
        for (i, entry) in list.enumerated() {
            guard let name = entry["name"]?.string else {
                throw ReportError("\(file):\(entry.line):\(entry.column): components[\(i)]: expected an object with a \"name\" string")
            }
            guard let figma = (entry["figma"] ?? entry["figmaName"])?.string else { continue }
            components.append(FigmaExportMatcher.Component(name: name, figmaName: figma))
        }
        return components
    }
}
