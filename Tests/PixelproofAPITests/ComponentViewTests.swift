import Foundation
import Pixelproof
import PixelproofUI
import Testing

/// The built-in IDS and web components are PixelproofUI views: in a `VStack` of a team's view they
/// draw exactly what the description node draws, on the canvas the render is asked for.
@Suite struct ComponentViewTests {
    static let idsCanvas = ViewCanvas(system: .ids, background: nil, padding: 16)

    @Test func anIDSButtonAsAViewDrawsTheComponentsPixels() throws {
        let renderer = Renderer(scale: 2)
        let asView = try renderer.pixmap(of: IDSButton("Continue", type: .detrimental, size: .small), width: 375, canvas: Self.idsCanvas)
        // The description tree's own entry point: ids tokens on a transparent canvas.
        let asNode = try renderer.pixmap(of: IDSButton("Continue", type: .detrimental, size: .small), width: 375, padding: 16)
        #expect(asView == asNode)
    }

    @Test func componentsSitInAViewsStack() throws {
        let renderer = Renderer(scale: 1)
        let stack = PixelproofUI.VStack(spacing: 8) {
            IDSBadge(type: .new)
            IDSButton("Continue", size: .compact)
        }
        let drawn = try renderer.pixmap(of: stack, width: 200, canvas: Self.idsCanvas)
        let badge = try renderer.pixmap(of: IDSBadge(type: .new), width: 200, canvas: Self.idsCanvas)
        #expect(drawn.height > badge.height + 32, "the button is drawn under the badge")
    }

    @Test func theScreenCanvasIsTheSchemesBackgroundAndNilIsTransparent() throws {
        let renderer = Renderer(scale: 1)
        let button = WebButton("Save")
        let screen = try renderer.pixmap(of: button, width: 200, canvas: ViewCanvas(padding: 8))
        let clear = try renderer.pixmap(of: button, width: 200, canvas: ViewCanvas(background: nil, padding: 8))
        let dark = try renderer.pixmap(of: button, width: 200, colorScheme: .dark, canvas: ViewCanvas(padding: 8))
        #expect(screen[0, 0].a == 255 && screen[0, 0].r == 255)
        #expect(clear[0, 0].a == 0)
        #expect(dark[0, 0].a == 255 && dark[0, 0].r == 0)
    }
}
