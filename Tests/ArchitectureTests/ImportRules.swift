/// What a target may import beyond the dependencies Package.swift names. Adding a module to the
/// package needs nothing here: a target's own dependencies are read from the manifest. Edit this
/// file when a file imports a module that no manifest line names (a new system module), or when a
/// package dependency's product carries more than one module.
enum ImportRules {
    /// Modules every target may import without declaring them: the Swift toolchain's own (the
    /// standard library's siblings, Foundation and its Linux parts, the C library, the test
    /// frameworks) and Apple's SDK, which exists only on Apple platforms and is imported under
    /// `#if canImport(…)` or `#if os(…)` (the seed's SwiftUI templates, Darwin beside Glibc).
    static let systemModules: Set<String> = [
        "Swift", "Foundation", "FoundationEssentials", "FoundationNetworking", "FoundationXML",
        "Dispatch", "Synchronization", "Glibc", "Musl", "Darwin", "_Builtin_intrinsics",
        "Testing", "XCTest",
        "SwiftUI", "UIKit", "AppKit", "CoreGraphics",
    ]

    /// A product of a package dependency → the modules it lets a target import, where that is not
    /// just the module of the product's own name. Yams' product carries CYaml, the libyaml it
    /// compiles (YAMLEvents imports it; SwiftPM cannot name another package's inner target).
    static let productModules: [String: Set<String>] = [
        "Yams": ["Yams", "CYaml"],
    ]

    /// The modules a product dependency lets a target import.
    static func modules(ofProduct product: String) -> Set<String> {
        productModules[product] ?? [product]
    }
}
