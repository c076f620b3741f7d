import PixelproofUI

// A preview that cannot render (a symbol with no icon) beside one that can: PreviewTests checks
// that the first fails at this file's line with the reason and the second is still checked.

#Preview("Missing symbol") {
    Image(systemName: "no.such.symbol")
}

#Preview("Fine", traits: .sizeThatFitsLayout) {
    Text("Still drawn")
}
