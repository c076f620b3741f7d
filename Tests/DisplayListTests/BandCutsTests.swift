import DisplayList
import Raster
import Testing
import Values

/// A large picture is cut into bands of about equal work, so both cores finish together: the
/// cuts follow where the drawing is, and keep out of shadowed shapes when a gap is close by.
@Suite struct BandCutsTests {
    static let red = Paint.solid(RGBAColor(r: 200, g: 0, b: 0))

    static func list(height: Double, boxes: [Rect], shadowed: Bool = false) -> DisplayList {
        var list = DisplayList(width: 1000, height: height, scale: 1, background: .white)
        for box in boxes {
            if shadowed {
                list.append(.shadows(.roundedRect(RoundedRect(rect: box, radii: CornerRadii(8))),
                                     [ShadowLayer(y: 4, blur: 24, color: RGBAColor(r: 0, g: 0, b: 0, a: 60))]))
            }
            list.append(.fill(Path(rect: box), red, .nonZero))
        }
        return list
    }

    @Test func cutsCoverEveryRowOnceInOrder() {
        let list = Self.list(height: 777, boxes: [Rect(x: 10, y: 500, width: 900, height: 200)], shadowed: true)
        for bands in 1...6 {
            let rows = BandCuts.rows(of: list, bands: bands)
            #expect(rows.count == bands)
            #expect(rows.first?.lowerBound == 0 && rows.last?.upperBound == 777)
            #expect(zip(rows, rows.dropFirst()).allSatisfy { $0.upperBound == $1.lowerBound && !$0.isEmpty && !$1.isEmpty })
        }
        // More bands than rows: one band a row.
        #expect(BandCuts.rows(of: Self.list(height: 3, boxes: []), bands: 8) == [0..<1, 1..<2, 2..<3])
    }

    @Test func anEmptyPictureIsCutEvenly() {
        #expect(BandCuts.rows(of: Self.list(height: 1000, boxes: []), bands: 2) == [0..<500, 500..<1000])
    }

    @Test func theCutFollowsTheWork() {
        // All the drawing in the lower half: the top band takes the empty rows and part of it.
        let list = Self.list(height: 1000, boxes: [Rect(x: 0, y: 600, width: 1000, height: 400)], shadowed: true)
        let cut = BandCuts.rows(of: list, bands: 2)[1].lowerBound
        #expect(cut > 700 && cut < 900, "cut at \(cut)")
    }

    @Test func aCutKeepsOutOfAShadowedCardWhenAGapIsNear() {
        // Two shadowed cards (their shadows reach 40 px below and 32 px above each), the upper one
        // a little taller: the even share falls in the upper card's shadow, ten rows above the
        // gap; cutting there would blur rows of the shadow in both bands, so the cut moves into
        // the gap (rows 500..<528).
        let cards = [Rect(x: 50, y: 40, width: 900, height: 420), Rect(x: 50, y: 560, width: 900, height: 400)]
        let list = Self.list(height: 1000, boxes: cards, shadowed: true)
        let cut = BandCuts.rows(of: list, bands: 2)[1].lowerBound
        #expect(cut >= 500 && cut <= 528, "cut at \(cut)")
    }
}
