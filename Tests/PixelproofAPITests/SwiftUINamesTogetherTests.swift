import Foundation
import Pixelproof
import PixelproofTesting
import PixelproofUI
import Testing

/// The three products a team imports together declare no public name twice: every SwiftUI name a
/// lower layer once declared too (the DSL's stacks, text and shapes, the model's alignment, insets
/// and corners, the layout's alignments and direction, the resolved colour, the blend mode) is
/// written here without a module, as in a SwiftUI file. A second declaration in `Pixelproof` or
/// `PixelproofTesting` makes this file fail to compile ("ambiguous for type lookup").
private struct Every: View {
    let direction: LayoutDirection = .leftToRight
    let corners = RectangleCornerRadii(topLeading: 6, bottomLeading: 0, bottomTrailing: 6, topTrailing: 0)
    let style: RoundedCornerStyle = .continuous
    let inset = EdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8)
    let horizontal: HorizontalAlignment = .leading
    let vertical: VerticalAlignment = .center
    let alignment: Alignment = .topLeading
    let blend: BlendMode = .multiply
    let turn: Angle = .degrees(10)

    func outline(_ shape: some Shape) -> some View { shape.stroke(Color.black, lineWidth: 1) }

    var body: some View {
        ZStack(alignment: alignment) {
            VStack(alignment: horizontal, spacing: 4) {
                HStack(alignment: vertical) {
                    Text("Fresh")
                    Spacer()
                    RoundedRectangle(cornerRadius: 4, style: style).fill(Color.green).frame(width: 12, height: 12)
                }
                outline(UnevenRoundedRectangle(cornerRadii: corners, style: style)).frame(height: 12)
            }
            .padding(inset)
            Color.orange.frame(width: 8, height: 8).rotationEffect(turn).blendMode(blend)
        }
        .environment(\.layoutDirection, direction)
    }
}

@Suite struct SwiftUINamesTogetherTests {
    @Test func swiftUIsNamesNeedNoModuleBesidePixelproof() throws {
        let pixmap = try Renderer(scale: 1).pixmap(of: Every(), width: 120)
        #expect(pixmap.width == 120 && pixmap.height >= 32)
        // The lower layers' own words for the same ideas stay usable beside them.
        #expect(RGBAColor(hex: "#108910") == RGBAColor(r: 0x10, g: 0x89, b: 0x10))
        #expect(CompositeOperation.multiply.rawValue == "multiply" && ContentAlignment.topLeading.rawValue == "topLeading")
    }
}
