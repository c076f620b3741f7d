import Testing
@testable import PixelDiff

/// Counts on generated pairs (sub-pixel shifted edges, text shifted by 0.25 px, alpha, grey steps,
/// 1 x 1, noise) must equal the PyPI pixelmatch port's (white background) and pixelmatch 7.2's
/// rules (checkerboard). The expected numbers come from scripts/pixelmatch-check --emit-swift.
@Suite struct PixelmatchCompatibilityTests {
    @Test(arguments: pixelmatchFixtures.map(\.name))
    func countsMatchThePyPIPortWithWhiteBackground(_ name: String) throws {
        let fixture = pixelmatchFixtures.first { $0.name == name }!
        let a = try TestImages.decode(base64: fixture.expected), b = try TestImages.decode(base64: fixture.actual)
        for e in fixture.expectations {
            let options = DiffOptions(threshold: e.threshold, includeAA: e.includeAA, background: .white)
            #expect(PixelDiffer(options: options).compare(a, b).mismatched == e.white,
                    "\(name) threshold \(e.threshold) includeAA \(e.includeAA)")
        }
    }

    @Test(arguments: pixelmatchFixtures.map(\.name))
    func countsMatchPixelmatch72WithCheckerboard(_ name: String) throws {
        let fixture = pixelmatchFixtures.first { $0.name == name }!
        let a = try TestImages.decode(base64: fixture.expected), b = try TestImages.decode(base64: fixture.actual)
        for e in fixture.expectations {
            let options = DiffOptions(threshold: e.threshold, includeAA: e.includeAA, background: .checkerboard)
            #expect(PixelDiffer(options: options).compare(a, b).mismatched == e.checkerboard,
                    "\(name) threshold \(e.threshold) includeAA \(e.includeAA)")
        }
    }

    @Test(arguments: pixelmatchFixtures.map(\.name))
    func diffImageMatchesThePyPIPortPixelForPixel(_ name: String) throws {
        let fixture = pixelmatchFixtures.first { $0.name == name }!
        let a = try TestImages.decode(base64: fixture.expected), b = try TestImages.decode(base64: fixture.actual)
        let theirs = try TestImages.decode(base64: fixture.pypiDiff)
        let ours = try #require(PixelDiffer(options: DiffOptions(background: .white)).compare(a, b, drawDiff: true).diffImage)
        #expect(ours.width == theirs.width && ours.height == theirs.height)
        // Count differing pixels rather than compare arrays, so a failure prints a number.
        let differing = (0..<(ours.width * ours.height)).filter { i in
            ours.bytes[(4 * i)..<(4 * i + 4)] != theirs.bytes[(4 * i)..<(4 * i + 4)]
        }.count
        #expect(differing == 0)
    }

    @Test func fixturesCoverTheIssuesCases() {
        let names = Set(pixelmatchFixtures.map(\.name))
        for wanted in ["edges-shift-0.3", "text-shift-0.25", "alpha", "grey-steps", "one-black-white", "noise-32"] {
            #expect(names.contains(wanted))
        }
    }
}
