#if canImport(SwiftUI)
import SwiftUI
#else
import PixelproofUI
#endif

// The seed's rule, "a #Preview for each shared component", kept for its six templates as a team
// writes previews: the macro for three, PreviewProvider for the others. PreviewTests checks them
// all with one call, in light and dark, at Large and AX3, left to right and right to left.

#Preview("Card") {
    CardScreen()
}

#Preview("Section header") {
    SectionHeaderScreen()
}

#Preview("Text field", traits: .sizeThatFitsLayout) {
    TextFieldScreen()
}

struct AmountInput_Previews: PreviewProvider {
    static var previews: some View {
        AmountInputScreen()
            .previewDisplayName("Amount input")
    }
}

struct ProgressBar_Previews: PreviewProvider {
    static var previews: some View {
        ProgressBarScreen()
            .previewDisplayName("Progress bar")
            .previewDevice(PreviewDevice(rawValue: "iPhone SE (3rd generation)"))
    }
}

struct GlassFAB_Previews: PreviewProvider {
    static var previews: some View {
        GlassFABScreen()
            .previewLayout(.fixed(width: 200, height: 120))
            .previewDisplayName("Glass FAB")
    }
}
