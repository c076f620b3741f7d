import Testing
@testable import Raster
import Values

@Suite struct ClipTests {
    @Test func antiAliasedRectClipGivesFractionalEdges() {
        let c = TestCanvas.coverage(width: 20, height: 4) {
            $0.pushClip(Rect(x: 0, y: 0, width: 10.5, height: 4))
            $0.fill(Path(rect: Rect(x: 0, y: 0, width: 20, height: 4)), paint: TestCanvas.white)
            $0.popClip()
        }
        #expect(c[1][9] == 255 && c[1][10] == 128 && c[1][11] == 0)
    }

    @Test func aliasedClipKeepsPixelsWhoseCentresAreInside() {
        let c = TestCanvas.coverage(width: 20, height: 4) {
            $0.pushClip(Rect(x: 0, y: 0, width: 10.6, height: 4), antiAliased: false)
            $0.fill(Path(rect: Rect(x: 0, y: 0, width: 20, height: 4)), paint: TestCanvas.white)
            $0.popClip()
        }
        #expect(c[1][10] == 255 && c[1][11] == 0)
    }

    @Test func pathClipsNestAndPopRestores() {
        let canvas = try! Canvas(width: 40, height: 40)
        canvas.pushClip(Path(circleCenter: Point(20, 20), radius: 15))
        canvas.pushClip(Rect(x: 0, y: 0, width: 20, height: 40))
        canvas.fill(Path(rect: Rect(x: 0, y: 0, width: 40, height: 40)), paint: TestCanvas.white)
        canvas.popClip()
        canvas.popClip()
        #expect(canvas.pixmap[10, 20].a == 255)
        #expect(canvas.pixmap[30, 20].a == 0, "outside the rect clip")
        #expect(canvas.pixmap[2, 2].a == 0, "outside the circle clip")
        canvas.fill(Path(rect: Rect(x: 0, y: 0, width: 40, height: 40)), paint: TestCanvas.white)
        #expect(canvas.pixmap[2, 2].a == 255, "no clip after popping")
    }

    @Test func reusedClipMasksForgetEarlierClips() {
        let canvas = try! Canvas(width: 40, height: 40)
        canvas.pushClip(Path(circleCenter: Point(10, 10), radius: 8))
        canvas.popClip()
        canvas.pushClip(Path(circleCenter: Point(30, 30), radius: 8))   // reuses the first mask
        canvas.fill(Path(rect: Rect(x: 0, y: 0, width: 40, height: 40)), paint: TestCanvas.white)
        canvas.popClip()
        #expect(canvas.pixmap[10, 10].a == 0, "the first clip's area is not open any more")
        #expect(canvas.pixmap[30, 30].a == 255)
    }

    @Test func imageIsDrawnIntoItsRoundedRect() {
        let image = try! Pixmap(width: 2, height: 2, background: RGBAColor(r: 255, g: 0, b: 0).premultiplied)
        let canvas = try! Canvas(width: 40, height: 40)
        canvas.drawImage(image, in: Rect(x: 0, y: 0, width: 40, height: 40), cornerRadii: CornerRadii(20))
        #expect(canvas.pixmap[20, 20] == RGBAColor(r: 255, g: 0, b: 0).premultiplied)
        #expect(canvas.pixmap[0, 0].a == 0, "cut off by the radius")
    }

    @Test func glyphMaskIsPaintedThroughTheClip() {
        let canvas = try! Canvas(width: 10, height: 10)
        let mask = CoverageMask(width: 4, height: 1, left: 3, top: 5, coverage: [255, 128, 64, 0])
        canvas.fill(mask: mask, paint: .solid(.black))
        #expect(canvas.pixmap[3, 5].a == 255 && canvas.pixmap[4, 5].a == 128 && canvas.pixmap[5, 5].a == 64 && canvas.pixmap[6, 5].a == 0)
        canvas.pushClip(Rect(x: 0, y: 0, width: 4, height: 10))
        canvas.fill(mask: CoverageMask(width: 2, height: 1, left: 3, top: 7, coverage: [255, 255]), paint: .solid(.black))
        #expect(canvas.pixmap[3, 7].a == 255 && canvas.pixmap[4, 7].a == 0)
    }
}
