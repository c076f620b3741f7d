@testable import DescriptionModel
import DescriptionSource
import Testing
@testable import BuiltInComponents
@testable import DescriptionFormat
@testable import SceneBuilding

/// Each limit of DescriptionLimits is an error with its place, and never a crash or a hang.
@Suite struct LimitsTests {
    @Test func fileSize() {
        let padding = String(repeating: "# padding\n", count: 110_000)
        let error = parseError(padding + "system: ids\n")
        #expect(error?.location == nil)
        #expect(error?.description.hasPrefix("test.yaml: the file is 1100012 bytes, larger than the limit of 1048576 bytes") == true, "\(String(describing: error))")
    }

    @Test func invalidUTF8() {
        let bytes: [UInt8] = Array("system: ids\ncanvas: {width: 1}\ncontent: {text: {string: \"".utf8) + [0xff, 0xfe] + Array("\"}}\n".utf8)
        #expect(throws: DescriptionError.self) { try DescriptionParser().parse(bytes, file: "bad.yaml") }
        do {
            _ = try DescriptionParser().parse(bytes, file: "bad.yaml")
        } catch {
            #expect(error.message.contains("not valid UTF-8"))
        }
    }

    /// Nested frames around a spacer: `frames` frames put the spacer at node depth frames + 1.
    static func nestedFrames(_ frames: Int) -> String {
        "system: ids\ncanvas: {width: 100}\ncontent: " + String(repeating: "{frame: {child: ", count: frames) + "{spacer: {}}"
            + String(repeating: "}}", count: frames) + "\n"
    }

    @Test func nodeDepthAtTheLimitParses() throws {
        var node = try parse(Self.nestedFrames(63)).content, frames = 0
        while case let .frame(frame) = node.unmodified {
            frames += 1
            node = frame.child
        }
        #expect(frames == 63)
        #expect(node == .spacer(SpacerNode()), "the innermost node is \(node.kind), not the spacer")
    }

    @Test func nodeDepthOverTheLimit() {
        let error = parseError(Self.nestedFrames(64))
        #expect(error?.message == "nodes are nested deeper than 64 levels; flatten the description")
        #expect(error?.path.description == "content" + String(repeating: ".frame.child", count: 64))
        #expect(error?.location?.line == 3)
    }

    @Test func yamlNestingIsBoundedBeforeTheTreeIsBuilt() {
        let text = "system: ids\ncanvas: {width: 100}\ncontent: " + String(repeating: "[", count: 300)
        let error = parseError(text)
        #expect(error?.message == "nesting is deeper than 256 levels of mappings and lists; flatten the description")
        // The document mapping is level 1, so the 256th bracket is the first one too deep.
        #expect(error?.location == SourceLocation(file: "test.yaml", line: 3, column: 10 + 255))
    }

    @Test func extremeNestingIsAnErrorNotACrash() {
        // 200,000 nested lists would exhaust the stack of a recursive tree builder.
        let text = "system: ids\ncanvas: {width: 100}\ncontent: " + String(repeating: "[", count: 200_000)
        let error = parseError(text)
        #expect(error?.message.contains("nesting is deeper than") == true)
        #expect(error?.location?.line == 3)
    }

    @Test func billionLaughsIsRefusedAtTheFirstAnchor() {
        var text = "system: ids\ncanvas: {width: 100}\nlol0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
        for i in 1...9 {
            text += "lol\(i): &a\(i) [" + Array(repeating: "*a\(i - 1)", count: 10).joined(separator: ", ") + "]\n"
        }
        text += "content: {text: {string: *a9, style: body}}\n"
        let error = parseError(text)
        #expect(error?.location == SourceLocation(file: "test.yaml", line: 3, column: 7))
        #expect(error?.message.contains("not supported") == true)
    }

    @Test func aliasAsKeyIsRefused() {
        let error = parseError("system: ids\n? *x\n: 1\n")
        #expect(error?.location == SourceLocation(file: "test.yaml", line: 2, column: 3))
    }

    @Test func nodeCount() {
        var limits = DescriptionLimits()
        limits.maxNodeCount = 5
        let children = Array(repeating: "spacer", count: 10).joined(separator: ", ")
        let error = parseError("system: ids\ncanvas: {width: 100}\ncontent: {vstack: {children: [\(children)]}}\n", limits: limits)
        #expect(error?.path.description == "content.vstack.children[4]")
        #expect(error?.message.contains("more than 5 nodes") == true)
    }

    @Test func stringLength() throws {
        func document(_ count: Int) -> String {
            "system: ids\ncanvas: {width: 100}\ncontent: {button: {label: \(String(repeating: "a", count: count))}}\n"
        }
        _ = try parse(document(10_000))
        let error = parseError(document(10_001))
        #expect(error?.path.description == "content.button.label")
        #expect(error?.location == SourceLocation(file: "test.yaml", line: 3, column: 27))
        #expect(error?.message == "string of 10001 characters is longer than the limit of 10000; shorten it")
    }

    @Test func lengthsAreBounded() {
        let error = parseError(idsDocument("shape: {kind: rect, width: 200000}"))
        #expect(error?.path.description == "content.shape.width")
        #expect(error?.message.contains("larger than the limit of 100000 px") == true)
    }

    @Test func commandLineScaleIsCheckedAgainstTheCanvas() throws {
        let document = try parse("system: ids\ncanvas: {width: 6000, height: 100}\ncontent: {spacer: {}}\n")
        try document.checkCanvasLimits(scale: 2)
        #expect {
            try document.checkCanvasLimits(scale: 3)
        } throws: { error in
            let error = error as? DescriptionError
            return error?.location == SourceLocation(file: "test.yaml", line: 2, column: 17) && error?.path.description == "canvas.width"
        }
    }

    @Test func huggingCanvasChecksItsWidthOnly() throws {
        let document = try parse("system: ids\nscale: 3\ncanvas: {width: 5461}\ncontent: {spacer: {}}\n")
        #expect(document.canvas.deviceSize(scale: 3).width == 16383)
        #expect(document.canvas.deviceSize(scale: 3).height == nil)
    }

    @Test func fractionalCanvasRoundsUp() {
        let size = CanvasSpec(width: 187.5, height: 10.2).deviceSize(scale: 1)
        #expect(size.width == 188 && size.height == 11)
    }
}
