// swift-tools-version:6.0
// Coverage-guided fuzz targets (libFuzzer) for the inputs Pixelproof reads from users, CI and
// servers: descriptions, token files, DTCG resolver documents, SVG path data, PNG files, PNG pairs
// for the differ, asset-catalog colour sets and image sets, SVG icons, strings files (.xcstrings, .strings, .stringsdict), audit baselines,
// Figma's API responses, report summaries (summary.json) and previews' traits.
// Not part of the main package's build: `scripts/fuzz TARGET [SECONDS]` builds one with
// `-sanitize=fuzzer,address` and runs it on its corpus under Tests/FuzzCorpus/.
import Foundation
import PackageDescription

// The targets call the readers' `package` declarations, which the compiler lets only modules of
// the same package name use. SwiftPM names the main package after its folder (its identity, with
// every character other than a letter or digit made "_"), so the fuzz targets are compiled under
// that name too: `packageAccess: false` keeps SwiftPM from giving them this package's own name
// (the compiler takes the last `-package-name` it is given); the main package itself is unchanged.
let mainPackageName = String(URL(fileURLWithPath: Context.packageDirectory).deletingLastPathComponent().lastPathComponent
    .lowercased().map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "_" })
let samePackage: [SwiftSetting] = [.unsafeFlags(["-package-name", mainPackageName])]
func fuzzTarget(_ name: String, _ extra: [Target.Dependency] = []) -> Target {
    .executableTarget(name: name, dependencies: ["FuzzSupport", .product(name: "Pixelproof", package: "Pixelproof")] + extra,
                      packageAccess: false, swiftSettings: samePackage)
}

let package = Package(
    name: "PixelproofFuzz",
    dependencies: [.package(name: "Pixelproof", path: "..")],
    targets: [
        .target(name: "FuzzSupport"),
        fuzzTarget("FuzzDescription"),
        fuzzTarget("FuzzTokens"),
        fuzzTarget("FuzzResolver"),
        fuzzTarget("FuzzSVGPath"),
        fuzzTarget("FuzzPNG"),
        fuzzTarget("FuzzDiff"),
        // The asset catalog reader comes with the PixelproofTesting product (PixelproofUICore reads
        // a view's `Color("name")` through it).
        fuzzTarget("FuzzAssetCatalog", [.product(name: "PixelproofTesting", package: "Pixelproof")]),
        // An image set's Contents.json: the asset catalog reader, as for colour sets.
        fuzzTarget("FuzzImageSet", [.product(name: "PixelproofTesting", package: "Pixelproof")]),
        fuzzTarget("FuzzSVGIcon"),
        // String Catalogs, .strings and .stringsdict files: the Localization module comes with the
        // Pixelproof product (a description's `strings:`).
        fuzzTarget("FuzzStrings"),
        // The Audit module comes with the PixelproofTesting product.
        fuzzTarget("FuzzAuditBaseline", [.product(name: "PixelproofTesting", package: "Pixelproof")]),
        // A report's summary.json (merge-reports, review FOLDER): the GoldenRun module comes with
        // the PixelproofTesting product.
        fuzzTarget("FuzzReportSummary", [.product(name: "PixelproofTesting", package: "Pixelproof")]),
        // A preview's traits and modifiers as assertPreviews reads and draws them: PixelproofUICore
        // and PixelproofUIPreviewing come with the PixelproofTesting product. No target depends on
        // the PixelproofUI product: it alone carries the `#Preview` macro, whose plugin (swift-syntax)
        // is a program the compiler runs, and `-Xswiftc -sanitize=fuzzer,address` would build it,
        // swift-syntax and all, instrumented and linked with libFuzzer's runtime too. The targets
        // build what `#Preview` expands to (`Preview(name, traits:) { … }`) directly.
        fuzzTarget("FuzzPreviews", [.product(name: "PixelproofTesting", package: "Pixelproof")]),
        // The Figma module is in no library product (only the CLI uses it): its sources are
        // compiled here as a module of this package (Sources/FigmaUnderFuzz links to the main
        // package's Sources/Figma), under the main package's name like the targets.
        .target(name: "FigmaUnderFuzz", dependencies: [.product(name: "Pixelproof", package: "Pixelproof")],
                packageAccess: false, swiftSettings: samePackage),
        fuzzTarget("FuzzFigma", ["FigmaUnderFuzz"]),
    ]
)
