import DescriptionModel
import BuiltInComponents
import DescriptionFormat
import SceneBuilding
import Pixelproof
import Raster
import Testing
import Values

/// A node's `scale` modifier set in Swift is the description's `scale` key, and modifier sets
/// nested in SwiftUI's written order keep it where the keys' fixed order (clip, scale, rotation,
/// offset) would not.
@Suite struct TransformEffectsSwiftTests {
    /// The edges of the pixels drawn darker than the white canvas, in device px (end exclusive).
    func ink(_ pixmap: Pixmap) -> (minX: Int, maxX: Int, minY: Int, maxY: Int) {
        var xs: [Int] = [], ys: [Int] = []
        for y in 0..<pixmap.height {
            for x in 0..<pixmap.width where pixmap[x, y].r < 128 { xs.append(x); ys.append(y) }
        }
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return (0, 0, 0, 0) }
        return (minX, maxX + 1, minY, maxY + 1)
    }

    func inkBox(_ pixmap: Pixmap) -> (width: Int, height: Int) {
        let edges = ink(pixmap)
        return (edges.maxX - edges.minX, edges.maxY - edges.minY)
    }

    func inkCentre(_ pixmap: Pixmap) -> (x: Double, y: Double) {
        let edges = ink(pixmap)
        return (Double(edges.minX + edges.maxX) / 2, Double(edges.minY + edges.maxY) / 2)
    }

    /// A shape of `kind`, filled with the colour `hex`.
    func shape(_ kind: ShapeNode.Kind, width: Double? = nil, height: Double? = nil, fill hex: String? = nil) -> Node {
        .shape(ShapeNode(kind: kind, width: width, height: height, fill: hex.map { .color(.literal(RGBAColor(hex: $0)!)) }))
    }

    func zstack(_ content: Node) -> Node { .zstack(StackNode(alignment: .both(.center), children: [content])) }

    func draw(_ content: Node) throws -> Pixmap {
        try Renderer(scale: 1).pixmap(of: .frame(FrameNode(width: 100, height: 100, alignment: .center, child: zstack(content))),
                                      width: 100, background: .literal(.white))
    }

    @Test func theModifierIsTheKey() throws {
        let bar = shape(.pill, width: 200, height: 8, fill: "#7c3aed").modified { $0.scaleX = 0.4; $0.scaleY = 1; $0.scaleAnchor = Point(0, 0.5) }
        let yaml = """
            system: web
            canvas: { width: 240, padding: 20 }
            content:
              shape: { kind: pill, width: 200, height: 8, fill: "#7c3aed", scale: { x: 0.4, y: 1, anchor: { x: 0, y: 0.5 } } }
            """
        let fromSwift = try Renderer(scale: 2).png(of: bar, width: 240, system: .web, padding: 20)
        #expect(fromSwift == (try Renderer(scale: 2).png(of: try DescriptionFile.load(descriptionFile(yaml)))))
        #expect(shape(.circle, width: 10).modified { $0.scaleX = 2; $0.scaleY = 2 }
                == .modified(shape(.circle, width: 10), { var m = NodeModifiers(); m.scaleX = 2; m.scaleY = 2; return m }()))
    }

    @Test func aScaleAfterARotationIsDrawnAfterIt() throws {
        // 40 × 10 turned upright is 10 × 40; then stretched 3 times across it is 30 × 40.
        // Scaled first (the key's fixed order) it would be 120 × 10 turned: 10 × 120.
        let turnedThenScaled = try draw(shape(.rect, width: 40, height: 10, fill: "#000000").modified { $0.rotation = 90 }.modified { $0.scaleX = 3 })
        #expect(inkBox(turnedThenScaled) == (30, 40))
        let scaledThenTurned = try draw(shape(.rect, width: 20, height: 10, fill: "#000000").modified { $0.scaleX = 3 }.modified { $0.rotation = 90 })
        #expect(inkBox(scaledThenTurned) == (10, 60))
    }

    @Test func twoScalesAboutOneAnchorMultiply() throws {
        // A 6 × 6 square from its top leading corner: 36 × 12. Each scale is a set of its own
        // (SwiftUI's one wrapper per modifier); drawn, they multiply.
        let twice = shape(.rect, width: 6, height: 6, fill: "#000000")
            .modified { $0.scaleX = 2; $0.scaleY = 2; $0.scaleAnchor = Point(0, 0) }
            .modified { $0.scaleX = 3; $0.scaleY = 1; $0.scaleAnchor = Point(0, 0) }
        guard case let .modified(.modified(_, first), second) = twice else { Issue.record("not two sets"); return }
        #expect(first.scaleX == 2 && first.scaleY == 2 && second.scaleX == 3 && second.scaleY == 1)
        #expect(inkBox(try draw(twice)) == (36, 12))
    }

    @Test func aClipAfterAScaleIsNotScaled() throws {
        // A 20 × 20 square doubled to 40 × 40, then cut by its 20 × 20 frame: 20 × 20 of ink.
        let clipped = zstack(shape(.rect, width: 20, height: 20, fill: "#000000")).modified { $0.scaleX = 2; $0.scaleY = 2 }.clipped(to: .frame)
        #expect(inkBox(try draw(clipped)) == (20, 20))
    }

    @Test func aRotationAfterAnOffsetTurnsTheMovedContent() throws {
        // Moved 30 px right of the centre, then turned a quarter about the frame's centre: below it.
        let movedThenTurned = try draw(shape(.rect, width: 20, height: 10, fill: "#000000").modified { $0.offsetX = 30; $0.offsetY = 0 }.modified { $0.rotation = 90 })
        #expect(inkBox(movedThenTurned) == (10, 20))
        #expect(inkCentre(movedThenTurned) == (50, 80))
        // Turned, then moved: right of the centre.
        let turnedThenMoved = try draw(shape(.rect, width: 20, height: 10, fill: "#000000").modified { $0.rotation = 90 }.modified { $0.offsetX = 30; $0.offsetY = 0 })
        #expect(inkCentre(turnedThenMoved) == (80, 50))
    }
}
