import PixelproofUI

// Previews without a layout trait, for PreviewTests: a view that fills the screen is drawn on the
// whole screen, as Xcode's canvas shows it; a component keeps its own height.

#Preview("Empty state") {
    ZStack {
        Color.yellow.ignoresSafeArea()
        Text("No orders yet").font(.title3)
    }
}

#Preview("Corner button") {
    VStack {
        Spacer()
        HStack {
            Spacer()
            Circle().fill(Color.red).frame(width: 56, height: 56).padding(16)
        }
    }
}

#Preview("Component") {
    Text("Badge").padding()
}

// The layout written under the padding, as teams write it: still a fitting preview.
struct Chip_Previews: PreviewProvider {
    static var previews: some View {
        Text("Chip")
            .padding(8)
            .background(Capsule().fill(Color.blue))
            .previewLayout(.sizeThatFits)
            .padding()
    }
}

// A fitting preview is offered the device's screen: a full-width button is as wide as the screen.
#Preview("Wide button", traits: .sizeThatFitsLayout) {
    Text("Continue")
        .frame(maxWidth: .infinity)
        .padding()
        .background(Color.blue)
}
