// swift-tools-version:6.0
// Coverage-guided fuzz targets (libFuzzer) for the inputs Pixelproof reads from users, CI and
// servers: descriptions, token files, DTCG resolver documents, SVG path data, PNG files, PNG pairs
// for the differ, and Figma's API responses.
// Not part of the main package's build: `scripts/fuzz TARGET [SECONDS]` builds one with
// `-sanitize=fuzzer,address` and runs it on its corpus under Tests/FuzzCorpus/.
import Foundation
import PackageDescription

// The readers under fuzz are `package` API (docs/API.md keeps the public surface small), which
// only code of the same Swift package may call. The targets here are compiled as members of
// Pixelproof's package: SwiftPM names a package by its folder (`wt-harden2` → `wt_harden2`), and
// the compiler takes the last `-package-name` it is given.
let pixelproofFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent
let pixelproofPackageName = String(pixelproofFolder.lowercased().map { $0.isLetter || $0.isNumber ? $0 : "_" })
let samePackage: [SwiftSetting] = [.unsafeFlags(["-package-name", pixelproofPackageName])]

func fuzzTarget(_ name: String, _ extra: [Target.Dependency] = []) -> Target {
    .executableTarget(name: name, dependencies: ["FuzzSupport", .product(name: "Pixelproof", package: "Pixelproof")] + extra,
                      swiftSettings: samePackage)
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
        // The Figma module is in no library product (only the CLI uses it): its sources are
        // compiled here under another name (Sources/FigmaUnderFuzz links to ../../Sources/Figma).
        .target(name: "FigmaUnderFuzz", dependencies: [.product(name: "Pixelproof", package: "Pixelproof")], swiftSettings: samePackage),
        fuzzTarget("FuzzFigma", ["FigmaUnderFuzz"]),
    ]
)
