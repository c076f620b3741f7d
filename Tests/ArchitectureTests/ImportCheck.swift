import Foundation

/// Package.swift against the code, both ways. A module imported but not declared still compiles
/// while some declared dependency pulls it in, and breaks (or silently depends on the wrong
/// layer) when that one changes; a dependency declared but never imported is a layer edge the
/// code does not have, built and linked for nothing. Each finding names the target, the file and
/// line or the dependency, and the fix.
enum ImportCheck {
    /// One Swift file of a target: its path from the repository root and its text.
    struct SourceFile {
        var path: String
        var text: String
    }

    /// Every break in the package: `files` gives the compiled Swift files of a target. A target
    /// with no Swift file (a C target, a system library) is not checked: C includes headers.
    static func findings(_ manifest: PackageManifest, files: (PackageManifest.Target) throws -> [SourceFile]) rethrows -> [String] {
        let packageTargets = Set(manifest.targets.map(\.name))
        let productModules = Set(manifest.targets.flatMap { target in
            target.products.union(target.byName.subtracting(packageTargets)).flatMap(ImportRules.modules(ofProduct:))
        })
        // A macro target is a compiler plugin: the module declaring its macros depends on it so the
        // plugin is built and loaded, and never imports it.
        let macroTargets = Set(manifest.targets.filter { $0.kind == "macro" }.map(\.name))
        var lines: [String] = []
        for target in manifest.targets {
            let sources = try files(target)
            if sources.isEmpty { continue }
            // Each declared dependency → the modules it lets the target import.
            var declared: [String: Set<String>] = [:]
            for name in target.byName { declared[name] = packageTargets.contains(name) ? [name] : ImportRules.modules(ofProduct: name) }
            for product in target.products { declared[product] = ImportRules.modules(ofProduct: product) }
            let allowed = declared.values.reduce(ImportRules.systemModules.union([target.name])) { $0.union($1) }

            var imported: Set<String> = []
            for file in sources {
                for found in SourceImports.imports(in: file.text) {
                    imported.insert(found.module)
                    guard !allowed.contains(found.module) else { continue }
                    let at = "\(target.name): \(file.path):\(found.line) imports \(found.module)"
                    if packageTargets.contains(found.module) || productModules.contains(found.module) {
                        lines.append("\(at), which Package.swift does not declare for \(target.name); add \"\(found.module)\" to its dependencies")
                    } else {
                        lines.append("\(at), which is no target or product of Package.swift; declare it, or add it to ImportRules.systemModules if the toolchain or an Apple SDK provides it")
                    }
                }
            }
            for (name, modules) in declared.sorted(by: { $0.key < $1.key }) where modules.isDisjoint(with: imported) && !macroTargets.contains(name) {
                lines.append("\(target.name): depends on \(name) in Package.swift, but no file in \(target.folder) imports it; remove it from its dependencies")
            }
        }
        return lines
    }

    /// The compiled Swift files of `target` under the repository at `root`, in path order:
    /// `exclude:` and resource paths left out, only `sources:` kept when the target names them.
    static func swiftFiles(of target: PackageManifest.Target, root: String) throws -> [SourceFile] {
        let folder = root + "/" + target.folder
        guard let walk = FileManager.default.enumerator(atPath: folder) else { return [] }
        var files: [SourceFile] = []
        while let relative = walk.nextObject() as? String {
            guard relative.hasSuffix(".swift") else { continue }
            func under(_ paths: [String]) -> Bool { paths.contains { relative == $0 || relative.hasPrefix($0 + "/") } }
            if under(target.notCompiled) || target.sources.map({ !under($0) }) == true { continue }
            files.append(SourceFile(path: target.folder + "/" + relative, text: try String(contentsOfFile: folder + "/" + relative, encoding: .utf8)))
        }
        return files.sorted { $0.path < $1.path }
    }
}
