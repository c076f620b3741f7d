import Diagnostics
import Files
import Foundation
import JSON
import Values

/// A team's asset catalog (`Assets.xcassets`), read for its colour sets as Xcode reads them:
/// every `name.colorset` under the catalog, in folders nested to any depth, is the colour `name`;
/// a folder whose own Contents.json has `"provides-namespace": true` puts its name in front
/// (`Brand/accent`), as Xcode's "Provides Namespace" does; every `name.imageset` is the image
/// `name` (ImageSet.swift). Other assets (app icons, symbols) are left alone. The whole catalog is read when it is loaded, so a malformed colour set
/// is reported before anything is drawn.
package struct AssetCatalog: Hashable, Sendable {
    /// The catalog folder, as given.
    package var path: String
    /// The colour sets by name.
    var colorSets: [String: ColorSet]
    /// The image sets by name.
    var imageSets: [String: ImageSet] = [:]

    /// Every colour set's name, sorted.
    package var colorNames: [String] { colorSets.keys.sorted() }

    /// The environment variable that names a catalog when no argument does.
    package static let environmentVariable = "PIXELPROOF_ASSETS"
    /// More colour sets than any app has; a folder past it is not an asset catalog.
    static let maxColorSets = 20_000

    /// Reads the catalog folder at `path` (a folder named `*.xcassets`).
    package static func load(at path: String) throws -> AssetCatalog {
        guard FilePath.isFolder(path) else {
            throw AssetCatalogError(file: path, message: FilePath.exists(path)
                ? "is not a folder; an asset catalog is a folder named like Assets.xcassets"
                : "no asset catalog here (no such folder); give the path of the app's Assets.xcassets")
        }
        guard FilePath.fileName(of: FilePath.normalized(path)).hasSuffix(".xcassets") else {
            throw AssetCatalogError(file: path, message: "is not an asset catalog: its name does not end in .xcassets; give the path of the app's Assets.xcassets")
        }
        let files: [FoundFile]
        // The first entry whose kind contradicts its name: a file named `tint.colorset`, a folder
        // named `Contents.json`. Passed over, its colour would be reported missing, not misplaced.
        var contradicted: (relative: String, isFolder: Bool)?
        do {
            files = try FolderWalk.files(in: path) { relative, _, isFolder in
                let name = FilePath.fileName(of: relative)
                if name.hasPrefix(".") { return true }
                if contradicted == nil, isFolder ? name == "Contents.json" : name.hasSuffix(".colorset") { contradicted = (relative, isFolder) }
                // Other assets (name.appiconset, name.symbolset …) are not drawn.
                return isFolder && name.contains(".") && !name.hasSuffix(".colorset") && !name.hasSuffix(".imageset")
            }
        } catch {
            throw AssetCatalogError(file: path, message: error.message)
        }
        if let contradicted {
            throw AssetCatalogError(file: path + "/" + contradicted.relative, message: contradicted.isFolder
                ? "is a folder, not a file; a colour set's Contents.json is the JSON file Xcode writes in NAME.colorset"
                : "is a file, not a folder; a colour set is a folder NAME.colorset that holds a Contents.json")
        }
        let contents = files.filter { FilePath.fileName(of: $0.relative) == "Contents.json" }
        var namespaces: Set<String> = []
        func isAsset(_ folder: String) -> Bool { folder.hasSuffix(".colorset") || folder.hasSuffix(".imageset") }
        for file in contents where !isAsset(FilePath.parentFolder(of: file.relative)) {
            if try providesNamespace(file) { namespaces.insert(FilePath.parentFolder(of: file.relative)) }
        }
        var sets: [String: ColorSet] = [:]
        for file in contents where FilePath.parentFolder(of: file.relative).hasSuffix(".colorset") {
            let name = colorName(of: FilePath.parentFolder(of: file.relative), namespaces: namespaces)
            if let other = sets[name] {
                throw AssetCatalogError(file: file.path, message: "a second colour set named \"\(name)\" (the first is \(other.file)); rename one, as Xcode would refuse the catalog")
            }
            guard sets.count < maxColorSets else {
                throw AssetCatalogError(file: path, message: "has more than \(maxColorSets) colour sets; is this the app's asset catalog?")
            }
            sets[name] = try ColorSet.parse(try read(file.path), name: name, file: file.path)
        }
        var images: [String: ImageSet] = [:]
        for file in contents where FilePath.parentFolder(of: file.relative).hasSuffix(".imageset") {
            let name = colorName(of: FilePath.parentFolder(of: file.relative), namespaces: namespaces)
            if let other = images[name] {
                throw AssetCatalogError(file: file.path, message: "a second image set named \"\(name)\" (the first is \(other.folder)); rename one, as Xcode would refuse the catalog")
            }
            guard images.count < maxColorSets else {
                throw AssetCatalogError(file: path, message: "has more than \(maxColorSets) image sets; is this the app's asset catalog?")
            }
            images[name] = try ImageSet.parse(try read(file.path), name: name, file: file.path, folder: FilePath.parentFolder(of: file.path))
        }
        return AssetCatalog(path: path, colorSets: sets, imageSets: images)
    }

    /// A catalog of the one colour set `bytes` (a Contents.json) holds, named `name`: what the
    /// fuzz target reads, with no folder to walk.
    package static func parse(colorSet bytes: [UInt8], named name: String, file: String) throws -> AssetCatalog {
        AssetCatalog(path: file, colorSets: [name: try ColorSet.parse(bytes, name: name, file: file)])
    }

    /// A catalog at `path` of the one image set `bytes` (its Contents.json) holds, named `name`,
    /// its files looked for in `path/name.imageset`: what the fuzz target reads, with no folder to walk.
    package static func parse(imageSet bytes: [UInt8], named name: String, catalog path: String) throws -> AssetCatalog {
        let folder = path + "/" + name + ".imageset"
        let set = try ImageSet.parse(bytes, name: name, file: folder + "/Contents.json", folder: folder)
        return AssetCatalog(path: path, colorSets: [:], imageSets: [name: set])
    }

    /// The catalog `PIXELPROOF_ASSETS` names; nil when it is not set (or empty).
    package static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) throws -> AssetCatalog? {
        guard let path = environment[environmentVariable], !path.isEmpty else { return nil }
        do { return try load(at: FilePath.expandingHome(path)) } catch var error as AssetCatalogError {
            error.message += " (the catalog \(environmentVariable) names)"
            throw error
        }
    }

    /// The colour set `name`'s colour for `appearance`.
    package func color(named name: String, appearance: ColorAppearance) throws -> RGBAColor {
        guard let set = colorSets[name] else {
            let names = colorNames
            let listed = names.count <= 24 ? ": " + names.joined(separator: ", ") : " (\(names.prefix(24).joined(separator: ", ")), …)"
            throw AssetCatalogError(file: path, message: "no colour set named \"\(name)\"\(DidYouMean.clause(for: name, among: names)); "
                + "the catalog has \(names.count) colour set\(names.count == 1 ? "" : "s")\(listed). Add \(name).colorset to it, or fix the name")
        }
        guard let color = set.color(for: appearance) else {
            let has = set.appearances.map(\.rawValue).joined(separator: ", ")
            throw AssetCatalogError(file: set.file, message: "colour set \"\(name)\" has no colour for the \(appearance.rawValue) appearance nor for any appearance"
                + " (it has \(has.isEmpty ? "no entry for an iPhone in sRGB" : has)); add an entry without \"appearances\" (Xcode's Any Appearance)")
        }
        return color
    }

    /// `Brand/accent` for `Colors/Brand/accent.colorset` when Brand provides a namespace.
    static func colorName(of folder: String, namespaces: Set<String>) -> String {
        var name = FilePath.stem(of: folder)
        var parent = FilePath.parentFolder(of: folder)
        while !parent.isEmpty && parent != "." && parent != "/" {
            if namespaces.contains(parent) { name = FilePath.fileName(of: parent) + "/" + name }
            parent = FilePath.parentFolder(of: parent)
        }
        return name
    }

    /// Whether a group's Contents.json says `"properties": {"provides-namespace": true}`.
    static func providesNamespace(_ file: FoundFile) throws(AssetCatalogError) -> Bool {
        let root: JSONNode
        do { root = try JSONNode.parse(try read(file.path)) } catch let error as JSONSyntaxError {
            throw AssetCatalogError(file: file.path, line: error.line, column: error.column, message: error.message)
        } catch { throw error as! AssetCatalogError }
        guard let flag = root["properties"]?["provides-namespace"] else { return false }
        guard let value = flag.bool else {
            throw AssetCatalogError(file: file.path, line: flag.line, column: flag.column, keyPath: "properties.provides-namespace",
                                    message: "expected true or false, found \(flag.kindDescription)")
        }
        return value
    }

    static func read(_ file: String) throws(AssetCatalogError) -> [UInt8] {
        do { return try AtomicFile.read(file, maxBytes: ColorSet.maxFileBytes) } catch {
            throw AssetCatalogError(file: file, message: error.message)
        }
    }
}
