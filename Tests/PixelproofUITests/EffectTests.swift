import Pixelproof
import PixelproofUI
import Testing

/// SwiftUI's compositing modifiers, materials, glass and gradients lower onto the description's
/// keys: each view draws the bytes of the description written with those keys.
@Suite struct EffectTests {
    static let red = Color(red: 1, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 1)

    func sameBytes(_ view: some View, _ content: String, variant: Variant = Variant(),
                   sourceLocation: Testing::SourceLocation = #_sourceLocation) throws {
        let yaml = "system: web\ncanvas: { width: 375, background: \"#ffffff\" }\ncontent:\n" + content
        var description = try DescriptionFile.load(bytes: Array(yaml.utf8), file: "effects.yaml", directory: "")
        description.variant = variant
        let renderer = Renderer(scale: 2)
        #expect(try renderer.png(of: view, width: 375, variant: variant) == (try renderer.png(of: description)),
                sourceLocation: sourceLocation)
    }

    /// A row of 40-point swatches, as a view and as a description.
    func row(@ViewBuilder _ swatches: () -> some View) -> some View {
        HStack(spacing: 8) { swatches() }.padding(16).background(Color.white)
    }

    func rowDescription(_ swatches: [String]) -> String {
        "  vstack:\n    padding: 16\n    background: \"#ffffff\"\n    children:\n      - hstack:\n          spacing: 8\n          children:\n"
            + swatches.map { "            - " + $0 + "\n" }.joined()
    }

    func swatch(_ extra: String, kind: String = "circle", fill: String = "\"#ff0000\"") -> String {
        "{ frame: { width: 40, height: 40\(extra), child: { shape: { kind: \(kind), fill: \(fill) } } } }"
    }

    @Test func opacityBlendModeAndBlurAreTheLayerKeys() throws {
        let view = row {
            Circle().fill(Self.red).frame(width: 40, height: 40).opacity(0.5)
            Circle().fill(Self.red).frame(width: 40, height: 40).blur(radius: 3)
            ZStack {
                Rectangle().fill(Self.blue).frame(width: 40, height: 40)
                Circle().fill(Self.red).frame(width: 40, height: 40).blendMode(.screen)
            }
        }
        let blended = "{ zstack: { children: [ \(swatch("", kind: "rect", fill: "\"#0000ff\"")), \(swatch(", blendMode: screen")) ] } }"
        try sameBytes(view, rowDescription([swatch(", opacity: 0.5"), swatch(", blur: 6"), blended]))
    }

    /// An opacity outside 0...1 is an error naming the modifier, as `opacity: 1.5` in a file is,
    /// and a negative frame is refused by the model's check of the whole tree.
    @Test func anOpacityOutOfRangeAndANegativeFrameAreErrors() {
        #expect { _ = try Renderer(scale: 2).document(of: Circle().fill(Self.red).opacity(1.5), width: 100) } throws: { error in
            (error as? ViewError)?.description == "opacity(1.5): an opacity must be between 0 and 1"
        }
        #expect { _ = try Renderer(scale: 2).document(of: Circle().fill(Self.red).frame(width: -10, height: 10), width: 100) } throws: { error in
            String(describing: error).hasSuffix("content.frame.width: -10 is out of range; a size cannot be negative")
        }
    }

    @Test func scaleEffectIsTheScaleKeyAboutItsAnchor() throws {
        let view = row {
            Rectangle().fill(Self.red).frame(width: 40, height: 40).scaleEffect(x: 0.5, anchor: .leading)
            Circle().fill(Self.red).frame(width: 40, height: 40).scaleEffect(0.5)
        }
        let described = rowDescription([swatch(", scale: { x: 0.5, anchor: { x: 0, y: 0.5 } }", kind: "rect"),
                                        swatch(", scale: { x: 0.5, y: 0.5 }")])
        try sameBytes(view, described)
        try sameBytes(view, described, variant: Variant(direction: .rightToLeft))
    }

    /// Halved towards the leading edge, a square is the half-width bar at the leading edge, in
    /// either direction: the anchor is laid out, not only passed on.
    @Test func aScaledSquareIsTheBarAtItsAnchor() throws {
        let scaled = row { Rectangle().fill(Self.red).frame(width: 40, height: 40).scaleEffect(x: 0.5, anchor: .leading) }
        let bar = row { Rectangle().fill(Self.red).frame(width: 20, height: 40).frame(width: 40, alignment: .leading) }
        let renderer = Renderer(scale: 2)
        for variant in [Variant(), Variant(direction: .rightToLeft)] {
            #expect(try renderer.png(of: scaled, width: 375, variant: variant) == (try renderer.png(of: bar, width: 375, variant: variant)))
        }
        #expect(try renderer.png(of: scaled, width: 375) != (try renderer.png(of: scaled, width: 375, variant: Variant(direction: .rightToLeft))))
    }

    /// A negative factor mirrors: a red-then-blue pair flipped about its centre is blue-then-red.
    @Test func aNegativeScaleMirrors() throws {
        func pair(_ first: PixelproofUI.Color, _ second: PixelproofUI.Color) -> some View {
            HStack(spacing: 0) { first.frame(width: 20, height: 20); second.frame(width: 20, height: 20) }
        }
        let renderer = Renderer(scale: 2)
        #expect(try renderer.png(of: row { pair(Self.red, Self.blue).scaleEffect(x: -1) }, width: 375)
            == (try renderer.png(of: row { pair(Self.blue, Self.red) }, width: 375)))
    }

    @Test func materialsAndGlassAreTheirPaints() throws {
        let view = row {
            Circle().fill(.ultraThinMaterial).frame(width: 40, height: 40)
            Rectangle().fill(Self.red).frame(width: 20, height: 20).glassEffect(in: Circle())
            Rectangle().fill(Self.red).frame(width: 20, height: 20).background(.thickMaterial, in: Capsule())
        }
        let square = "{ frame: { width: 20, height: 20, child: { shape: { kind: rect, fill: \"#ff0000\" } } } }"
        try sameBytes(view, rowDescription([
            swatch("", fill: "{ material: ultraThin }"),
            "{ vstack: { background: { shape: { kind: circle, fill: { glass: regular } } }, children: [ \(square) ] } }",
            "{ vstack: { background: { shape: { kind: pill, cornerStyle: continuous, fill: { material: thick } } }, children: [ \(square) ] } }",
        ]))
    }

    @Test func angularAndOffAxisLinearGradientsAreTheirPaints() throws {
        let view = row {
            AngularGradient(colors: [Self.red, Self.blue], center: .center).frame(width: 40, height: 40)
            AngularGradient(colors: [Self.red, Self.blue], center: .topLeading, startAngle: .degrees(90), endAngle: .degrees(270))
                .frame(width: 40, height: 40)
            LinearGradient(colors: [Self.red, Self.blue], startPoint: .topLeading, endPoint: .bottomTrailing).frame(width: 40, height: 40)
        }
        let stops = { (end: Double) in "stops: [ { color: \"#ff0000\", position: 0 }, { color: \"#0000ff\", position: \(end) } ]" }
        try sameBytes(view, rowDescription([
            swatch("", kind: "rect", fill: "{ angularGradient: { center: { x: 0.5, y: 0.5 }, from: 90, \(stops(1)) } }"),
            swatch("", kind: "rect", fill: "{ angularGradient: { center: { x: 0, y: 0 }, from: 180, \(stops(0.5)) } }"),
            swatch("", kind: "rect", fill: "{ linearGradient: { start: { x: 0, y: 0 }, end: { x: 1, y: 1 }, \(stops(1)) } }"),
        ]))
    }

    func failure(_ view: some View) -> String {
        do { _ = try Renderer(scale: 1).png(of: view, width: 100) } catch { return "\(error)" }
        return "(drawn)"
    }

    @Test func whatTheDescriptionHasNoKeyForIsNamed() {
        #expect(failure(Self.red.frame(width: 10, height: 10).blendMode(.destinationOut)).contains("blendMode(.destinationOut)"))
        #expect(failure(Self.red.frame(width: 10, height: 10).blur(radius: 2, opaque: true)).contains("opaque"))
        #expect(failure(Self.red.frame(width: 10, height: 10).scaleEffect(1000)).contains("scaleEffect"))
        #expect(failure(AngularGradient(colors: [Self.red, Self.blue], center: .center, startAngle: .degrees(90), endAngle: .degrees(0)))
            .contains("AngularGradient"))
        #expect(failure(LinearGradient(colors: [Self.red, Self.blue], startPoint: .topLeading, endPoint: .topLeading)).contains("LinearGradient"))
    }
}
