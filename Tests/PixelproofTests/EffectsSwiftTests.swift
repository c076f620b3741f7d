import DescriptionModel
import BuiltInComponents
import DescriptionFormat
import SceneBuilding
import DisplayList
import Pixelproof
import Raster
import Testing
import Values

/// The effect values built in Swift (SwiftUI's σ, angle and wrapping turned into the description's
/// terms by the model's helpers) draw as the keys do, and the SVG back end writes each effect with
/// SVG's means or says which it cannot.
@Suite struct EffectsSwiftTests {
    func hex(_ text: String) -> ColorValue { .literal(RGBAColor(hex: text)!) }

    @Test func modifiersAreTheKeys() throws {
        var circle = ShapeNode(kind: .circle, width: 30, fill: .angularGradient(AngularGradientValue(
            swiftUICenter: Point(0.5, 0.5), startAngle: -90, stops: ["#8b5cf6", "#ec4899", "#8b5cf6"].map { GradientStopValue(color: hex($0)) })))
        circle.shadows.append(.layer(ShadowLayer(x: 0, y: 2, blur: NodeModifiers.blur(radius: 4), color: hex("#00000038"))))
        let icon = Node.frame(FrameNode(width: 24, height: 24, alignment: .center, child: .icon(IconNode(glyph: .builtIn(.plus), size: 16))))
        let tree = Node.zstack(StackNode(alignment: .both(.center), children: [
            .shape(ShapeNode(kind: .rect, width: 60, height: 40, fill: .color(hex("#22d3ee")))),
            Node.shape(circle).modified { $0.blur = NodeModifiers.blur(radius: 1) }.modified { $0.blendMode = .multiply },
            icon.withBackground(.node(.shape(ShapeNode(kind: .circle, fill: .material(MaterialValue(.ultraThin)))))),
        ]))
        let fromSwift = try Renderer(scale: 2).png(of: tree, width: 80)
        let yaml = """
            system: ids
            canvas: { width: 80 }
            content:
              zstack:
                children:
                  - shape: { kind: rect, width: 60, height: 40, fill: "#22d3ee" }
                  - shape:
                      kind: circle
                      width: 30
                      fill: { angularGradient: { from: 0, stops: [ { color: "#8b5cf6" }, { color: "#ec4899" }, { color: "#8b5cf6" } ] } }
                      shadow: { y: 2, blur: 8, color: "#00000038" }
                      blur: 2
                      blendMode: multiply
                  - vstack:
                      background: { shape: { kind: circle, fill: { material: ultraThin } } }
                      children: [ { frame: { width: 24, height: 24, child: { icon: { name: plus, size: 16 } } } } ]
            """
        #expect(fromSwift == (try Renderer(scale: 2).png(of: try DescriptionFile.load(descriptionFile(yaml)))))
    }

    @Test func svgWritesEffectsOrSaysWhichItCannot() {
        var list = DisplayList(width: 40, height: 40, scale: 1)
        let box = Path(rect: Rect(x: 5, y: 5, width: 30, height: 30))
        list.append(.pushLayer(LayerStyle(opacity: 0.5, blendMode: .colorDodge, blur: 4)))
        list.append(.fill(box, .solid(.black), .nonZero))
        list.append(.popLayer)
        list.append(.innerShadows(.roundedRect(RoundedRect(rect: Rect(x: 5, y: 5, width: 30, height: 30), radius: 4)),
                                  [ShadowLayer(y: 2, blur: 4, color: .black, inset: true)]))
        list.append(.pushLayer(LayerStyle(blendMode: .plusDarker)))
        list.append(.backdrop(box, BackdropFilter(blur: 10)))
        list.append(.fill(box, .conicGradient(ConicGradient(center: Point(20, 20), from: 0, stops: [GradientStop(0, .black), GradientStop(1, .white)])), .nonZero))
        list.append(.popLayer)
        let svg = SVGBackend.svg(of: list)
        #expect(svg.contains("opacity=\"0.5\"") && svg.contains("mix-blend-mode: color-dodge") && svg.contains("<feGaussianBlur stdDeviation=\"2\"/>"))
        #expect(svg.contains("fill-rule=\"evenodd\"") && svg.contains("clip-path"))   // the inner shadow's ring, clipped
        #expect(svg.contains("not written: blend mode plusDarker"))
        #expect(svg.contains("not written: a background blur"))
        #expect(svg.contains("not written: a conic gradient"))
    }
}
