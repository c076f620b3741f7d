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
