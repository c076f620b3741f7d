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
        let asNode = try renderer.pixmap(of: IDSButton("Continue", type: .detrimental, size: .small).node, width: 375, padding: 16)
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

    @Test func aSlotHoldsViewsAndDrawsAsTheNodeWithThem() throws {
        let renderer = Renderer(scale: 2)
        let title = IDSSectionTitle("Section title", hierarchy: .subtitle, isContained: false) {
            IDSButton("Action", type: .tertiary, size: .compact) {}
        }
        let titleNode = SectionTitleNode(title: "Section title", hierarchy: .subtitle, isContained: false,
                                         trailing: IDSButton("Action", type: .tertiary, size: .compact).node).node
        #expect(try renderer.pixmap(of: title, width: 375, canvas: Self.idsCanvas) == renderer.pixmap(of: titleNode, width: 375, padding: 16))
        let row = IDSContentRow(title: "Location", subtitle: "123 Main St") { IDSBadge(type: .dot) }
        let rowNode = ContentRowNode(title: "Location", subtitle: "123 Main St", leading: IDSBadge(type: .dot).node).node
        #expect(try renderer.pixmap(of: row, width: 375, canvas: Self.idsCanvas) == renderer.pixmap(of: rowNode, width: 375, padding: 16))
        let card = WebCard(padding: .large) { WebButton("Save"); WebButton("Cancel", type: .outline) }
        let cardNode = CardNode(padding: .large, children: [WebButton("Save").node, WebButton("Cancel", type: .outline).node]).node
        #expect(try renderer.pixmap(of: card, width: 375, canvas: ViewCanvas(system: .web, background: nil, padding: 16))
                == renderer.pixmap(of: cardNode, width: 375, system: .web, padding: 16))
    }

    @Test func aSlotsViewsAreDrawnInTheRendersEnvironment() throws {
        // `Color.primary` is black in light and white in dark: the slot's view is lowered when the
        // row is drawn, in the colour scheme of the render, not when the row is made.
        let row = IDSContentRow(title: "Location") { Color.primary.frame(width: 24, height: 24) }
        let canvas = ViewCanvas(system: .ids, background: nil, padding: 16)
        func blackPixelsAtTheLeadingEdge(_ scheme: ColorScheme) throws -> Int {
            let pixmap = try Renderer(scale: 1).pixmap(of: row, width: 375, colorScheme: scheme, canvas: canvas)
            var count = 0
            for y in 0..<pixmap.height {
                for x in 0..<60 where pixmap[x, y].a == 255 && pixmap[x, y].r < 40 && pixmap[x, y].g < 40 && pixmap[x, y].b < 40 { count += 1 }
            }
            return count
        }
        let light = try blackPixelsAtTheLeadingEdge(.light), dark = try blackPixelsAtTheLeadingEdge(.dark)
        #expect(light >= 500, "the black square in light (\(light) black pixels)")
        #expect(dark < light / 4, "no black square in dark (\(dark) black pixels)")
    }
}
