import Testing

/// `pixelproof tokens --check` reports every problem of every file (exit 2 when there is one);
/// `--lenient` renders with the tokens that can be honoured and a warning for each other one.
@Suite struct TokensCheckTests {
    static let good = ##"{"color": {"$type": "color", "ink": {"$value": "#112233"}}}"##
    static let bad = ##"{"a": {"$type": "color", "$value": "#12"}, "b": {"$type": "color", "$value": "#000000", "$extensions": {"studio.tokens": {"modify": {"type": "saturate", "value": "0.2", "space": "srgb"}}}}, "c": {"$type": "color", "$value": "#ffffff"}}"##

    @Test func checkListsEveryProblemAndExitsTwo() {
        let folder = makeFolder()
        writeFile(folder + "/good.json", Self.good)
        writeFile(folder + "/bad.json", Self.bad)
        let ok = runCLI(["tokens", "--check", folder + "/good.json"])
        #expect(ok.code == 0 && ok.stdout.contains("good.json: ok") && ok.stdout.contains("1 file, 0 problems"))
        let result = runCLI(["tokens", "--check", folder + "/good.json", folder + "/bad.json"])
        #expect(result.code == 2)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix(folder + "/bad.json:1:") && $0.contains(": a: cannot read the colour \"#12\"") })
        #expect(lines.contains { $0.contains(": b: unknown Tokens Studio colour modifier \"saturate\"") })
        #expect(lines.last == "2 files, 2 problems")
    }

    @Test func renderStopsOnATokenItCannotHonourUnlessLenient() {
        let folder = makeFolder()
        writeFile(folder + "/tokens.json", Self.bad)
        writeFile(folder + "/d.yaml", "system: tokens.json\ncanvas: {width: 20, background: c}\ncontent: spacer\n")
        let strict = runCLI(["render", folder + "/d.yaml", "-o", folder + "/d.png"])
        #expect(strict.code == 2 && strict.stderr.contains("a: cannot read the colour") && !fileExists(folder + "/d.png"))
        let lenient = runCLI(["render", folder + "/d.yaml", "-o", folder + "/d.png", "--lenient"])
        #expect(lenient.code == 0 && fileExists(folder + "/d.png"))
        #expect(lenient.stderr.split(separator: "\n").filter { $0.hasPrefix("warning: ") }.count == 2)
    }
}
