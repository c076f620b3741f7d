import Foundation
import JSON
import Testing

/// `pixelproof catalog --components`: a team's library over its preview axes, named as Figma names
/// the variants of a component set, and paired back with a Figma export of that set.
@Suite struct ComponentCatalogTests {
    static let library = """
        components:
          Pill:
            figmaName: "Acme.Pill"
            props:
              label:    { type: string }
              tone:     { type: enum, values: [neutral, accent], default: neutral }
              size:     { type: enum, values: [s, m, l], default: m }
              disabled: { type: bool, default: false }
            body:
              hstack:
                padding: { $switch: size, cases: { s: 4, m: 8, l: 12 } }
                background:
                  shape: { kind: pill, fill: { $switch: tone, cases: { neutral: grayscale20, accent: buttonPrimaryBg } }, opacity: { $switch: disabled, cases: { false: 1, true: 0.4 } } }
                children:
                  - text: { string: "${label}", style: bodyRegular }
            preview:
              canvas: { width: 120, background: "#ffffff", padding: 8 }
              props: { label: Pill }

        """

    @Test func aLibraryWithTwoEnumsAndABoolGivesTwelveNamedVariants() throws {
        let folder = makeFolder()
        writeFile(folder + "/pills.yaml", Self.library)
        let run = runCLI(["catalog", "--components", folder + "/pills.yaml", "--out-dir", folder + "/out", "--scale", "1", "--quiet"])
        #expect(run.code == 0, "\(run.stderr)")
        #expect(run.stdout.contains("12 images of 1 component, 1 contact sheet"))
        let manifest = try JSONNode.parse(readFile(folder + "/out/catalog.json"))
        let items = manifest["items"]?.array ?? []
        #expect(items.count == 12)
        let names = items.compactMap { $0["figmaName"]?.string }
        #expect(names.first == "Acme.Pill / tone=neutral, size=s, disabled=false")
        #expect(names[1] == "Acme.Pill / tone=neutral, size=s, disabled=true")
        #expect(names.last == "Acme.Pill / tone=accent, size=l, disabled=true")
        #expect(Set(names).count == 12)
        #expect(items.first?["file"]?.string == "pills/Acme.Pill--tone-neutral-size-s-disabled-false.png")
        #expect(items.first?["parameters"]?["size"]?.string == "s")
        // The token system drawn with, the library it comes from, and bools as JSON bools.
        #expect(items.first?["system"]?.string == "ids" && items.first?["library"]?.string == "pills")
        #expect(items.first?["parameters"]?["disabled"]?.bool == false && items[1]["parameters"]?["disabled"]?.bool == true)
        for item in items { #expect(fileExists(folder + "/out/" + (item["file"]?.string ?? "?"))) }
        #expect(fileExists(folder + "/out/pills-contact-sheet.png"))
        // The variants differ where their props do: a small pill is narrower than a large one's picture.
        let small = readFile(folder + "/out/pills/Acme.Pill--tone-neutral-size-s-disabled-false.png")
        let large = readFile(folder + "/out/pills/Acme.Pill--tone-neutral-size-l-disabled-false.png")
        #expect(small != large)

        // Figma exports of the set, in a folder named after it (one flat), pair with the renders by name.
        let exports = folder + "/figma"
        try FileManager.default.createDirectory(atPath: exports + "/Acme.Pill", withIntermediateDirectories: true)
        for item in items {
            let variant = String(item["figmaName"]!.string!.split(separator: "/").last!.dropFirst())
            let isFlat = variant == "tone=accent, size=l, disabled=true"
            let target = isFlat ? exports + "/" + variant + ".png" : exports + "/Acme.Pill/" + variant + ".png"
            try FileManager.default.copyItem(atPath: folder + "/out/" + item["file"]!.string!, toPath: target)
        }
        let compare = runCLI(["compare", "--figma-dir", exports, "--catalog", folder + "/out/catalog.json"])
        #expect(compare.code == 0, "\(compare.stdout)\n\(compare.stderr)")
        #expect(compare.stdout.contains("12"), "\(compare.stdout)")
    }

    @Test func aRequiredPropWithoutAPreviewValueIsAnErrorAndNothingIsWritten() throws {
        let folder = makeFolder()
        writeFile(folder + "/pills.yaml", Self.library.replacingOccurrences(of: "      props: { label: Pill }\n", with: ""))
        let run = runCLI(["catalog", "--components", folder + "/pills.yaml", "--out-dir", folder + "/out"])
        #expect(run.code == 2)
        #expect(run.stderr.contains("pills.yaml:2:3: components.Pill: Pill's prop label has no default, so the catalog needs a value"), "\(run.stderr)")
        #expect(!fileExists(folder + "/out"))
    }

    @Test func aMistakeInALibraryBodyIsSaidAsRenderSaysItOnce() throws {
        let folder = makeFolder()
        writeFile(folder + "/pills.yaml", Self.library.replacingOccurrences(of: "neutral: grayscale20", with: "neutral: grayscale2O"))
        let run = runCLI(["catalog", "--components", folder + "/pills.yaml", "--out-dir", folder + "/out", "--quiet"])
        #expect(run.code == 2)
        let lines = run.stderr.split(separator: "\n")
        #expect(lines.count == 1, "once, not once per variant: \(run.stderr)")
        #expect(run.stderr.hasPrefix(folder + "/pills.yaml:13:73: components.Pill.body.hstack.background.shape.fill: "), "\(run.stderr)")
        #expect(run.stderr.contains("unknown colour token \"grayscale2O\" in the ids system (did you mean \"grayscale20\"?)"), "\(run.stderr)")
        #expect(!run.stderr.contains("Error:") && !run.stderr.contains("content."), "\(run.stderr)")
        #expect(!fileExists(folder + "/out"))
    }

    /// A team's golden tests without Swift: descriptions importing a library are tests, the
    /// library is not; changing a component in the library fails the goldens of its uses.
    @Test func goldenTestsOfDescriptionsUsingALibrary() throws {
        let root = makeFolder()
        try FileManager.default.createDirectory(atPath: root + "/screens/lib", withIntermediateDirectories: true)
        writeFile(root + "/screens/lib/pills.yaml", Self.library)
        writeFile(root + "/screens/filters.yaml",
                  "system: ids\nimport: [lib/pills.yaml]\ncanvas: { width: 200 }\ncontent:\n  hstack: { children: [ { Pill: { label: All, tone: accent } }, { Pill: { label: New } } ] }\n")
        let record = runCLI(["test", root + "/screens", "--snapshots", root + "/Snapshots", "--record"])
        #expect(record.code == 0, "\(record.stdout)\n\(record.stderr)")
        #expect(record.stdout.contains("1 tests"), "only the description is a test: \(record.stdout)")
        #expect(fileExists(root + "/Snapshots/filters@2x.png"))
        #expect(runCLI(["test", root + "/screens", "--snapshots", root + "/Snapshots"]).code == 0)
        writeFile(root + "/screens/lib/pills.yaml", Self.library.replacingOccurrences(of: "m: 8, l: 12", with: "m: 9, l: 12"))
        #expect(runCLI(["test", root + "/screens", "--snapshots", root + "/Snapshots"]).code == 1)
    }

    /// A description that defines components itself is a library for the catalog too.
    @Test func aDescriptionsOwnComponentsHaveACatalog() throws {
        let folder = makeFolder()
        let definitions = Self.library.replacingOccurrences(of: "components:\n", with: "")
        writeFile(folder + "/screen.yaml", "system: ids\ncanvas: { width: 200 }\ncomponents:\n" + definitions + "content:\n  Pill: { label: Hi }\n")
        let run = runCLI(["catalog", "--components", folder + "/screen.yaml", "--out-dir", folder + "/out", "--quiet"])
        #expect(run.code == 0, "\(run.stderr)")
        #expect(run.stdout.hasPrefix("12 images of 1 component"), "\(run.stdout)")
    }
}

/// A matrix past its bound is refused by `catalog --components` and `audit --components` alike,
/// before a variant is made, naming the props that multiply; nothing is written.
@Suite struct VariantMatrixBoundTests {
    static let library = """
        components:
          Chip:
            props:
              tone: { type: enum, values: [\((0..<40).map { "t\($0)" }.joined(separator: ", "))], default: t0 }
              size: { type: enum, values: [\((0..<30).map { "s\($0)" }.joined(separator: ", "))], default: s0 }
            body: { spacer: {} }

        """

    @Test func catalogAndAuditRefuseAMatrixPastAThousand() {
        let folder = makeFolder()
        writeFile(folder + "/chips.yaml", Self.library)
        let message = "chips.yaml:2:3: components.Chip: Chip's preview axes multiply to 1200 variants (tone: 40 values × size: 30 values), past the 1000"
        let catalog = runCLI(["catalog", "--components", folder + "/chips.yaml", "--out-dir", folder + "/out", "--scale", "1", "--quiet"])
        #expect(catalog.code == 2)
        #expect(catalog.stderr.contains(message), "\(catalog.stderr)")
        #expect(!fileExists(folder + "/out"))
        let audit = runCLI(["audit", "--components", folder + "/chips.yaml"])
        #expect(audit.code == 2)
        #expect((audit.stderr + audit.stdout).contains(message), "\(audit.stderr)\n\(audit.stdout)")
    }

    /// Five libraries of 900 variants each: each within its bound, the run's 4,500 past 4,000,
    /// refused before any is drawn.
    @Test func catalogRefusesLibrariesPastTheBoundTogether() {
        let folder = makeFolder()
        let thirty = (0..<30).map { "v\($0)" }.joined(separator: ", ")
        let text = "components:\n  Chip:\n    props:\n      tone: { type: enum, values: [\(thirty)], default: v0 }\n"
            + "      size: { type: enum, values: [\(thirty)], default: v0 }\n    body: { spacer: {} }\n"
        let files = (1...5).map { folder + "/lib\($0).yaml" }
        for file in files { writeFile(file, text) }
        let catalog = runCLI(["catalog", "--components"] + files + ["--out-dir", folder + "/out", "--scale", "1", "--quiet"])
        #expect(catalog.code == 2)
        #expect(catalog.stderr.contains("--components: the libraries have 4500 variants together (lib1 900, lib2 900, lib3 900, lib4 900, lib5 900), past the 4000"), "\(catalog.stderr)")
        #expect(!fileExists(folder + "/out"))
    }
}
