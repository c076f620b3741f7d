// swift-tools-version:6.0
// Coverage-guided fuzz targets (libFuzzer) for the inputs Pixelproof reads from users and CI:
// descriptions, token files, DTCG resolver documents, SVG path data, PNG files, and PNG pairs
// for the differ.
// Not part of the main package's build: `scripts/fuzz TARGET [SECONDS]` builds one with
// `-sanitize=fuzzer,address` and runs it on its corpus under Tests/FuzzCorpus/.
import PackageDescription

let package = Package(
    name: "PixelproofFuzz",
    dependencies: [.package(name: "Pixelproof", path: "..")],
    targets: [
        .target(name: "FuzzSupport"),
        .executableTarget(name: "FuzzDescription", dependencies: ["FuzzSupport", .product(name: "Pixelproof", package: "Pixelproof")]),
        .executableTarget(name: "FuzzTokens", dependencies: ["FuzzSupport", .product(name: "Pixelproof", package: "Pixelproof")]),
        .executableTarget(name: "FuzzResolver", dependencies: ["FuzzSupport", .product(name: "Pixelproof", package: "Pixelproof")]),
        .executableTarget(name: "FuzzSVGPath", dependencies: ["FuzzSupport", .product(name: "Pixelproof", package: "Pixelproof")]),
        .executableTarget(name: "FuzzPNG", dependencies: ["FuzzSupport", .product(name: "Pixelproof", package: "Pixelproof")]),
        .executableTarget(name: "FuzzDiff", dependencies: ["FuzzSupport", .product(name: "Pixelproof", package: "Pixelproof")]),
    ]
)
