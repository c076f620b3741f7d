/// Where each extended grapheme cluster (UAX #29, the Swift standard library's `Character`)
/// starts: the only places a word too wide for its line may be cut, so a letter never loses its
/// accent and an emoji sequence stays whole.
enum GraphemeBoundaries {
    /// One flag per scalar index and one for the end: true where a cluster starts (or the text ends).
    static func starts(_ scalars: [Unicode.Scalar]) -> [Bool] {
        var starts = [Bool](repeating: false, count: scalars.count + 1)
        var index = 0
        for character in String(String.UnicodeScalarView(scalars)) {
            starts[index] = true
            index += character.unicodeScalars.count
        }
        starts[scalars.count] = true
        return starts
    }
}
