import PixelproofTesting
import PixelproofUI
import Testing

/// One golden of this page's shapes and effects as a team writes them (Snapshots/swiftui/).
@Suite struct ShapesAndEffectsGoldenTests {
    struct Sheet: View {
        let swatch = LinearGradient(colors: [.red, .yellow, .green, .blue], startPoint: .leading, endPoint: .trailing)

        var body: some View {
            VStack(alignment: .leading, spacing: 16) {
                HStack(spacing: 16) {
                    RoundedRectangle(cornerRadius: 12).stroke(Color.blue, style: StrokeStyle(lineWidth: 3, lineCap: .round, dash: [8, 6]))
                        .frame(width: 90, height: 56)
                    ZStack {
                        Circle().stroke(Color.gray.opacity(0.25), lineWidth: 8)
                        Circle().trim(from: 0, to: 0.7).stroke(Color.green, style: StrokeStyle(lineWidth: 8, lineCap: .round))
                            .rotationEffect(.degrees(-90))
                    }.frame(width: 56, height: 56)
                    Circle().fill(Color.orange).strokeBorder(Color.brown, lineWidth: 3).frame(width: 56, height: 56)
                    ZStack {
                        Circle().fill(Color.purple.opacity(0.3))
                        Circle().inset(by: 10).strokeBorder(Color.purple, style: StrokeStyle(lineWidth: 2, dash: [4, 3]))
                    }.frame(width: 56, height: 56)
                }
                HStack(spacing: 8) {
                    swatch.frame(width: 32, height: 32)
                    swatch.frame(width: 32, height: 32).saturation(0.3)
                    swatch.frame(width: 32, height: 32).grayscale(1)
                    swatch.frame(width: 32, height: 32).hueRotation(.degrees(90))
                    swatch.frame(width: 32, height: 32).brightness(0.3)
                    swatch.frame(width: 32, height: 32).contrast(0.5)
                    swatch.frame(width: 32, height: 32).colorInvert()
                    swatch.frame(width: 32, height: 32).colorMultiply(.blue)
                }
                HStack(spacing: 16) {
                    ZStack {
                        Circle().fill(Color.red).frame(width: 40, height: 40).offset(x: -12).zIndex(1)
                        Circle().fill(Color.blue).frame(width: 40, height: 40).offset(x: 12)
                    }
                    swatch.frame(width: 56, height: 56).mask { Text("Aa").font(.system(size: 30, weight: .bold)) }
                    Text("Border").padding(8).border(Color.teal, width: 2)
                    Rectangle().rotation(.degrees(45)).scale(0.6).stroke(Color.pink, lineWidth: 2).frame(width: 56, height: 56)
                }
            }
            .padding(16)
            .background(Color.white)
        }
    }

    @Test func theSheet() {
        assertSnapshot(of: Sheet(), width: 375, named: "swiftui/shapes-and-effects")
    }
}
