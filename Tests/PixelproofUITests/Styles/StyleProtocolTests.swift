import Pixelproof
import PixelproofUI
import Testing

/// Each style protocol with a style a team writes, applied through the environment to every
/// control inside, as SwiftUI applies it.
@Suite struct StyleProtocolTests {
    /// The texts a view draws, with their frames (logical px).
    static func texts(_ view: some View, width: Double = 320) throws -> [(string: String, x: Double, y: Double, width: Double)] {
        let renderer = Renderer(scale: 2)
        let document = try renderer.document(of: view, width: width)
        return try renderer.displayList(of: document).semantics.texts.map { ($0.string, $0.frame.x, $0.frame.y, $0.frame.width) }
    }

    @Test func aButtonStyleDrawsEveryButtonInside() throws {
        let view = VStack(alignment: .leading, spacing: 0) {
            Button("Save") {}
            Button("Delete", role: .destructive) {}
        }.buttonStyle(PrimaryButtonStyle())
        let texts = try Self.texts(view)
        // Both labels sit 24 px inside their capsule (the style's horizontal padding), one under the other.
        #expect(texts.map(\.string) == ["Save", "Delete"])
        #expect(texts.allSatisfy { $0.x == 24 })
        #expect(texts[1].y > texts[0].y + 24)
        let document = try Renderer(scale: 2).document(of: view, width: 320)
        let fills = Self.shapeFills(document.content)
        #expect(fills == [.color(.literal(r: 0x00, g: 0x7A, b: 0xFF)), .color(.literal(r: 0xFF, g: 0x3B, b: 0x30))])
    }

    @Test func aPrimitiveButtonStyleDrawsItsBody() throws {
        let texts = try Self.texts(Button("Edit") {}.buttonStyle(OutlineButtonStyle()))
        #expect(texts.map(\.string) == ["Edit"] && texts[0].x == 10 && texts[0].y == 10)
    }

    @Test func aLabelStyleAndTheBuiltInOnes() throws {
        let vertical = try Self.texts(Label("Home", systemImage: "house").labelStyle(VerticalLabelStyle()))
        // The title is under the icon (a body-sized symbol, more than 10 tall) and the 4 px spacing;
        // without the style it would be beside it, at the top.
        #expect(vertical.map(\.string) == ["Home"] && vertical[0].y > 14)
        #expect(try Self.texts(Label("Home", systemImage: "house").labelStyle(.iconOnly)).isEmpty)
        let titleOnly = try Self.texts(Label("Home", systemImage: "house").labelStyle(.titleOnly))
        #expect(titleOnly.map(\.string) == ["Home"] && titleOnly[0].x == 0)
        let both = try Self.texts(Label("Home", systemImage: "house").labelStyle(.titleAndIcon))
        #expect(both[0].x > 20)
    }

    @Test func aProgressViewStyleReadsTheFraction() throws {
        let texts = try Self.texts(VStack { ProgressView(value: 0.4); ProgressView(value: 3, total: 4) }.progressViewStyle(PercentProgressStyle()))
        #expect(texts.map(\.string) == ["40%", "75%"])
    }

    @Test func aToggleStyleReadsIsOn() throws {
        let texts = try Self.texts(VStack {
            Toggle("Wi-Fi", isOn: .constant(true))
            Toggle("Bluetooth", isOn: .constant(false))
        }.toggleStyle(CheckboxToggleStyle()))
        #expect(texts.map(\.string) == ["Wi-Fi", "on", "Bluetooth", "off"])
    }

    /// The switch: the label leading, the 51 × 31 track at the trailing edge of the width offered.
    @Test func theSwitchTakesTheWidthWithItsTrackTrailing() throws {
        let document = try Renderer(scale: 2).document(of: Toggle("Wi-Fi", isOn: .constant(true)), width: 320)
        let list = try Renderer(scale: 2).displayList(of: document)
        #expect(list.semantics.texts.first?.frame.x == 0)
        let track = try shapeFrames(of: document).first { $0.width == 51 }
        #expect(track?.maxX == 320 && track?.height == 31)
    }

    static func shapeFills(_ node: Node) -> [PaintValue] {
        var fills: [PaintValue] = []
        func walk(_ node: Node) {
            switch node {
            case let .shape(shape): if let fill = shape.fill { fills.append(fill) }
            case let .modified(inner, _): walk(inner)
            case let .vstack(s), let .hstack(s), let .zstack(s):
                if let b = s.background?.node { walk(b) }
                s.children.forEach(walk)
                if let o = s.overlay?.node { walk(o) }
            case let .frame(f): walk(f.child)
            default: break
            }
        }
        walk(node)
        return fills
    }
}
