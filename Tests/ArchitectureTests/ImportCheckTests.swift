import Foundation
import Testing

/// Package.swift declares each target's dependencies; the files' imports are what the code uses.
/// The two agree both ways, for every target, test targets included.
@Suite struct ImportCheckTests {
    @Test func everyImportIsDeclaredAndEveryDependencyImported() throws {
        let manifest = PackageManifest(text: try ModuleTableTests.read("Package.swift"))
        #expect(manifest.targets.count > 50, "Package.swift's targets were not found")
        var checked = 0
        let lines = try ImportCheck.findings(manifest) { target in
            let files = try ImportCheck.swiftFiles(of: target, root: ModuleTableTests.root)
            checked += files.count
            return files
        }
        #expect(checked > 400, "the targets' Swift files were not found")
        #expect(lines.isEmpty, Comment(rawValue: lines.joined(separator: "\n")))
    }

    /// A target's `path:`, `exclude:`, resources and `sources:` decide which files are its own.
    @Test func onlyCompiledFilesCount() throws {
        let manifest = PackageManifest(text: try ModuleTableTests.read("Package.swift"))
        let fonts = try #require(manifest.targets.first { $0.name == "BundledFonts" })
        #expect(try ImportCheck.swiftFiles(of: fonts, root: ModuleTableTests.root).map(\.path) == ["Fonts/BundledFonts.swift"])
        let planted = PackageManifest(text: """
            .target(name: "Own", path: "Elsewhere", exclude: ["Old"], sources: ["Kept.swift"], resources: [.copy("Fixtures")]),
            .testTarget(name: "OwnTests", dependencies: ["Own"]),
            """)
        #expect(planted.targets == [
            .init(name: "Own", kind: "target", folder: "Elsewhere", notCompiled: ["Old", "Fixtures"], sources: ["Kept.swift"]),
            .init(name: "OwnTests", kind: "testTarget", byName: ["Own"], folder: "Tests/OwnTests"),
        ])
    }

    /// Every spelling of an import is read, in every `#if` branch; a planted source in a string
    /// literal and a commented-out import are not the file's own.
    @Test func everySpellingOfAnImportIsRead() {
        let source = #"""
            import Plain
            @testable import Tested
            @_exported import Exported
            @preconcurrency import Concurrent
            @_spi(Internals) import WithSPI
            public import Public
            package import Packaged
            internal import Internal
            import struct Kinded.Thing
            import Sub.module
            #if canImport(Conditional)
                import Conditional
            #else
                import Otherwise
            #endif
            // import Commented
            /* import Blocked
               import StillBlocked */
            let planted = """
                import InAString
                """
            let important = "import InALiteral"
            """#
        #expect(SourceImports.imports(in: source).map(\.module) == [
            "Plain", "Tested", "Exported", "Concurrent", "WithSPI", "Public", "Packaged", "Internal", "Kinded", "Sub",
            "Conditional", "Otherwise",
        ])
        #expect(SourceImports.imports(in: source).first { $0.module == "Otherwise" }?.line == 14)
    }

    /// A planted package breaks each rule once: an import of a target not declared, of a module
    /// the package does not know, a declared target never imported, a product never imported.
    /// What is right is not reported: a system module, a product's extra module, the target's own
    /// name, a test target's `@testable import`, a macro target its declaring module depends on.
    @Test func aPlantedBreakIsNamed() {
        let manifest = PackageManifest(text: """
            .target(name: "Values"),
            .target(name: "Raster", dependencies: ["Values"]),
            .target(name: "YAMLEvents", dependencies: ["Yams"]),
            .target(name: "Layout", dependencies: ["Values", "Raster", .product(name: "Logging", package: "swift-log")]),
            .testTarget(name: "LayoutTests", dependencies: ["Layout"]),
            .systemLibrary(name: "CPNG", pkgConfig: "libpng16"),
            .macro(name: "Macros", dependencies: [.product(name: "SwiftSyntaxMacros", package: "swift-syntax")]),
            .target(name: "Declares", dependencies: ["Values", "Macros"]),
            """)
        let sources: [String: String] = [
            "Values": "import Foundation\n",
            "Raster": "import Values\n",
            "YAMLEvents": "import CYaml\n",
            "Layout": "import Values\n#if canImport(Glibc)\nimport Glibc\n#endif\nimport DisplayList\nimport Unknown\n",
            "LayoutTests": "import Testing\n@testable import Layout\nimport Raster\n",
            "Macros": "import SwiftSyntaxMacros\n",
            "Declares": "@_exported import Values\n",
        ]
        let found = ImportCheck.findings(manifest) { target in
            sources[target.name].map { [ImportCheck.SourceFile(path: target.folder + "/File.swift", text: $0)] } ?? []
        }
        #expect(found == [
            "Layout: Sources/Layout/File.swift:5 imports DisplayList, which is no target or product of Package.swift; declare it, or add it to ImportRules.systemModules if the toolchain or an Apple SDK provides it",
            "Layout: Sources/Layout/File.swift:6 imports Unknown, which is no target or product of Package.swift; declare it, or add it to ImportRules.systemModules if the toolchain or an Apple SDK provides it",
            "Layout: depends on Logging in Package.swift, but no file in Sources/Layout imports it; remove it from its dependencies",
            "Layout: depends on Raster in Package.swift, but no file in Sources/Layout imports it; remove it from its dependencies",
            "LayoutTests: Tests/LayoutTests/File.swift:3 imports Raster, which Package.swift does not declare for LayoutTests; add \"Raster\" to its dependencies",
        ])
    }
}
