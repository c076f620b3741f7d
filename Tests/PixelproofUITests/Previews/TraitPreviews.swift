import PixelproofUI

// Previews of both forms with their traits, for PreviewTests: each trait changes the picture.

private struct Badge: View {
    let title: String
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        Text(title)
            .font(.headline)
            .foregroundStyle(colorScheme == .dark ? Color.white : Color.black)
            .padding(.horizontal, 12)
            .padding(.vertical, 6)
            .background(Capsule().fill(Color.blue.opacity(0.25)))
    }
}

#Preview("Fits", traits: .sizeThatFitsLayout) {
    Badge(title: "New")
}

#Preview("Box", traits: .fixedLayout(width: 200, height: 100)) {
    Badge(title: "New")
}

#Preview("Landscape", traits: .landscapeLeft) {
    Badge(title: "New")
}

#Preview {
    Badge(title: "Unnamed")
}

struct Badge_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            Badge(title: "Dark")
                .preferredColorScheme(.dark)
                .previewDisplayName("Dark")
            Badge(title: "Large")
                .environment(\.sizeCategory, .accessibilityLarge)
                .previewDisplayName("Large")
        }
        .previewLayout(.sizeThatFits)
        Badge(title: "SE")
            .previewDevice(PreviewDevice(rawValue: "iPhone SE (3rd generation)"))
    }
}
