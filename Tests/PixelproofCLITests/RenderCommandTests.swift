import Glibc
import Testing

/// `pixelproof render`: bad descriptions exit 2 with file:line:col and key path and write nothing.
@Suite struct RenderCommandTests {
    static let good = """
        system: ids
        canvas: { width: 375, padding: 16 }
        content:
          button: { label: Continue, type: primary }
        """

    /// (name, description, what the message must contain)
    static let bad: [(String, String, [String])] = [
        ("syntax", "system: ids\ncanvas: { width: 375\ncontent: {}\n", ["syntax.yaml:"]),
        ("wrong-type", "system: ids\ncanvas: { width: wide }\ncontent: { spacer: {} }\n", ["wrong-type.yaml:2:", "canvas.width"]),
        ("unknown-key", "system: ids\ncanvas: { width: 375 }\ncontent:\n  button: { label: A, colour: red }\n", ["unknown-key.yaml:4:", "content.button", "colour"]),
        ("misspelt-enum", "system: ids\ncanvas: { width: 375 }\ncontent:\n  button: { label: A, type: primry }\n", ["misspelt-enum.yaml:4:", "content.button.type", "did you mean \"primary\""]),
        ("unknown-token", "system: ids\ncanvas: { width: 375 }\ncontent:\n  text: { string: Hi, style: bodyRegulr }\n", ["unknown-token.yaml:4:", "content.text.style", "did you mean \"bodyRegular\""]),
        ("nan", "system: ids\ncanvas: { width: .nan }\ncontent: { spacer: {} }\n", ["nan.yaml:2:", "canvas.width"]),
        ("negative", "system: ids\ncanvas: { width: 375 }\ncontent:\n  shape: { kind: rect, width: -4, height: 4 }\n", ["negative.yaml:4:", "content.shape.width"]),
        ("huge-canvas", "system: ids\ncanvas: { width: 20000 }\ncontent: { spacer: {} }\n", ["huge-canvas.yaml:2:", "canvas.width", "16384"]),
        ("missing-image", "system: ids\ncanvas: { width: 375 }\ncontent:\n  image: { source: nowhere.png }\n", ["missing-image.yaml:4:", "content.image.source", "nowhere.png"]),
        ("missing-tokens-file", "system: ./nowhere-tokens.json\ncanvas: { width: 375 }\ncontent: { spacer: {} }\n", ["missing-tokens-file.yaml", "system"]),
        // The first hour's messages: each names what exists and the fix, not only what is wrong.
        ("size-word", "system: ids\ncanvas: { width: 375, padding: medium }\ncontent: { spacer: {} }\n", ["size-word.yaml:2:", "canvas.padding", "did you mean \"md\"", "spacing tokens: none, xxs, xs, sm, md", "number of logical px"]),
        ("css-length", "system: ids\ncanvas: { width: 375 }\ncontent:\n  vstack: { spacing: 12px, children: [spacer] }\n", ["css-length.yaml:4:", "content.vstack.spacing", "without a unit: write 12"]),
        ("style-prefix", "system: ids\ncanvas: { width: 375 }\ncontent:\n  text: { string: Hi, style: body }\n", ["style-prefix.yaml:4:", "did you mean \"bodyRegular\"", "typography tokens: headline", "pixelproof tokens --system ids"]),
        ("list-indent", "system: ids\ncanvas: { width: 375 }\ncontent:\n  vstack:\n    children:\n      - spacer\n     - spacer\n", ["list-indent.yaml:7:", "indented 5 spaces", "same column"]),
        ("under-indented", "system: ids\ncanvas: { width: 375 }\ncontent:\n  vstack:\n    children:\n    - text:\n      string: Hi\n      style: bodyRegular\n", ["under-indented.yaml:6:", "\"string\", \"style\" look like properties of text", "indent them under `text:`"]),
        ("key-too-deep", "system: ids\ncanvas: { width: 375 }\ncontent:\n  button:\n    label: Go\n     type: primary\n", ["key-too-deep.yaml:6:", "line 6 is indented 5 spaces, deeper than line 5 above it (4 spaces)", "same column"]),
        ("flow-hash", "system: ids\ncanvas: { width: 375, background: #fff }\ncontent: { spacer: {} }\n", ["flow-hash.yaml:", "# after a space starts a comment", "\"#ffffff\""]),
        ("deep", "system: ids\ncanvas: { width: 375 }\ncontent: " + String(repeating: "{vstack: {children: [", count: 80) + "{spacer: {}}" + String(repeating: "]}}", count: 80) + "\n", ["deep.yaml:", "nest"]),
    ]

    @Test(arguments: bad.map(\.0))
    func badDescriptionExitsTwoAndWritesNothing(name: String) {
        let (_, text, needles) = Self.bad.first { $0.0 == name }!
        expectRefusedRender("\(name).yaml", text, needles: needles)
    }

    @Test func aMissingFileIsNamedOnce() {
        let folder = makeFolder()
        let (code, stderr, _) = runCLI(["render", "\(folder)/nothere.yaml", "-o", "\(folder)/out.png"])
        #expect(code == 2)
        #expect(stderr.components(separatedBy: "nothere.yaml").count == 2, "\(stderr)")
        #expect(stderr.contains("No such file"))
    }

    @Test func badFileLeavesAnExistingOutputUntouched() {
        let folder = makeFolder()
        writeFile("\(folder)/out.png", "previous bytes")
        writeFile("\(folder)/bad.yaml", "system: ids\ncanvas: { width: 375 }\ncontent:\n  button: { label: A, type: primry }\n")
        #expect(runCLI(["render", "\(folder)/bad.yaml", "-o", "\(folder)/out.png"]).code == 2)
        #expect(readFile("\(folder)/out.png") == Array("previous bytes".utf8))
    }

    /// An output that is a pipe (or a device: as root, `-o /dev/full` replaced the device with a
    /// PNG file) is refused with exit 2 and left as it was.
    @Test func anOutputThatIsNotARegularFileIsRefusedAndLeftAsItIs() {
        let folder = makeFolder()
        writeFile("\(folder)/a.yaml", Self.good)
        #expect(mkfifo("\(folder)/out.png", 0o644) == 0)
        let (code, stderr, _) = runCLI(["render", "\(folder)/a.yaml", "-o", "\(folder)/out.png"])
        #expect(code == 2)
        #expect(stderr.contains("out.png: cannot write: it is a pipe, not a regular file"), "\(stderr)")
        var info = stat()
        #expect(lstat("\(folder)/out.png", &info) == 0 && (info.st_mode & S_IFMT) == S_IFIFO)
    }

    @Test func goodFilesStillRenderWhenOneIsBad() {
        let folder = makeFolder()
        writeFile("\(folder)/a.yaml", Self.good)
        writeFile("\(folder)/b.yaml", "system: ids\ncanvas: { width: 375 }\ncontent:\n  button: { label: A, type: primry }\n")
        writeFile("\(folder)/c.yaml", Self.good)
        let (code, stderr, _) = runCLI(["render", "\(folder)/a.yaml", "\(folder)/b.yaml", "\(folder)/c.yaml", "--out-dir", "\(folder)/out"])
        #expect(code == 2)
        #expect(stderr.contains("b.yaml:4:"))
        #expect(fileExists("\(folder)/out/a.png") && fileExists("\(folder)/out/c.png") && !fileExists("\(folder)/out/b.png"))
    }

    @Test func parallelRenderGivesTheSameBytesAsOneAtATime() {
        let folder = makeFolder()
        var files: [String] = []
        for i in 0..<6 {
            writeFile("\(folder)/d\(i).yaml", Self.good.replacingOccurrences(of: "Continue", with: "Continue \(i)"))
            files.append("\(folder)/d\(i).yaml")
        }
        #expect(runCLI(["render"] + files + ["--out-dir", "\(folder)/together", "--scale", "2"]).code == 0)
        for (i, file) in files.enumerated() {
            #expect(runCLI(["render", file, "-o", "\(folder)/alone\(i).png", "--scale", "2"]).code == 0)
            #expect(readFile("\(folder)/alone\(i).png") == readFile("\(folder)/together/d\(i).png"))
        }
    }

    @Test func svgOutput() {
        let folder = makeFolder()
        writeFile("\(folder)/a.yaml", Self.good)
        #expect(runCLI(["render", "\(folder)/a.yaml", "--format", "svg"]).code == 0)
        let svg = String(decoding: readFile("\(folder)/a.svg"), as: UTF8.self)
        #expect(svg.hasPrefix("<svg") && svg.contains("</svg>"))
    }

    @Test func badScaleIsAUsageError() {
        let five = runCLI(["render", "x.yaml", "--scale", "5"])
        #expect(five.code == 2)
        #expect(five.stderr.contains("--scale must be 1, 2, 3 or 4, not 5"))
    }

    /// 4x is in the range (Figma's largest export): the picture is four device pixels a point.
    @Test func scaleFourRenders() {
        let folder = makeFolder()
        writeFile("\(folder)/a.yaml", Self.good)
        #expect(runCLI(["render", "\(folder)/a.yaml", "--scale", "4"]).code == 0)
        let png = readFile("\(folder)/a.png")
        let width = png[16..<20].reduce(0) { $0 << 8 | Int($1) }
        let one = makeFolder()
        writeFile("\(one)/a.yaml", Self.good)
        #expect(runCLI(["render", "\(one)/a.yaml", "--scale", "1"]).code == 0)
        let widthAt1 = readFile("\(one)/a.png")[16..<20].reduce(0) { $0 << 8 | Int($1) }
        #expect(width == 4 * widthAt1)
    }
}
