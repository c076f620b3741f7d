import JSON
import Foundation
import Testing

/// A `.json` description is JSON (RFC 8259), not YAML that happens to look like it: what JSON
/// refuses is refused with file:line:col and the fix, exit 2, nothing written.
@Suite struct StrictJSONTests {
    static let good = #"{"system": "ids", "canvas": {"width": 200}, "content": {"spacer": {}}}"#

    /// (name, text, what the message must contain)
    static let cases: [(String, String, [String])] = [
        ("trailing-comma", #"{"system": "ids", "canvas": {"width": 200,}, "content": {"spacer": {}}}"#, [":1:43:", "trailing comma"]),
        ("comment", "{\"system\": \"ids\", // the system\n\"canvas\": {\"width\": 200}, \"content\": {\"spacer\": {}}}", [":1:19:", "no comments"]),
        ("single-quotes", #"{'system': 'ids', "canvas": {"width": 200}, "content": {"spacer": {}}}"#, [":1:2:", "double quotes"]),
        ("unquoted-key", #"{system: "ids", "canvas": {"width": 200}, "content": {"spacer": {}}}"#, [":1:2:", "double quotes"]),
        ("nan", #"{"system": "ids", "canvas": {"width": NaN}, "content": {"spacer": {}}}"#, [":1:39:", "not JSON numbers"]),
    ]

    @Test func validJSONRenders() {
        let folder = makeFolder()
        writeFile(folder + "/good.json", Self.good)
        #expect(runCLI(["render", folder + "/good.json", "-o", folder + "/good.png"]).code == 0)
    }

    @Test(arguments: cases.map(\.0))
    func whatJSONRefusesIsRefused(name: String) {
        let (_, text, needles) = Self.cases.first { $0.0 == name }!
        let folder = expectRefusedRender("\(name).json", text, needles: needles)
        // The same text as YAML is YAML's business: flow syntax accepts the trailing comma.
        if name == "trailing-comma" {
            writeFile("\(folder)/\(name).yaml", text)
            #expect(runCLI(["render", "\(folder)/\(name).yaml", "-o", "\(folder)/out.png"]).code == 0)
        }
    }

    /// `render -` reads the description from standard input, in the grammar --format-in names.
    @Test(.enabled(if: BundledFontsTests.builtExecutable != nil, "needs the pixelproof executable built beside the tests"))
    func standardInput() throws {
        let folder = makeFolder()
        func render(_ text: String, _ format: String) throws -> (Int32, String) {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: try #require(BundledFontsTests.builtExecutable))
            process.arguments = ["render", "-", "--format-in", format, "-o", folder + "/out-\(format).png"]
            let input = Pipe(), errors = Pipe()
            process.standardInput = input
            process.standardError = errors
            try process.run()
            input.fileHandleForWriting.write(Data(text.utf8))
            try input.fileHandleForWriting.close()
            let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            return (process.terminationStatus, message)
        }
        #expect(try render(Self.good, "json").0 == 0)
        #expect(readFile(folder + "/out-json.png").count > 0)
        let (code, message) = try render(Self.cases[0].1, "json")
        #expect(code == 2 && message.contains("stdin.json:1:43:") && message.contains("trailing comma"))
        #expect(try render("system: ids\ncanvas: { width: 200 }\ncontent: { spacer: {} }\n", "yaml").0 == 0)
    }
}
