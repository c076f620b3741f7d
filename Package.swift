// swift-tools-version:6.3
// Pixelproof: a headless renderer and visual-regression tool for design-system components.
// The layers follow docs/ARCHITECTURE.md; each module depends only on the ones below it.
import CompilerPluginSupport
import PackageDescription

// The fill path's lane kernels (RasterLanes: the conic gradient, the span blend, the flat fill,
// the coverage resolve, the linear gradient's ramp lookup) are compiled for AVX2 CPUs
// (x86-64-v3) on Linux x86-64 release builds, and called only after a CPU check (Raster's
// CPUFeatures): eight lanes a register instead of four, the same pixels. Debug builds and other hosts compile it for the
// baseline. The condition is the host's (the manifest runs on it): cross-compiling from Linux
// x86-64 to another architecture would need this setting removed. (`haswell` because this
// compiler takes no `x86-64-v3`; the CPU check asks for all of x86-64-v3, and the kernel's plain
// arithmetic uses nothing else haswell has.) Tools version 6.2 or later lets a package that
// depends on Pixelproof by version build this flag (SwiftPM refuses unsafe flags in versioned
// dependencies declaring an older version); 6.3 because RasterLanes needs `@inline(always)`.
#if os(Linux) && arch(x86_64)
let wideLanes: [SwiftSetting] = [
    .unsafeFlags(["-target-cpu", "haswell"], .when(configuration: .release)),
    .define("RASTER_LANES_AVX2", .when(configuration: .release)),
]
#else
let wideLanes: [SwiftSetting] = []
#endif

let package = Package(
    name: "Pixelproof",
    products: [
        .executable(name: "pixelproof", targets: ["PixelproofMain"]),
        // The developers' tools (benchmark peers, raw raster scenes, text debugging), not for users.
        .executable(name: "pixelproof-dev", targets: ["PixelproofDev"]),
        .library(name: "Pixelproof", targets: ["Pixelproof"]),
        .library(name: "PixelproofTesting", targets: ["PixelproofTesting"]),
        // SwiftUI's names, so a team's component files compile here with the import swapped; the
        // one product whose build pays for swift-syntax (the `#Preview` macro, docs/SWIFTUI.md).
        .library(name: "PixelproofUI", targets: ["PixelproofUI"]),
        // pointfreeco/swift-snapshot-testing's `Snapshotting` for PixelproofUI views, for a team's
        // existing `assertSnapshot(of:as:)` tests; no other product depends on it.
        .library(name: "PixelproofSnapshotTesting", targets: ["PixelproofSnapshotTesting"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        // The local review server and live catalog (`pixelproof review`, `pixelproof serve`) only:
        // the rendering library never depends on it. Default traits off: no swift-configuration.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.0", traits: []),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.6.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.80.0"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.3.0"),
        // The `#Preview` macro's expansion (PixelproofUIMacros) only; 603 is the syntax of Swift 6.3.
        .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.0"..<"604.0.0"),
        // PixelproofSnapshotTesting only: the `Snapshotting` type a team's tests already use.
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    ],
    targets: [
        // C libraries from the system, each behind a shim header (see docs/ARCHITECTURE.md).
        .systemLibrary(name: "CPNG", pkgConfig: "libpng16", providers: [.apt(["libpng-dev"]), .brew(["libpng"])]),
        .systemLibrary(name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"]), .brew(["freetype"])]),
        .systemLibrary(name: "CHarfBuzz", pkgConfig: "harfbuzz", providers: [.apt(["libharfbuzz-dev"]), .brew(["harfbuzz"])]),
        // ICU's bidi (UAX #9) and line breaking (UAX #14); see docs/TEXT.md for why ICU.
        .systemLibrary(name: "CICU", pkgConfig: "icu-uc", providers: [.apt(["libicu-dev"]), .brew(["icu4c"])]),
        // The one place where libpng's setjmp/longjmp error recovery can live: plain C.
        .target(name: "CPNGSafe", dependencies: ["CPNG"], linkerSettings: [.linkedLibrary("z")]),
        // ICU's calls in plain C types: its versioned symbols and headers stay out of Swift.
        // Plural rules, number and date formats are in ICU's i18n library (pkg-config `icu-i18n`),
        // which `icu-uc` does not link.
        .target(name: "CICUBridge", dependencies: ["CICU"], linkerSettings: [.linkedLibrary("icui18n")]),
        // What the rasterizer needs and Swift cannot spell: a prefetch hint, the CPU's feature check,
        // AVX2's table gather (for RasterLanes' AVX2 entries).
        .target(name: "CPrefetch"),

        // Layers, bottom up.
        // The one "did you mean" every message uses.
        .target(name: "Diagnostics"),
        // The one JSON reader (strict, with line:column) and writer (ordered, deterministic).
        .target(name: "JSON"),
        // Atomic writes, bounded reads, folders and paths, with their own error.
        .target(name: "Files"),
        // The value vocabulary every layer speaks: points, rects, sizes, insets, pixel boxes, the one
        // Color (and its hex grammar), shadow layers, the scale's range and defaults.
        .target(name: "Values"),
        // The one parallel map: work on every core, results gathered in index order.
        .target(name: "Parallel"),
        // Lane kernels written once, inlined into Raster for the baseline CPU and compiled here
        // again for AVX2 (see `wideLanes` above).
        .target(name: "RasterLanes", dependencies: ["CPrefetch"], swiftSettings: wideLanes),
        .target(name: "Raster", dependencies: ["Values", "Parallel", "CPrefetch", "RasterLanes"]),
        .target(name: "PNGCodec", dependencies: ["Values", "Raster", "CPNGSafe", "Files"]),
        // The fonts the library ships (Lexend Deca, Lexend) as SwiftPM resources, so a package that
        // depends on Pixelproof renders text with nothing set up. The folder is the repository's
        // Fonts/; its Licensed/ subfolder (where a licensed Instacart Sans goes) and README are
        // excluded, so dropped files are never copied into a product nor reported as unhandled.
        .target(name: "BundledFonts", path: "Fonts", exclude: ["README.md", "Licensed"], sources: ["BundledFonts.swift"],
                resources: [.copy("LexendDeca[wght].ttf"), .copy("Lexend[wght].ttf"), .copy("OFL.txt")]),
        .target(name: "Typesetting", dependencies: ["Values", "Files", "Raster", "CFreeType", "CHarfBuzz", "CICUBridge", "BundledFonts"]),
        .target(name: "DesignTokens", dependencies: ["Diagnostics", "JSON", "Files", "Values"]),
        // A team's asset catalog (Assets.xcassets): its colour sets, by name and appearance (docs/ASSETS.md).
        .target(name: "AssetCatalog", dependencies: ["Diagnostics", "JSON", "Files", "Values", "DesignTokens"]),
        // A team's localized strings: String Catalogs (.xcstrings), .strings and .stringsdict files, CLDR's
        // plural rules and the locale's number and date formats through ICU (docs/LOCALIZATION.md).
        .target(name: "Localization", dependencies: ["Diagnostics", "JSON", "Files", "CICUBridge"]),
        // An image set's PDF drawn into pixels by PDFium, loaded at run time with dlopen (no link-time
        // dependency; scripts/setup installs the library; docs/ASSETS.md, "PDF images").
        .target(name: "PDFRaster", dependencies: ["Files", "Raster"]),
        // Single-colour SVG icons read into filled and stroked paths (docs/ASSETS.md).
        .target(name: "SVGIcons", dependencies: ["Diagnostics", "Files", "Values", "Raster"]),
        // The one seam: a self-contained scene (shapes, glyph runs, images) and its two back ends.
        .target(name: "DisplayList", dependencies: ["Parallel", "Values", "Raster", "Typesetting", "PNGCodec"]),
        // libyaml's event stream as Swift values. CYaml is the libyaml Yams compiles, which SwiftPM
        // cannot name across packages: this target, on the Yams product, is the one that imports it.
        .target(name: "YAMLEvents", dependencies: ["Yams"]),
        // Description and library files read once into a located tree (YAML through Yams, JSON
        // through the JSON reader), with the structure checks that come before any tree is built.
        .target(name: "DescriptionSource", dependencies: ["JSON", "Yams", "YAMLEvents"]),
        // SwiftUI's proposal/response layout over elements that know only their size and baseline.
        .target(name: "Layout", dependencies: ["Values"]),
        // The description model: what a description file or a SwiftUI view says to draw, as values
        // (nodes, modifiers, paints, shapes, lengths), with the range each value may take and how
        // SwiftUI's modifiers stack onto a node.
        .target(name: "DescriptionModel", dependencies: ["Values", "Raster", "Layout", "Typesetting", "DisplayList", "Localization"]),
        // The description reader: description and library files (the source tree) read into a
        // `Document`: the key tables and schema, the checks with their place in the file, tokens
        // named, and the components written in the format (`Definitions/`: the templating of
        // props and bodies, imports, variants), whose uses the reader expands as it reads.
        .target(name: "DescriptionFormat", dependencies: ["DescriptionModel", "Diagnostics", "JSON", "Files", "Values", "Layout", "Typesetting", "DesignTokens", "DescriptionSource", "SVGIcons", "Raster", "DisplayList", "Parallel", "Localization"]),
        // Lowering and scene building: a document's nodes lowered to layout elements (tokens,
        // fonts, images and icons resolved), laid out and drawn into a display list.
        .target(name: "SceneBuilding", dependencies: ["DescriptionModel", "DescriptionFormat", "Values", "Raster", "Typesetting", "DesignTokens", "DisplayList", "Layout", "SVGIcons", "Localization"]),
        // The built-in library: the IDS and web components (each read, drawn and pictured in the
        // catalog), the shipped libraries' catalogs, and the Swift DSL over them.
        .target(name: "BuiltInComponents", dependencies: ["DescriptionModel", "DescriptionFormat", "SceneBuilding", "Values", "Raster", "Typesetting", "DisplayList", "Layout", "DescriptionSource", "JSON", "Files", "Parallel"]),
        .target(name: "PixelDiff", dependencies: ["Parallel", "Values", "Raster", "PNGCodec", "JSON", "Files"]),

        // The accessibility audit: contrast on the drawn pixels, targets, clipped text, labels (docs/ACCESSIBILITY.md).
        .target(name: "Audit", dependencies: ["Values", "Raster", "Typesetting", "DisplayList", "JSON", "Files", "Diagnostics", "PNGCodec"]),
        // The public face: descriptions and Swift trees in, pixmaps, PNG and SVG out (files handled here).
        .target(name: "Pixelproof", dependencies: ["PDFRaster", "DescriptionModel", "Parallel", "Values", "DescriptionFormat", "SceneBuilding", "BuiltInComponents", "Layout", "DescriptionSource", "DisplayList", "PNGCodec", "Typesetting", "DesignTokens", "Raster", "PixelDiff", "JSON", "Files", "Localization"]),
        // SF Symbol names as icons: the symbol table, the team's icon folder first, the stand-in symbol font.
        .target(name: "PixelproofUISymbols", dependencies: ["DescriptionModel", "DescriptionFormat", "Diagnostics", "Files", "SVGIcons", "Raster", "Values"]),
        // The inline Markdown a `Text` literal may hold (bold, italic, code, links, strikethrough) read into runs.
        .target(name: "PixelproofUIMarkdown"),
        // SwiftUI's views, modifiers and environment, lowered to the description's nodes
        // (docs/SWIFTUI.md); it extends `Renderer` from above (a view drawn as a document), so
        // `import Pixelproof` never builds it. The asset catalog gives a view's `Color("name")`.
        .target(name: "PixelproofUICore", dependencies: ["DescriptionModel", "Values", "DescriptionFormat", "SceneBuilding", "BuiltInComponents", "DesignTokens", "Layout", "Localization", "PixelproofUISymbols", "PixelproofUIMarkdown"],
                path: "Sources/PixelproofUI"),
        // SwiftUI's view modifiers (padding, frame, background and overlay, effects, layers,
        // accessibility, presentation, safe area), each the change it makes to a view's node.
        .target(name: "PixelproofUIModifiers", dependencies: ["PixelproofUICore", "DescriptionModel", "BuiltInComponents", "DescriptionFormat", "SceneBuilding", "Raster", "Values"]),
        // A view drawn: `Renderer`'s `document`/`pixmap`/`png(of: some View)` on a `ViewCanvas`, with
        // the asset catalog and strings it reads; the one PixelproofUI module that depends on `Pixelproof`.
        .target(name: "PixelproofUIRendering", dependencies: ["PixelproofUICore", "PixelproofUISymbols", "Pixelproof", "AssetCatalog", "BuiltInComponents", "DescriptionFormat", "DescriptionModel", "Layout", "Localization", "SceneBuilding", "Values"]),
        // SwiftUI's built-in controls (Button, Toggle, Picker, Slider, Stepper, ProgressView …), their
        // styles and the containers over the `Layout` protocol (Grid, lazy grids, List, ScrollView,
        // GroupBox), written in PixelproofUICore's language: views of views, lowered through it.
        .target(name: "PixelproofUIControls", dependencies: ["PixelproofUICore", "PixelproofUIModifiers", "DescriptionModel", "SceneBuilding", "Layout", "Values", "DescriptionFormat", "BuiltInComponents"]),
        // SwiftUI's previews as values: #Preview registrations, PreviewProvider and the preview traits,
        // read by the preview runner (PixelproofTesting); apart from the macro, so it builds no swift-syntax.
        .target(name: "PixelproofUIPreviewing", dependencies: ["PixelproofUICore", "DescriptionModel"]),
        // `#Preview { … }` expanded into a uniquely named type conforming to `PreviewRegistry`.
        .macro(name: "PixelproofUIMacros", dependencies: [
            .product(name: "SwiftSyntax", package: "swift-syntax"),
            .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
            .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
        ]),
        // What a team's file imports in place of SwiftUI: PixelproofUICore re-exported, and the
        // `#Preview` macro's declaration (a module that declares a macro depends on its plugin).
        .target(name: "PixelproofUI", dependencies: ["PixelproofUICore", "PixelproofUIModifiers", "PixelproofUIRendering", "PixelproofUIControls", "PixelproofUIPreviewing", "PixelproofUIMacros"], path: "Sources/PixelproofUIPreviews"),
        // The golden run: store, record modes, shards, reports, Figma-export folders, one entry point.
        .target(name: "GoldenRun", dependencies: ["Parallel", "Values", "Pixelproof", "PixelDiff", "Audit", "DescriptionFormat", "SceneBuilding", "BuiltInComponents", "PNGCodec", "Raster", "JSON", "Files", "DisplayList"]),
        // assertSnapshot for XCTest and Swift Testing (docs/DIFF.md), assertPreviews (docs/SWIFTUI.md).
        .target(name: "PixelproofTesting", dependencies: ["DescriptionModel", "Values", "GoldenRun", "Audit", "PixelDiff", "Raster", "Pixelproof", "PixelproofUICore", "PixelproofUIModifiers", "PixelproofUIRendering", "PixelproofUIPreviewing", "DescriptionFormat", "SceneBuilding", "BuiltInComponents", "Layout", "DescriptionSource", "Files", "DesignTokens", "Parallel", "Localization"]),
        // swift-snapshot-testing's `.image` strategies for PixelproofUI views (docs/SWIFTUI.md).
        .target(name: "PixelproofSnapshotTesting", dependencies: [
            "PixelproofUICore", "PixelproofUIModifiers", "PixelproofUIControls", "PixelproofUIPreviewing", "PixelproofTesting", "Pixelproof", "PixelDiff", "PNGCodec", "Raster", "Values",
            .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        ]),
        // The browser side: review of a test report (accept / reject goldens) and the live catalog.
        .target(name: "Review", dependencies: [
            "Parallel", "Values", "GoldenRun", "Pixelproof", "PixelDiff", "DescriptionFormat", "SceneBuilding", "BuiltInComponents", "PNGCodec", "JSON", "Files",
            .product(name: "Hummingbird", package: "hummingbird"),
            .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            .product(name: "Logging", package: "swift-log"),
            .product(name: "NIOCore", package: "swift-nio"),
            .product(name: "HTTPTypes", package: "swift-http-types"),
        ]),
        // Figma's REST API: pull a file's component sets as PNGs, check their variants against a library.
        // URLSession (FoundationNetworking, libcurl underneath): no HTTP dependency of its own (docs/FIGMA.md).
        .target(name: "Figma", dependencies: ["Pixelproof", "DescriptionFormat", "SceneBuilding", "BuiltInComponents", "Diagnostics", "JSON", "Files", "PNGCodec"]),
        // What both executables share: the console, the exit codes, Ctrl-C, JSON drawing scenes, timing.
        .target(name: "CommandLineSupport", dependencies: [
            "Values", "Raster", "Typesetting", "DisplayList", "JSON", "Files",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        // `bench`'s suites, run by `pixelproof bench` and `pixelproof-dev bench` alike.
        .target(name: "Benchmarks", dependencies: [
            "CommandLineSupport", "Pixelproof", "PixelproofUICore", "PixelproofUIModifiers", "PixelproofUIRendering", "DescriptionFormat", "SceneBuilding", "BuiltInComponents", "DesignTokens", "DisplayList", "PixelDiff", "PNGCodec",
            "Raster", "Values", "Parallel", "JSON", "Files",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .target(name: "PixelproofCLI", dependencies: [
            "CommandLineSupport", "Benchmarks",
            "Parallel", "Review", "GoldenRun", "Figma", "Audit",
            "Values", "Raster", "PNGCodec", "Typesetting", "DesignTokens", "Diagnostics", "DescriptionModel", "DescriptionFormat", "SceneBuilding", "BuiltInComponents", "PixelDiff", "Pixelproof", "JSON", "Files", "Localization",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .executableTarget(name: "PixelproofMain", dependencies: ["CommandLineSupport", "PixelproofCLI"]),
        .target(name: "PixelproofDevCLI", dependencies: [
            "CommandLineSupport", "Benchmarks", "Pixelproof", "DisplayList", "Values", "Raster", "PNGCodec", "Typesetting", "JSON", "Files",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .executableTarget(name: "PixelproofDev", dependencies: ["CommandLineSupport", "PixelproofDevCLI"]),

        // docs/ARCHITECTURE.md's module table against this file: reads both, depends on no module.
        .testTarget(name: "ArchitectureTests"),
        .testTarget(name: "DiagnosticsTests", dependencies: ["Diagnostics"]),
        .testTarget(name: "JSONTests", dependencies: ["JSON"]),
        .testTarget(name: "ValuesTests", dependencies: ["Values"]),
        .testTarget(name: "FilesTests", dependencies: ["Files"]),
        .testTarget(name: "DisplayListTests", dependencies: ["Values", "DisplayList", "Raster", "Typesetting"]),
        .testTarget(name: "RasterTests", dependencies: ["Values", "Raster", "RasterLanes"]),
        .testTarget(name: "PNGCodecTests", dependencies: ["Values", "PNGCodec", "Raster", "Files"], exclude: ["Fixtures"]),
        .testTarget(name: "TypesettingTests", dependencies: ["Values", "Typesetting", "Raster", "BundledFonts"]),
        .testTarget(name: "DesignTokensTests", dependencies: ["Values", "DesignTokens", "JSON", "Files"], exclude: ["SpecExamples"]),
        .testTarget(name: "AssetCatalogTests", dependencies: ["AssetCatalog", "Values", "Files"]),
        .testTarget(name: "LocalizationTests", dependencies: ["Localization", "Files"]),
        .testTarget(name: "PDFRasterTests", dependencies: ["PDFRaster", "Raster"], exclude: ["Fixtures"]),
        .testTarget(name: "SVGIconsTests", dependencies: ["SVGIcons", "Raster", "Values", "Files"]),
        .testTarget(name: "DescriptionSourceTests", dependencies: ["DescriptionSource"]),
        .testTarget(name: "LayoutTests", dependencies: ["Values", "Layout", "Raster"]),
        .testTarget(name: "DescriptionModelTests", dependencies: ["DescriptionModel", "Values"]),
        .testTarget(name: "SceneBuildingTests", dependencies: ["DescriptionModel", "DescriptionFormat", "SceneBuilding", "DesignTokens", "Values", "Typesetting", "DisplayList", "Layout"]),
        .testTarget(name: "BuiltInComponentsTests", dependencies: ["DescriptionModel", "BuiltInComponents"]),
        .testTarget(name: "DescriptionFormatTests", dependencies: ["DescriptionModel", "Values", "DescriptionFormat", "SceneBuilding", "BuiltInComponents", "Layout", "DescriptionSource", "DesignTokens", "Files", "Raster"], resources: [.copy("Fixtures")]),
        .testTarget(name: "PixelDiffTests", dependencies: ["Values", "PixelDiff", "PNGCodec", "Raster", "Files"]),
        .testTarget(name: "AuditTests", dependencies: ["Values", "Audit", "DisplayList", "Raster", "Pixelproof", "DescriptionFormat", "SceneBuilding", "BuiltInComponents", "GoldenRun", "JSON", "Files", "PNGCodec"]),
        .testTarget(name: "GoldenRunTests", dependencies: ["Values", "GoldenRun", "PixelDiff", "Pixelproof", "DescriptionFormat", "SceneBuilding", "BuiltInComponents", "PNGCodec", "Raster", "Files"]),
        .testTarget(name: "PixelproofTests", dependencies: ["DescriptionModel", "Values", "Pixelproof", "PixelproofTesting", "PNGCodec", "Raster", "DescriptionFormat", "SceneBuilding", "BuiltInComponents", "Layout", "DescriptionSource", "Yams", "Files", "DisplayList", "Parallel"], exclude: ["Fixtures"]),
        // Depends on the user-facing products only, without package access: proves the public API is enough.
        .testTarget(name: "PixelproofAPITests", dependencies: ["Pixelproof", "PixelproofTesting", "PixelproofUI"], packageAccess: false),
        // The seed's SwiftUI templates, verbatim with the import swapped, and views drawn through PixelproofUI.
        .testTarget(name: "PixelproofUITests", dependencies: ["PDFRaster", "PixelproofUI", "PixelproofUISymbols", "PixelproofUIMarkdown", "Pixelproof", "PixelproofTesting", "Benchmarks", "DescriptionModel", "Files", "Localization", "SVGIcons"]),
        // A team's swift-snapshot-testing tests with the import swapped, and the strategy's own checks.
        .testTarget(name: "PixelproofSnapshotTestingTests", dependencies: [
            "PixelproofSnapshotTesting", "PNGCodec", .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        ],
                    exclude: ["__Snapshots__"]),
        .testTarget(name: "PixelproofTestingTests", dependencies: ["Values", "Pixelproof", "PixelproofTesting", "GoldenRun", "PixelDiff", "PNGCodec", "Raster", "Files"]),
        .testTarget(name: "PixelproofDevCLITests", dependencies: ["CommandLineSupport", "Values", "PixelproofDevCLI", "PixelproofCLI", "PNGCodec", "Raster"]),
        .testTarget(name: "ReviewTests", dependencies: [
            "Review", "GoldenRun", "PixelproofTesting", "Pixelproof", "Values", "PixelDiff", "PNGCodec", "Raster", "JSON", "Files",
            .product(name: "Hummingbird", package: "hummingbird"),
            .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
        ]),
        .testTarget(name: "FigmaTests", dependencies: [
            "Figma", "CommandLineSupport", "PixelproofCLI", "JSON",
            .product(name: "Hummingbird", package: "hummingbird"),
            .product(name: "HTTPTypes", package: "swift-http-types"),
            .product(name: "NIOCore", package: "swift-nio"),
            .product(name: "Logging", package: "swift-log"),
        ], resources: [.copy("Fixtures")]),
        .testTarget(name: "PixelproofCLITests", dependencies: ["Values", "CommandLineSupport", "DescriptionFormat", "SceneBuilding", "BuiltInComponents", "PixelproofCLI", "GoldenRun", "PNGCodec", "Raster", "JSON", "PixelDiff", "Files"]),
    ]
)
