@testable import DescriptionModel
import Testing
@testable import BuiltInComponents
@testable import DescriptionFormat
@testable import SceneBuilding
import Values

/// Good descriptions parse to the model FORMAT.md describes, defaults filled in.
@Suite struct GoodDescriptionTests {
    @Test func formatExampleButton() throws {
        let document = try Fixture.parse("good/button.yaml")
        #expect(document.system == .ids)
        #expect(document.scale == 2)
        #expect(document.direction == .leftToRight)
        #expect(document.canvas == CanvasSpec(width: 375, height: 120, background: .token("grayscale00"), padding: LengthInsets(all: .points(16))))
        #expect(document.content == IDSButtonNode(label: "Continue", type: .primary).node)
        #expect(document.file == "button.yaml")
    }

    @Test func defaults() throws {
        let document = try parse("system: ids\ncanvas: {width: 320}\ncontent: {button: {label: Go}}\n")
        #expect(document.scale == nil)
        #expect(document.canvas == CanvasSpec(width: 320))
        #expect(document.content == IDSButtonNode(label: "Go", type: .primary, size: .standard, isLoading: false, isEnabled: true).node)
    }

    @Test func masksAreReadAndCoverTheDevicePixelsTheyTouch() throws {
        let document = try parse("system: ids\ncanvas: {width: 100}\ncontent: {spacer: {}}\nmask: [{x: 10.5, y: 0, width: 4, height: 2.25}]\n")
        #expect(document.masks.map(\.rect) == [Rect(x: 10.5, y: 0, width: 4, height: 2.25)])
        #expect(document.masks.first?.pixels(scale: 1) == PixelBox(x0: 10, y0: 0, x1: 15, y1: 3))
        #expect(document.masks.first?.pixels(scale: 2) == PixelBox(x0: 21, y0: 0, x1: 29, y1: 5))
        #expect(try parse("system: ids\ncanvas: {width: 100}\ncontent: {spacer: {}}\n").masks.isEmpty)
    }

    @Test func layoutNodes() throws {
        let document = try Fixture.parse("good/kitchen-sink.yaml")
        #expect(document.direction == .rightToLeft)
        #expect(document.scale == 3)
        #expect(document.canvas.height == nil)
        #expect(document.canvas.background == .literal(r: 255, g: 255, b: 255, a: 255))
        #expect(document.canvas.padding == LengthInsets(top: .points(8), leading: .token("md"), bottom: .points(8), trailing: .points(16)))
        guard case let .vstack(stack) = document.content else { Issue.record("not a vstack"); return }
        #expect(stack.spacing == .points(12))
        #expect(stack.alignment == .horizontal(.leading))
        #expect(stack.padding == LengthInsets(all: .points(4)))
        #expect(stack.background == .color(.token("brandTertiaryLight")))
        #expect(stack.children.map(\.kind) == ["text", "text", "hstack", "zstack", "frame", "image"])
        #expect(stack.children[2] == .hstack(StackNode(spacing: .token("sm"), alignment: .vertical(.firstTextBaseline), children: [
            .icon(IconNode(glyph: .builtIn(.search), size: 24, color: .literal(r: 0x34, g: 0x35, b: 0x38))),
            .spacer(SpacerNode(minLength: .points(8))),
            .spacer(SpacerNode()),
            .icon(IconNode(glyph: .path("M2 2 L22 22 Z"), size: 16)),
        ])))
        #expect(stack.children[4] == .frame(FrameNode(
            width: 200, maxWidth: .infinity, minHeight: 10, maxHeight: 50, alignment: .topLeading,
            child: .path(PathNode(d: "M0 0 h10 v10 a5 5 0 01 -5 5 C1 2 3 4 5 6 s1 1 2 2 q1 1 2 2 t3 3 z",
                                  fill: .color(.literal(r: 255, g: 0, b: 0)), fillRule: .evenOdd,
                                  stroke: Stroke(width: 2, color: .token("contentPrimary"), join: .round, cap: .square),
                                  width: 24, height: 24)))))
    }

    /// `layoutPriority` and `fixedSize` sit in any node's own mapping, a component's use included;
    /// `frame` takes `idealWidth` and `idealHeight`.
    @Test func layoutModifiersAndIdealSizes() throws {
        let document = try parse("""
            system: ids
            canvas: {width: 320}
            content:
              hstack:
                fixedSize: {vertical: true}
                children:
                  - text: {string: All, style: title, lineLimit: 1, layoutPriority: 1}
                  - button: {label: Go, fixedSize: true}
                  - frame: {idealWidth: 40, idealHeight: 12, maxWidth: infinity, child: spacer, layoutPriority: -1.5}
            """)
        guard case let .modified(.hstack(stack), outer) = document.content else { Issue.record("no modified hstack"); return }
        #expect(outer == NodeModifiers(fixedSize: FixedSizeAxes(horizontal: false, vertical: true)))
        #expect(stack.children.map(\.kind) == ["text", "button", "frame"])
        #expect(stack.children[0] == .modified(.text(TextNode(string: "All", typography: .style("title"), lineLimit: 1)), NodeModifiers(layoutPriority: 1)))
        #expect(stack.children[1] == .modified(IDSButtonNode(label: "Go", type: .primary, size: .standard, isLoading: false, isEnabled: true).node,
                                               NodeModifiers(fixedSize: FixedSizeAxes())))
        #expect(stack.children[2] == .modified(.frame(FrameNode(idealWidth: 40, maxWidth: .infinity, idealHeight: 12, child: .spacer(SpacerNode()))),
                                               NodeModifiers(layoutPriority: -1.5)))
        // `fixedSize: false` fixes nothing and leaves the node as it is.
        let plain = try parse("system: ids\ncanvas: {width: 320}\ncontent: {text: {string: A, style: title, fixedSize: false}}\n")
        #expect(plain.content == .text(TextNode(string: "A", typography: .style("title"))))
    }

    @Test func text() throws {
        let document = try Fixture.parse("good/kitchen-sink.yaml")
        guard case let .vstack(stack) = document.content else { Issue.record("not a vstack"); return }
        #expect(stack.children[0] == .text(TextNode(string: "Hello, world", typography: .style("bodyRegular"), color: .token("contentSecondary"),
                                                    lineLimit: 2, truncation: .none, alignment: .center)))
        #expect(stack.children[1] == .text(TextNode(string: "Custom font", typography: .font(FontSpec(
            family: "Lexend Deca", weight: 600, size: 16, lineHeight: 24, letterSpacing: -0.5)))))
    }

    @Test func shapesAndPaints() throws {
        let document = try Fixture.parse("good/kitchen-sink.yaml")
        guard case let .vstack(stack) = document.content, case let .zstack(z) = stack.children[3] else { Issue.record("no zstack"); return }
        #expect(z.alignment == .both(.bottomTrailing))
        #expect(z.children[0] == .shape(ShapeNode(
            kind: .roundedRect, width: 100, height: 40, cornerRadius: .all(.points(8)),
            fill: .linearGradient(LinearGradientValue(angle: 135, stops: [
                GradientStopValue(color: .literal(r: 0x8b, g: 0x5c, b: 0xf6), position: 0),
                GradientStopValue(color: .literal(r: 0xe8, g: 0x79, b: 0xf9), position: 1),
            ])),
            border: Border(width: 1, color: .token("borderPrimary")),
            shadows: [.token("md"), .layer(ShadowLayer(x: 0, y: 4, blur: 6, spread: -1, color: .literal(r: 0, g: 0, b: 0, a: 0x1a)))],
            glow: "purple", opacity: 0.5)))
        #expect(z.children[1] == .shape(ShapeNode(kind: .circle, width: 20, height: 20, fill: .radialGradient(RadialGradientValue(
            centerX: 0.25, centerY: 0.75, radius: 10,
            stops: [GradientStopValue(color: .literal(r: 255, g: 255, b: 255)), GradientStopValue(color: .literal(r: 0, g: 0, b: 0))])))))
        #expect(z.children[2] == .shape(ShapeNode(kind: .pill, width: 60, height: 20, fill: .gradientToken("neon"), shadows: [.token("lg")])))
    }

    @Test func image() throws {
        let document = try Fixture.parse("good/kitchen-sink.yaml")
        guard case let .vstack(stack) = document.content, case let .image(image) = stack.children[5] else { Issue.record("no image"); return }
        #expect(image.source.given == "images/photo.png")
        #expect(image.source.resolved == Fixture.directory.appendingPathComponent("good/images/photo.png").path)
        #expect(image.width == 64 && image.height == 48)
        #expect(image.contentMode == .fill)
        #expect(image.cornerRadius == .points(4))
    }

    @Test func idsComponents() throws {
        let document = try Fixture.parse("good/ids-components.yaml")
        guard case let .vstack(stack) = document.content else { Issue.record("not a vstack"); return }
        let directory = Fixture.directory.appendingPathComponent("good").path
        #expect(stack.children == [
            IDSButtonNode(label: "Continue", type: .instacartPlus, size: .small, isLoading: true, isEnabled: false).node,
            ContentRowNode(
                title: "Organic milk", subtitle: "1 gal", tertiaryText: "In stock", trailingTitle: "$4.99", trailingSubtitle: "each",
                inset: .compact, isCard: true, isDisabled: false, leading: .icon(IconNode(glyph: .builtIn(.shoppingCart)))).node,
            SectionTitleNode(
                title: "Deals", hierarchy: .headline, isContained: false, secondaryText: "See all",
                leading: .icon(IconNode(glyph: .builtIn(.marker), size: 16)), trailing: BadgeNode(type: .new).node).node,
            TopNavNode(title: "Cart", leadingIcon: .arrowLeft, trailingSecondaryIcon: .share, trailingPrimaryIcon: .close).node,
            BadgeNode(type: .counter, count: 99, appearance: .critical, isOutlined: true).node,
            TabsNode(tabs: [.init(title: "All"), .init(title: "Deals", badgeCount: 3), .init(title: "Recipes")], selectedIndex: 1).node,
            ImageCardNode(source: FileReference(given: "../images/card.png", relativeTo: directory)).node,
        ])
    }

    @Test func webComponents() throws {
        let document = try Fixture.parse("good/web-components.yaml")
        #expect(document.system == .web)
        #expect(document.content == CardNode(padding: .large, children: [
            TextFieldNode(label: "Email", placeholder: "you@example.com", text: "ada@example.com", state: .error).node,
            WebButtonNode(label: "Sign up", type: .outline, isEnabled: true).node,
        ]).node)
    }

    @Test func plainScalarsAreTextWhereTextIsExpected() throws {
        let document = try parse("system: ids\ncanvas: {width: 100}\ncontent: {button: {label: 42}}\n")
        #expect(document.content == IDSButtonNode(label: "42").node)
    }

    @Test func tokensFileSystemIsRelativeToTheDescription() throws {
        let document = try parse("system: tokens/brand.json\ncanvas: {width: 100}\ncontent: {spacer: {}}\n", directory: "/designs")
        #expect(document.system == .tokensFile(FileReference(given: "tokens/brand.json", relativeTo: "/designs")))
        #expect(document.system.name == "tokens/brand.json")
        if case let .tokensFile(file) = document.system { #expect(file.resolved == "/designs/tokens/brand.json") }
    }
}
