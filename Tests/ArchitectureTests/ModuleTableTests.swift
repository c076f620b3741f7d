import Foundation
import Testing

/// docs/ARCHITECTURE.md's module table says what each module depends on; Package.swift decides it.
/// Adding a module or changing a dependency without the table fails here, naming the module and
/// the names that differ.
@Suite struct ModuleTableTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    static func read(_ relative: String) throws -> String {
        try String(contentsOfFile: root + "/" + relative, encoding: .utf8)
    }

    /// Every difference between the manifest and the table, one line each.
    static func mismatches(_ manifest: PackageManifest, _ table: ModuleTable) -> [String] {
        var lines = table.unreadable
        for (module, actual) in manifest.dependencies.sorted(by: { $0.key < $1.key }) {
            guard let documented = table.dependencies[module] else {
                lines.append("\(module): a target in Package.swift without a row in docs/ARCHITECTURE.md's module table")
                continue
            }
            let undocumented = actual.subtracting(documented).sorted(), stale = documented.subtracting(actual).sorted()
            if !undocumented.isEmpty { lines.append("\(module): depends on \(undocumented.joined(separator: ", ")) in Package.swift; add to its row") }
            if !stale.isEmpty { lines.append("\(module): its row names \(stale.joined(separator: ", ")), not a dependency in Package.swift; remove it") }
        }
        for module in table.dependencies.keys.sorted() where manifest.dependencies[module] == nil {
            lines.append("\(module): a row in the module table but no target in Package.swift")
        }
        return lines
    }

    @Test func theTableMatchesThePackage() throws {
        let manifest = PackageManifest(text: try Self.read("Package.swift"))
        let table = ModuleTable(markdown: try Self.read("docs/ARCHITECTURE.md"))
        #expect(manifest.dependencies.count > 10, "Package.swift's targets were not found")
        let lines = Self.mismatches(manifest, table)
        #expect(lines.isEmpty, Comment(rawValue: lines.joined(separator: "\n")))
    }

    @Test func aNewModuleOrAChangedDependencyIsNamed() {
        let manifest = PackageManifest(text: """
            .target(name: "Raster"),
            .target(name: "Review", dependencies: [
                "Raster", .product(name: "Hummingbird", package: "hummingbird"),
            ]),
            .target(name: "Layout", dependencies: ["Raster"]),
            .testTarget(name: "RasterTests", dependencies: ["Raster"]),
            """)
        #expect(manifest.dependencies == ["Raster": [], "Review": ["Raster", "Hummingbird"], "Layout": ["Raster"]])
        let table = ModuleTable(markdown: """
            | module | what it holds | depends on |
            |---|---|---|
            | `Raster` | pixels | — |
            | `Review` | the server | Raster, Files |
            | `Gone` | nothing | — |
            """)
        #expect(Self.mismatches(manifest, table) == [
            "Layout: a target in Package.swift without a row in docs/ARCHITECTURE.md's module table",
            "Review: depends on Hummingbird in Package.swift; add to its row",
            "Review: its row names Files, not a dependency in Package.swift; remove it",
            "Gone: a row in the module table but no target in Package.swift",
        ])
    }
}
