import Testing
import PixelDiff
import Values

/// A mask paints only the part of its region on the image, whatever its numbers: a region past
/// the image, or one whose x + width would overflow an Int, changes nothing and never traps.
@Suite struct MaskRegionTests {
    let image = try! RGBAImage(width: 4, height: 3, bytes: [UInt8](repeating: 7, count: 4 * 3 * 4))

    @Test func aRegionIsPaintedOnlyWhereItIsOnTheImage() {
        let masked = image.masked([MaskRegion(x: 3, y: 2, width: 10, height: 10)])
        #expect(masked[3, 2] == RGBAColor(r: 255, g: 0, b: 255))
        #expect(masked[2, 2] == RGBAColor(r: 7, g: 7, b: 7, a: 7) && masked[3, 1] == RGBAColor(r: 7, g: 7, b: 7, a: 7))
    }

    @Test func regionsWhoseEndsOverflowAnIntChangeNothing() {
        let huge = [MaskRegion(x: Int.max, y: 0, width: Int.max, height: 1),
                    MaskRegion(x: 0, y: Int.max - 1, width: 1, height: Int.max),
                    MaskRegion(x: Int.min, y: Int.min, width: Int.max, height: Int.max)]
        #expect(image.masked(huge).bytes == image.bytes)
    }

    @Test func theCommandLineFormRefusesNumbersPastAnyImage() {
        #expect(MaskRegion(argument: "9223372036854775807,0,9223372036854775807,1") == nil)
        #expect(MaskRegion(argument: "0,0,1073741825,1") == nil)
        #expect(MaskRegion(argument: "0,0,1073741824,1") == MaskRegion(x: 0, y: 0, width: 1 << 30, height: 1))
    }
}
