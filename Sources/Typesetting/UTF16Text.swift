/// A paragraph's scalars as the UTF-16 code units ICU reads, with the way back: ICU answers in
/// UTF-16 offsets, the rest of Typesetting counts scalars.
struct UTF16Text {
    let units: [UInt16]
    /// The scalar index of each code unit (both units of a surrogate pair name the same scalar).
    let scalarIndex: [Int]

    init(_ scalars: [Unicode.Scalar]) {
        var units: [UInt16] = []
        var scalarIndex: [Int] = []
        units.reserveCapacity(scalars.count)
        scalarIndex.reserveCapacity(scalars.count)
        for (i, s) in scalars.enumerated() {
            for unit in UTF16.encode(s)! {
                units.append(unit)
                scalarIndex.append(i)
            }
        }
        self.units = units
        self.scalarIndex = scalarIndex
    }

    /// The scalar index at a UTF-16 offset (the scalar count at the end of the text).
    func scalar(atOffset offset: Int) -> Int {
        offset < scalarIndex.count ? scalarIndex[offset] : (scalarIndex.last.map { $0 + 1 } ?? 0)
    }
}
