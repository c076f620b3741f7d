import Foundation

/// The targets Package.swift declares and what each depends on, read from the manifest's text
/// (no SwiftPM needed): `.target(name: "X", dependencies: ["A", .product(name: "B", …)])` gives
/// X → {A, B}. Test targets are left out: the module table documents the modules a user's code
/// and the executables are built from.
struct PackageManifest {
    /// Module name → the targets and products it depends on (products by their product name).
    var dependencies: [String: Set<String>] = [:]

    init(text: String) {
        let declaration = /\.(target|executableTarget|systemLibrary|macro|testTarget)\(\s*name:\s*"([^"]+)"/
        let found = text.matches(of: declaration)
        for (i, match) in found.enumerated() where match.output.1 != "testTarget" {
            let end = i + 1 < found.count ? found[i + 1].range.lowerBound : text.endIndex
            dependencies[String(match.output.2)] = Self.dependencies(in: text[match.range.upperBound..<end])
        }
    }

    /// The names in the `dependencies: [...]` list of one declaration (empty when it has none).
    static func dependencies(in declaration: Substring) -> Set<String> {
        guard let start = declaration.firstMatch(of: /dependencies:\s*\[/)?.range.upperBound else { return [] }
        var depth = 1
        var end = start
        while end < declaration.endIndex && depth > 0 {
            if declaration[end] == "[" { depth += 1 }
            if declaration[end] == "]" { depth -= 1 }
            end = declaration.index(after: end)
        }
        var list = String(declaration[start..<end])
        var names: Set<String> = []
        // A product names its package too: take the product's name, then drop the whole call.
        for product in list.matches(of: /\.product\(\s*name:\s*"([^"]+)"[^)]*\)/) { names.insert(String(product.output.1)) }
        list.replace(/\.product\([^)]*\)/, with: "")
        for name in list.matches(of: /"([^"]+)"/) { names.insert(String(name.output.1)) }
        return names
    }
}
