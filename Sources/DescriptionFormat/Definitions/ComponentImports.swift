import DescriptionModel
import Files
import DescriptionSource

// `import:` and `components:`: the components a description can use, from its own text and from
// library files (depth first, each file once), every name unique, every body checked.
extension DescriptionReader {
    /// The components of one's own defined by the mapping `root` fields (`import`, `components`).
    /// - Parameter importer: the file that imports (for cycles); nil when the imports stand alone.
    func ownComponents(imports: Value?, components: Value?, importer: String?) throws(DescriptionError) -> [DescribedComponent] {
        var loaded = LoadedLibraries()
        if let imports { try importLibraries(imports, chain: importer.map { [FilePath.normalized($0)] } ?? [], into: &loaded) }
        if let components { try loaded.add(definitions(components), reader: self) }
        try checkDefinitions(loaded.components)
        return loaded.components
    }

    private func importLibraries(_ list: Value, chain: [String], into loaded: inout LoadedLibraries) throws(DescriptionError) {
        // Each import level is a nested read: a bounded chain keeps the stack bounded.
        if chain.count > limits.maxNodeDepth {
            throw error(list, "libraries import each other more than \(limits.maxNodeDepth) deep; import them side by side from one file instead")
        }
        for item in try elements(list, what: "library file paths") {
            let reference = try fileReference(item, what: "a library file path")
            let key = FilePath.normalized(reference.resolved)
            if let start = chain.firstIndex(of: key) {
                let cycle = (chain[start...] + [key]).map(FilePath.fileName).joined(separator: " → ")
                throw error(item, "import cycle: \(cycle); a library cannot import itself, directly or through others")
            }
            guard loaded.files.insert(key).inserted else { continue }
            let bytes: [UInt8]
            do { bytes = try readFile(key, limits.maxFileBytes) } catch {
                if let error = error as? FileError, error.kind == .folder {
                    throw self.error(item, "\"\(reference.given)\" is a folder (\(reference.resolved)), not a library file; import the .yaml library file inside it, relative to the importing file")
                }
                throw self.error(item, "library file \"\(reference.given)\" not found or unreadable (\((error as? FileError)?.message ?? "\(error)"), looked for \(reference.resolved)); import paths are relative to the importing file")
            }
            let root = try library(bytes, file: key, importedAt: item)
            let scope = Scope(file: key, directory: FilePath.parentFolder(of: key))
            let f = try fields(Value(node: root, path: .root, scope: scope), keys: KeyTables.library, what: "library file")
            if let imports = f["import"] { try importLibraries(imports, chain: chain + [key], into: &loaded) }
            if let components = f["components"] { try loaded.add(definitions(components), reader: self) }
        }
    }

    /// The tree of a library file; a description is refused.
    private func library(_ bytes: [UInt8], file: String, importedAt item: Value) throws(DescriptionError) -> SourceNode {
        guard String(validating: bytes, as: UTF8.self) != nil else {
            throw error(item, "library file \(file) is not valid UTF-8; save it as UTF-8")
        }
        guard let root = try DescriptionParser.tree(bytes, file: file, maxDepth: limits.maxYAMLDepth),
              case let .mapping(mapping) = root else {
            throw error(item, "library file \(file) is empty or not a mapping; a library holds import and components")
        }
        let drawing = ["system", "canvas", "content"].filter { mapping[$0] != nil }
        if !drawing.isEmpty {
            throw error(item, "\(file) is a description (it has \(drawing.joined(separator: ", "))), not a library; import library files, which hold only import and components")
        }
        return root
    }
}

/// What the imports have brought so far: each file once, each name once.
package struct LoadedLibraries {
    var files: Set<String> = []
    var components: [DescribedComponent] = []
    private var index: [String: Int] = [:]

    mutating func add(_ more: [DescribedComponent], reader: DescriptionReader) throws(DescriptionError) {
        for component in more {
            if let i = index[component.name] {
                let first = components[i]
                throw reader.sourceMap.error(file: reader.file, location: component.location, path: component.definitionPath,
                                             message: "component \(component.name) is defined twice, at \(first.place) and here; names are shared by a description and everything it imports, so rename one")
            }
            index[component.name] = components.count
            components.append(component)
        }
    }
}
