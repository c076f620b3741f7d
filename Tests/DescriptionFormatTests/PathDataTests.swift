import Raster
import Testing
@testable import BuiltInComponents
@testable import DescriptionFormat
@testable import SceneBuilding

/// A description's SVG path data is parsed when the description is read, by the rasterizer's
/// parser, and a mistake is reported at its place with what was expected.
@Suite struct PathDataTests {
    func document(_ d: String) -> String { idsDocument("path: {d: \"\(d)\", fill: \"#000000\"}") }

    @Test(arguments: [
        "M0 0L10 10",
        "m1,2 l3,4 h5 v6 z",
        "M0 0 C1 2 3 4 5 6 S7 8 9 10 Q1 2 3 4 T5 6 Z",
        "M-1.5-2.5l.5.5",
        "M1e2 1E-2 L+3 4",
        "M0 0 A5 5 0 1 0 10 10",
        "M0 0 a5 5 0 0110 10",
        "M0 0 L1 1 2 2 3 3",
        "M0 0 H1 2 3",
        "M 12 2 L 22 22 L 2 22 Z M 11 10 h 2 v 6 h -2 z",
    ])
    func accepted(_ d: String) throws {
        let content = try parse(document(d)).content
        guard case let .path(node) = content.unmodified else {
            Issue.record("the content is \(content.kind), not the path")
            return
        }
        #expect(node.d == d, "the path data is kept as written, for the renderer to parse the same")
        #expect(try Path(svgPathData: d).isEmpty == false, "accepted path data that draws nothing")
    }

    @Test(arguments: [
        ("", "the path data is empty"),
        ("L0 0", "at character 1: found \"L\", expected a moveto command (M or m)"),
        ("0 0", "at character 1: found \"0\", expected a moveto command (M or m)"),
        ("M0", "at character 3: found the end of the data, expected a number (\"M\" takes 2 numbers)"),
        ("M0 0 L1", "at character 8: found the end of the data, expected a number (\"L\" takes 2 numbers)"),
        ("M0 0 C1 2 3 4 5", "expected a number (\"C\" takes 6 numbers)"),
        ("M0 0 Z 1", "at character 8: found \"1\", expected a path command letter after Z"),
        ("M0 0 L1 x", "at character 9: found \"x\", expected a number (\"L\" takes 2 numbers)"),
        ("M0 0 A5 5 0 2 0 1 1", "at character 13: found \"2\", expected an arc flag (0 or 1)"),
        ("M0 0 L1e999 2", "at character 7: found \"1\", expected a finite number"),
        ("M0 0 B1 2", "at character 6: found \"B\", expected a path command letter (M L H V C S Q T A Z) or a number"),
    ] as [(String, String)])
    func refused(_ d: String, message: String) {
        let error = parseError(document(d))
        #expect(error?.path.description == "content.path.d")
        #expect(error?.message.contains(message) == true, "\(error?.message ?? "no error")")
    }
}
