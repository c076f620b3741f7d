import Foundation

/// The targets Package.swift declares and what each depends on, read from the manifest's text
/// (no SwiftPM needed): `.target(name: "X", dependencies: ["A", .product(name: "B", …)])` gives
/// X → {A, B}.
struct PackageManifest {
    /// One declared target, test targets included.
    struct Target: Equatable {
        var name: String
        var kind: String                  // target, executableTarget, systemLibrary, macro, testTarget
        /// Dependencies named as a string: targets of this package, or (when no target has the
        /// name) a product of a package dependency named by its product name, as `"Yams"`.
        var byName: Set<String> = []
        /// `.product(name: …, package: …)` dependencies, by product name.
        var products: Set<String> = []
        /// Its folder: `path:`, or Sources/<name> (Tests/<name> for a test target).
        var folder: String
        /// Paths inside the folder that are not compiled: `exclude:` and resources.
        var notCompiled: [String] = []
        /// `sources:` when given: the only paths inside the folder that are compiled.
        var sources: [String]?
    }

    /// Every target in declaration order.
    var targets: [Target] = []

    /// Module name → the targets and products it depends on (products by their product name),
    /// test targets left out: the module table documents the modules a user's code and the
    /// executables are built from.
    var dependencies: [String: Set<String>] {
        Dictionary(uniqueKeysWithValues: targets.filter { $0.kind != "testTarget" }.map { ($0.name, $0.byName.union($0.products)) })
    }

    init(text: String) {
        let declaration = /\.(target|executableTarget|systemLibrary|macro|testTarget)\(\s*name:\s*"([^"]+)"/
        let found = text.matches(of: declaration)
        for (i, match) in found.enumerated() {
            let end = i + 1 < found.count ? found[i + 1].range.lowerBound : text.endIndex
            let body = text[match.range.upperBound..<end]
            let kind = String(match.output.1), name = String(match.output.2)
            var target = Target(name: name, kind: kind, folder: (kind == "testTarget" ? "Tests/" : "Sources/") + name)
            if let path = body.firstMatch(of: /path:\s*"([^"]+)"/) { target.folder = String(path.output.1) }
            if var list = Self.list(named: "dependencies", in: body) {
                // A product names its package too: take the product's name, then drop the whole call.
                for product in list.matches(of: /\.product\(\s*name:\s*"([^"]+)"[^)]*\)/) { target.products.insert(String(product.output.1)) }
                list.replace(/\.product\([^)]*\)/, with: "")
                target.byName = Set(Self.strings(in: list))
            }
            target.notCompiled = Self.strings(in: Self.list(named: "exclude", in: body) ?? "")
                + Self.strings(in: Self.list(named: "resources", in: body) ?? "")
            target.sources = Self.list(named: "sources", in: body).map { Self.strings(in: $0) }
            targets.append(target)
        }
    }

    /// The text inside the brackets of `label: [...]` in one declaration, nil when it has none.
    static func list(named label: String, in declaration: Substring) -> String? {
        guard let start = declaration.firstMatch(of: try! Regex("\\b\(label):\\s*\\["))?.range.upperBound else { return nil }
        var depth = 1
        var end = start
        while end < declaration.endIndex && depth > 0 {
            if declaration[end] == "[" { depth += 1 }
            if declaration[end] == "]" { depth -= 1 }
            end = declaration.index(after: end)
        }
        return String(declaration[start..<declaration.index(before: end)])
    }

    static func strings(in list: String) -> [String] {
        list.matches(of: /"([^"]+)"/).map { String($0.output.1) }
    }
}
