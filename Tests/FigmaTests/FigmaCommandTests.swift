import Figma
import Foundation
import JSON
import Testing

/// `pixelproof figma pull|check` and `compare --figma-dir` after a pull, run in-process against
/// the local stand-in for Figma's API.
@Suite struct FigmaCommandTests {
    /// The library the fixtures' `Acme.Chip` and `Acme.Tag` sets mirror: the chip's variants are
    /// size × isSelected, `showIcon` is a BOOLEAN property (`showIcon#12:3` in Figma), `label` a TEXT one.
    static let library = """
        components:
          Chip:
            figmaName: Acme.Chip
            props:
              label:      { type: string }
              size:       { type: enum, values: [small, large], default: small }
              isSelected: { type: bool, default: false }
              showIcon:   { type: bool, default: false }
            body:
              hstack:
                padding: { $switch: size, cases: { small: 4, large: 8 } }
                background: { shape: { kind: pill, fill: { $switch: isSelected, cases: { true: buttonPrimaryBg, false: grayscale20 } } } }
                children:
                  - text: { string: "${label}", style: bodyRegular }
            preview:
              canvas: { width: 80, background: "#ffffff", padding: 4 }
              props: { label: Chip }
              axes: [size, isSelected]
          Tag:
            figmaName: Acme.Tag
            props:
              tone: { type: enum, values: [neutral, accent], default: neutral }
            body:
              text: { string: Tag, style: bodyRegular }

        """

    func figma(_ command: String, _ server: FakeFigma, _ arguments: [String]) -> [String] {
        ["figma", command, "--api", server.api, "--token-env", tokenVariable, "--timeout", "5"] + arguments
    }

    @Test func pullThenCompareAgainstTheCatalogPassesAndAllowMissingToleratesAPartialExport() async throws {
        try await withFolder { folder in
            try Self.library.write(toFile: folder + "/chips.yaml", atomically: true, encoding: .utf8)
            let catalog = await runCLI(["catalog", "--components", folder + "/chips.yaml", "--out-dir", folder + "/catalog", "--scale", "2", "--quiet"])
            #expect(catalog.code == 0, "\(catalog.stderr)")
            // Figma "renders" each variant as the catalog drew it; its names order the properties its own way.
            let items = try JSONNode.parse(contents(folder + "/catalog/catalog.json"))["items"]?.array ?? []
            func picture(_ size: String, _ selected: String) -> [UInt8] {
                let item = items.first { $0["figmaName"]?.string == "Acme.Chip / size=\(size), isSelected=\(selected)" }
                return contents(folder + "/catalog/" + (item?["file"]?.string ?? ""))
            }
            let pictures = ["1:3": picture("small", "false"), "1:4": picture("small", "true"),
                            "1:5": picture("large", "false"), "1:6": picture("large", "true")]
            #expect(pictures.values.allSatisfy { !$0.isEmpty })
            try await withServer(pictures: pictures) { server in
                let out = folder + "/figma"
                let pulled = await runCLI(figma("pull", server, ["--file", "AcmeFileKey1", "--component-set", "Acme.Chip", "--out", out]))
                #expect(pulled.code == 0, "\(pulled.stderr)")
                #expect(pulled.stdout == "4 pictures of 1 component set from \"Acme Design System\" version 4410387234 (2026-11-20T10:00:00Z) in \(out)/")

                let compare = ["compare", "--figma-dir", out, "--catalog", folder + "/catalog/catalog.json", "--report", folder + "/report"]
                let matched = await runCLI(compare)
                #expect(matched.code == 1, "the Tag has no export yet: \(matched.stdout)")
                #expect(matched.stdout.contains("4 passed") && matched.stdout.contains("only in the catalog: chips/Acme.Tag--tone-neutral"))
                let partial = await runCLI(compare + ["--allow-missing"])
                #expect(partial.code == 0, "\(partial.stdout)")
                #expect(partial.stdout.contains("no Figma export (allowed by --allow-missing): chips/Acme.Tag--tone-neutral"))
                #expect(partial.stdout.contains("2 only in the catalog (allowed)"))

                try FileManager.default.removeItem(atPath: out + "/Acme.Chip/isSelected=true, size=small@2x.png")
                let fewer = await runCLI(compare + ["--allow-missing"])
                #expect(fewer.code == 0 && fewer.stdout.contains("3 passed") && fewer.stdout.contains("chips/Acme.Chip--size-small-isSelected-true"))
                // A difference still fails with --allow-missing.
                try Data(FakeFigma.onePixel).write(to: URL(fileURLWithPath: out + "/Acme.Chip/size=large, isSelected=false@2x.png"))
                #expect(await runCLI(compare + ["--allow-missing"]).code == 1)
            }
        }
    }

    @Test func pullWithALibraryTakesEveryFigmaName() async throws {
        try await withServer { server in
            try await withFolder { folder in
                try Self.library.write(toFile: folder + "/chips.yaml", atomically: true, encoding: .utf8)
                let out = folder + "/figma"
                let run = await runCLI(figma("pull", server, ["--file", "AcmeFileKey1", "--components", folder + "/chips.yaml",
                                                              "--out", out, "--scale", "1.5"]))
                #expect(run.code == 0, "\(run.stderr)")
                #expect(files(in: out).filter { $0.hasSuffix(".png") } == [
                    "Acme.Chip/isSelected=true, size=small@1.5x.png", "Acme.Chip/size=large, isSelected=false@1.5x.png",
                    "Acme.Chip/size=large,isSelected=true@1.5x.png", "Acme.Chip/size=small, isSelected=false@1.5x.png",
                    "Acme.Tag/tone=accent@1.5x.png", "Acme.Tag/tone=neutral@1.5x.png",
                ])
                #expect(server.requests(to: "/v1/images/").allSatisfy { $0.query["scale"] == "1.5" })
                let again = await runCLI(figma("pull", server, ["--file", "AcmeFileKey1", "--components", folder + "/chips.yaml",
                                                                "--out", out, "--scale", "1.5"]))
                #expect(again.code == 0 && again.stdout.hasSuffix("was pulled already at 1.5x: 6 pictures in \(out)/; nothing downloaded (--force pulls again)"))
            }
        }
    }

    @Test func theTokenIsInNoOutputAndNoFile() async throws {
        try await withServer { server in
            try await withFolder { folder in
                try Self.library.write(toFile: folder + "/chips.yaml", atomically: true, encoding: .utf8)
                let out = folder + "/figma"
                let runs = [
                    await runCLI(figma("pull", server, ["--file", "RateLimited1", "--component-set", "Acme.Chip", "--out", out])),
                    await runCLI(figma("pull", server, ["--file", "Forbidden1", "--component-set", "Acme.Chip", "--out", out])),
                    await runCLI(figma("pull", server, ["--file", "NullImage1", "--component-set", "Acme.Chip", "--out", out, "--force"])),
                    await runCLI(figma("check", server, ["--file", "Missing1", "--components", folder + "/chips.yaml"])),
                ]
                #expect(runs.map(\.code) == [0, 2, 0, 2])
                #expect(runs[0].stderr.contains("waiting 1 s as Retry-After asks"))
                #expect(runs[2].stderr.contains("Acme.Chip / size=small, isSelected=false: Figma could not render this variant"))
                for run in runs { #expect(!run.stdout.contains(testToken) && !run.stderr.contains(testToken)) }
                let written = files(in: folder)
                #expect(written.contains("figma/figma.json"))
                for file in written {
                    #expect(!String(decoding: contents(folder + "/" + file), as: UTF8.self).contains(testToken), "\(file)")
                }
            }
        }
    }

    @Test func checkNamesEachDriftAtTheComponentAndExitsOne() async throws {
        try await withServer { server in
            try await withFolder { folder in
                try Self.library.write(toFile: folder + "/chips.yaml", atomically: true, encoding: .utf8)
                let matching = await runCLI(figma("check", server, ["--file", "AcmeFileKey1", "--components", folder + "/chips.yaml"]))
                #expect(matching.code == 0, "\(matching.stdout)\n\(matching.stderr)")
                #expect(matching.stdout == "2 components match their Figma component sets")

                let drifted = Self.library
                    .replacingOccurrences(of: "values: [small, large]", with: "values: [small, medium]")
                    .replacingOccurrences(of: "cases: { small: 4, large: 8 }", with: "cases: { small: 4, medium: 8 }")
                    .replacingOccurrences(of: "      showIcon:   { type: bool, default: false }", with: "      isLoading:  { type: bool, default: false }")
                    + """
                      Avatar:
                        figmaName: Acme.Avatar
                        props:
                          round: { type: bool, default: true }
                        body:
                          text: { string: A, style: bodyRegular }

                    """
                let path = folder + "/drift.yaml"
                try drifted.write(toFile: path, atomically: true, encoding: .utf8)
                let avatarLine = 1 + (drifted.split(separator: "\n", omittingEmptySubsequences: false).firstIndex(of: "  Avatar:") ?? -1)
                let check = await runCLI(figma("check", server, ["--file", "AcmeFileKey1", "--components", path]))
                #expect(check.code == 1, "\(check.stderr)")
                #expect(check.stdout.split(separator: "\n").map(String.init) == [
                    "\(path):2:3: Chip (Acme.Chip): Figma's BOOLEAN property \"showIcon\" has no enum or bool prop in the component",
                    "\(path):2:3: Chip (Acme.Chip): Figma's size has \"large\", the component's enum has not",
                    "\(path):2:3: Chip (Acme.Chip): the component's enum size has \"medium\", Figma's size has not",
                    "\(path):2:3: Chip (Acme.Chip): the component's prop \"isLoading\" has no Figma property",
                    "\(path):\(avatarLine):3: Avatar (Acme.Avatar): no component set named \"Acme.Avatar\" in the file",
                    "5 differences between the library and the Figma file",
                ])
            }
        }
    }

    @Test func badInputExitsTwoWithTheFixAndWritesNothing() async throws {
        try await withServer { server in
            try await withFolder { folder in
                let out = folder + "/figma"
                func pull(_ extra: [String], key: String = "AcmeFileKey1", env: String = tokenVariable) async -> (code: Int32, stderr: String, stdout: String) {
                    await runCLI(["figma", "pull", "--api", server.api, "--token-env", env, "--file", key, "--out", out] + extra)
                }
                let cases: [((code: Int32, stderr: String, stdout: String), String)] = [
                    (await pull(["--component-set", "Acme.Chip"], env: "PIXELPROOF_FIGMA_TEST_UNSET"),
                     "PIXELPROOF_FIGMA_TEST_UNSET is not set; create a personal access token"),
                    (await pull(["--component-set", "Acme.Chip"], key: ""), "--file is empty; give the file's key"),
                    (await pull(["--component-set", "Acme.Chip"], key: "https://www.figma.com/design/AcmeFileKey1/Acme"), "is not a file key"),
                    (await pull(["--component-set", "Acme.Chp"]), "no component set named \"Acme.Chp\" in the file (did you mean \"Acme.Chip\"?)"),
                    (await pull(["--component-set", "Acme.Chip", "--scale", "0"]), "--scale must be within 0.01...4"),
                    (await pull(["--component-set", "Acme.Chip", "--scale", "4.5"]), "--scale must be within 0.01...4"),
                    (await pull([]), "name the sets: --component-set NAME"),
                ]
                for (run, words) in cases {
                    #expect(run.code == 2, "\(words)")
                    #expect(run.stderr.contains(words), "\(run.stderr)")
                }
                #expect(!FileManager.default.fileExists(atPath: out))
                #expect(server.requests(to: "/v1/images/").isEmpty)
                #expect(server.requests.count == 2, "only the unknown set's lookup reached the server")

                try Data("not a folder".utf8).write(to: URL(fileURLWithPath: out))
                let onFile = await pull(["--component-set", "Acme.Chip"])
                #expect(onFile.code == 2 && onFile.stderr.contains("--out \(out): is a file, not a folder"))
                #expect(contents(out) == Array("not a folder".utf8))
                let below = await pull(["--component-set", "Acme.Chip", "--out", out + "/figma"])
                #expect(below.code == 2 && below.stderr.contains("--out \(out)/figma: is a file, not a folder (\(out), on its way, is a file)"), "\(below.stderr)")
                #expect(server.requests.count == 2)
            }
        }
    }

    @Test func checkRefusesABrokenLibraryAndPullABrokenManifestBeforeAnyRequest() async throws {
        try await withServer { server in
            try await withFolder { folder in
                try "components:\n  Chip:\n    props:\n      size: { type: enum, values: [small], default: smal }\n    body:\n      text: { string: x, style: bodyRegular }\n"
                    .write(toFile: folder + "/broken.yaml", atomically: true, encoding: .utf8)
                let check = await runCLI(figma("check", server, ["--file", "AcmeFileKey1", "--components", folder + "/broken.yaml"]))
                #expect(check.code == 2 && check.stderr.contains(folder + "/broken.yaml:4:"), "\(check.stderr)")

                let out = folder + "/figma"
                try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
                try "{\"fileKey\": 3}".write(toFile: out + "/figma.json", atomically: true, encoding: .utf8)
                let pull = await runCLI(figma("pull", server, ["--file", "AcmeFileKey1", "--component-set", "Acme.Chip", "--out", out]))
                #expect(pull.code == 2 && pull.stderr.contains(out + "/figma.json:1:13: expected a string \"fileKey\"; delete the file"), "\(pull.stderr)")
                #expect(files(in: out) == ["figma.json"])
                #expect(server.requests.isEmpty)
            }
        }
    }
}
