import Foundation

/// The part of a catalog manifest that `pixelproof compare --figma-dir` reads: each component's
/// name and its Figma name. Accepted shapes (JSON):
/// - `pixelproof catalog`'s `catalog.json`: `{"scale": 2, "items": [{"file": "ids/IDS.Button--….png",
///   "figmaName": "IDS.Button / Standard / Primary - Default", …}]}`: the render is that file, next to
///   the manifest, and the name is the file without `.png`;
/// - `{"components": [{"name": "ids/button-primary", "figma": "Buttons/Primary"}, …]}` or the bare
///   array, whose renders are goldens named `name`; `figmaName` is accepted for `figma`.
/// Entries without a Figma name are skipped.
public enum CatalogManifest {
    public static func components(fromJSON bytes: [UInt8], file: String) throws -> [FigmaExportMatcher.Component] {
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: Data(bytes))
        } catch {
            throw ReportError("\(file): not JSON (\(error.localizedDescription)); the catalog manifest is {\"components\": [{\"name\", \"figma\"}]}")
        }
        if let dict = object as? [String: Any], let items = dict["items"] as? [[String: Any]] {
            let scale = dict["scale"] as? Int
            return items.compactMap { item in
                guard let file = item["file"] as? String, let figma = item["figmaName"] as? String else { return nil }
                let name = file.hasSuffix(".png") ? String(file.dropLast(4)) : file
                return FigmaExportMatcher.Component(name: name, figmaName: figma, renderFile: file, renderScale: scale)
            }
        }
        let list: [Any]
        if let dict = object as? [String: Any], let items = dict["components"] as? [Any] {
            list = items
        } else if let items = object as? [Any] {
            list = items
        } else {
            throw ReportError("\(file): expected {\"components\": [...]} or an array of {\"name\", \"figma\"}")
        }
        var components: [FigmaExportMatcher.Component] = []
        for (i, item) in list.enumerated() {
            guard let entry = item as? [String: Any], let name = entry["name"] as? String else {
                throw ReportError("\(file): components[\(i)]: expected an object with a \"name\" string")
            }
            guard let figma = (entry["figma"] ?? entry["figmaName"]) as? String else { continue }
            components.append(FigmaExportMatcher.Component(name: name, figmaName: figma))
        }
        return components
    }
}
