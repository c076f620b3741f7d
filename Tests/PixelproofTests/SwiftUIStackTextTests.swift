import Foundation
import Testing
@testable import BuiltInComponents
@testable import DescriptionFormat
@testable import SceneBuilding
import Layout
import Pixelproof
import Raster
import Values

/// Texts in stacks, through the whole pipeline (description, lowering, layout), as SwiftUI lays
/// them out: the least flexible child is offered space first, so a short label or a price keeps
/// its one line while a long title wraps or truncates.
struct SwiftUIStackTextTests {
    /// Every text of `content` (an ids description's content, indented for YAML) laid out on a
    /// canvas `width` wide, with its frame.
    static func texts(_ content: String, width: Double, textSize: String = "large") throws -> [(leaf: TextLeaf, frame: Rect)] {
        let yaml = "system: ids\ntextSize: \(textSize)\ncanvas: { width: \(width) }\ncontent:\n\(content)\n"
        let document = try DescriptionFile.load(descriptionFile(yaml), scale: 1)
        var lowering = Lowering(context: try Renderer(scale: 1).context(for: document))
        let root = try lowering.lower(document.content, at: "content")
        let placed = Layout.place(root, proposal: ProposedSize(width: width, height: nil))
        var texts: [(leaf: TextLeaf, frame: Rect)] = []
        placed.forEach { node in
            if case let .leaf(tag) = node.kind, let text = lowering.painters[tag] as? TextLeaf { texts.append((text, node.frame)) }
        }
        return texts
    }

    /// The size `leaf`'s text, or another string in its style, takes on one line.
    static func ideal(_ leaf: TextLeaf, _ string: String? = nil) -> Size {
        var copy = leaf
        if let string { copy.string = string }
        return copy.size(for: .unspecified)
    }

    @Test func aShortLabelStaysWholeBesideALongOne() throws {
        let texts = try Self.texts("""
              hstack:
                children:
                  - text: { string: "All", style: title, lineLimit: 1 }
                  - text: { string: "Produce and vegetables", style: title, lineLimit: 1 }
            """, width: 200)
        let all = try #require(texts.first)
        #expect(all.frame.width == Self.ideal(all.leaf).width, "\"All\" is offered half the width first and takes its own")
        #expect(texts[1].frame.width < Self.ideal(texts[1].leaf).width, "the long label truncates instead")
        #expect(texts[1].frame.maxX <= 200.0001)
    }

    @Test func aPriceNeverWrapsBesideAWrappingTitle() throws {
        let texts = try Self.texts("""
              hstack:
                children:
                  - text: { string: "Organic Hass avocados, large, bag of four", style: bodyRegular }
                  - spacer
                  - text: { string: "$84.20", style: bodyRegular }
            """, width: 240)
        let title = texts[0], price = texts[1]
        #expect(Size(width: price.frame.width, height: price.frame.height) == Self.ideal(price.leaf), "one line, whole")
        #expect(title.frame.height > Self.ideal(title.leaf).height, "the title wraps")
        #expect(price.frame.maxX == 240)
    }

    /// The spacer is sized after both texts, so "Weekly budget" (127.5 wide) is offered
    /// 311 − 16 − 8 − 41.8 = 245.2 beside "$240", not the (295 − 41.8) ÷ 2 = 126.6 that wrapped it.
    @Test func aTitleBesideASpacerStaysOnOneLineWhenItFits() throws {
        let texts = try Self.texts("""
              hstack:
                children:
                  - text: { string: "Weekly budget", font: { family: SF Pro, weight: 600, size: 17 } }
                  - spacer
                  - text: { string: "$240", font: { family: SF Pro, weight: 600, size: 17 } }
            """, width: 311)
        let title = texts[0], price = texts[1]
        #expect(Size(width: title.frame.width, height: title.frame.height) == Self.ideal(title.leaf), "one line")
        #expect(title.frame.width + 16 + 8 + price.frame.width <= 311, "it fits beside the price")
        #expect(price.frame.maxX == 311)
    }

    /// "Total", spacer, "$84.20" at AX3 in a 343 wide row: the texts share 343 − 16 − 8; "Total"
    /// (the less flexible) takes its width, and the price is offered the rest, more than its own.
    @Test func aPriceStaysWholeBesideASpacerAtAX3() throws {
        let texts = try Self.texts("""
              hstack:
                children:
                  - text: { string: "Total", font: { family: SF Pro, weight: 600, size: 17 } }
                  - spacer
                  - text: { string: "$84.20", font: { family: SF Pro, weight: 400, size: 17 } }
            """, width: 343, textSize: "AX3")
        let total = texts[0], price = texts[1]
        #expect(Size(width: price.frame.width, height: price.frame.height) == Self.ideal(price.leaf), "one line, whole")
        #expect(Self.ideal(price.leaf).width > (343 - 16 - Self.ideal(total.leaf).width) / 2, "sharing the row with the spacer would break it")
    }

    /// A chip (label in a padded pill) beside a title at AX3 keeps its label; a button's label
    /// beside a long title may wrap between its words, never inside one. (Squeezing every child
    /// in proportion to its ideal width left the chip an empty pill and broke "Ne / w / list".)
    @Test func chipAndButtonLabelsSurviveAccessibilitySizes() throws {
        let chip = try Self.texts("""
              hstack:
                children:
                  - text: { string: "Fresh produce near you", style: title }
                  - spacer
                  - hstack:
                      padding: 8
                      background: { shape: { kind: pill, fill: grayscale20 } }
                      children:
                        - text: { string: "Organic", style: accentRegular }
            """, width: 375, textSize: "AX3")
        let label = chip[1]
        #expect(label.frame.width >= Self.ideal(label.leaf).width - 0.0001, "the chip's label is whole, not an empty pill")
        let fab = try Self.texts("""
              hstack:
                children:
                  - text: { string: "Your lists for this week's groceries and the weekend", style: title }
                  - hstack:
                      padding: { top: 12, bottom: 12, leading: 16, trailing: 16 }
                      background: { shape: { kind: pill, fill: buttonPrimaryBg } }
                      children:
                        - icon: { name: shoppingCart, size: 24 }
                        - text: { string: "New list", style: bodyEmphasized }
            """, width: 375, textSize: "AX3")
        let newList = fab[1]
        let widestWord = max(Self.ideal(newList.leaf, "New").width, Self.ideal(newList.leaf, "list").width)
        #expect(newList.frame.width >= widestWord - 0.0001, "\"New\" and \"list\" each fit a line: no \"Ne / w\"")
    }
}
