import Pixelproof
import PixelproofUI
import Testing

/// The looks whose numbers were measured on iOS snapshot references (docs/SWIFTUI.md, "Controls"),
/// drawn at the references' scale (3x) and checked pixel by pixel against what was measured there.
@Suite struct MeasuredLookTests {
    typealias RGB = (r: Int, g: Int, b: Int)

    static func rgb(_ pixel: PremultipliedColor) -> RGB { (Int(pixel.r), Int(pixel.g), Int(pixel.b)) }

    static func near(_ got: RGB, _ want: RGB, within tolerance: Int) -> Bool {
        abs(got.r - want.r) <= tolerance && abs(got.g - want.g) <= tolerance && abs(got.b - want.b) <= tolerance
    }

    /// Where a spinner centred at 60, 60 px (a 20 pt box 10 pt in, at 3x) is sampled: a pixel
    /// 6.5 pt out along a spoke, and the name of its position.
    static let spokeSamples: [(name: String, x: Int, y: Int)] = [
        ("nine o'clock", 40, 59), ("half past seven", 46, 73), ("six o'clock", 59, 79), ("twelve o'clock", 59, 40), ("three o'clock", 79, 59),
    ]

    /// Each sampled spoke's colour against the one measured at that position.
    static func expectSpokes(in image: Pixmap, _ measured: [RGB]) {
        for (sample, want) in zip(spokeSamples, measured) {
            let got = rgb(image[sample.x, sample.y])
            #expect(near(got, want, within: 3), "\(sample.name): \(got), measured \(want)")
        }
    }

    /// The spinner's still frame as an iOS 17.5 reference shows it (white tint on (80, 74, 74),
    /// 3x): spokes 2 × 6 pt from 3.5 to 9.5 pt off the centre, the one at nine o'clock at 0.85
    /// opacity, counter-clockwise from it 0.71, 0.56 and 0.42, the other four at 0.27.
    @Test func theSpinnersStillFrameIsTheMeasuredOne() throws {
        let background = Color(red: 80 / 255, green: 74 / 255, blue: 74 / 255)
        let spinner = ProgressView().progressViewStyle(CircularProgressViewStyle(tint: .white)).padding(10).background(background)
        let image = try Renderer(scale: 3).pixmap(of: spinner, width: 40)
        let pixel = { (x: Int, y: Int) in Self.rgb(image[x, y]) }
        Self.expectSpokes(in: image, [(229, 228, 228), (204, 202, 202), (178, 176, 176), (127, 123, 123), (127, 123, 123)])
        // The left spoke's ends: inked from 28.5 to 10.5 px left of the centre.
        #expect(pixel(30, 59) == (80, 74, 74) && pixel(50, 59) == (80, 74, 74))
        #expect(Self.near(pixel(33, 59), (229, 228, 228), within: 3) && Self.near(pixel(48, 59), (229, 228, 228), within: 3))
    }

    /// The untinted spinner as an iOS 17.0 reference shows it (on (142, 142, 142), 3x): spokes
    /// 2.5 × 6⅔ pt reaching the 20 pt box's edge, in `secondaryLabel` at the same opacities.
    @Test func theUntintedSpinnerIsTheMeasuredOne() throws {
        let background = Color(red: 142 / 255, green: 142 / 255, blue: 142 / 255)
        let image = try Renderer(scale: 3).pixmap(of: ProgressView().padding(10).background(background), width: 40)
        let pixel = { (x: Int, y: Int) in Self.rgb(image[x, y]) }
        Self.expectSpokes(in: image, [(101, 101, 104), (107, 107, 110), (114, 114, 117), (129, 129, 130), (129, 129, 130)])
        // The left spoke: from the box's edge (30 px) to 20 px in, 7.5 px across its axis at row 60.
        #expect(pixel(29, 59) == (142, 142, 142) && pixel(51, 59) == (142, 142, 142) && pixel(40, 55) == (142, 142, 142))
        #expect(Self.near(pixel(31, 59), (101, 101, 104), within: 4) && Self.near(pixel(48, 59), (101, 101, 104), within: 3))
        #expect(Self.near(pixel(40, 57), (101, 101, 104), within: 3) && Self.near(pixel(40, 62), (101, 101, 104), within: 3))
    }

    /// The rows (top and bottom) of a field's outline at a column past its text, and their colour.
    static func outline(of field: some View, scheme: ColorScheme = .light) throws -> (top: Int, bottom: Int, colour: RGB) {
        let image = try Renderer(scale: 3).pixmap(of: field.frame(width: 100).padding(5), width: 110, colorScheme: scheme)
        let inside = Self.rgb(image[290, 50])
        let rows = (0..<image.height).filter { y in Self.rgb(image[290, y]) != inside && image[290, y].a == 255 }
        let top = try #require(rows.first), bottom = try #require(rows.last)
        return (top, bottom, Self.rgb(image[290, top]))
    }

    /// A rounded-border field as two iOS references draw it: 34 pt (102 px at 3x) from outline to
    /// outline, the outline one pixel of (204, 204, 204) in light and (51, 51, 51) in dark, also
    /// with a title 3 font (the field does not grow for it).
    @Test func aRoundedBorderFieldHasTheMeasuredOutlineAndHeight() throws {
        let field = TextField("", text: .constant("test")).textFieldStyle(.roundedBorder)
        let light = try Self.outline(of: field)
        #expect(light.top == 15 && light.bottom == 116, "outline rows \(light.top) … \(light.bottom)")
        #expect(light.colour == (204, 204, 204), "outline \(light.colour)")
        let dark = try Self.outline(of: field, scheme: .dark)
        #expect(dark.colour == (51, 51, 51), "dark outline \(dark.colour)")
        let title = try Self.outline(of: TextField("Mail", text: .constant("")).font(.title3).textFieldStyle(.roundedBorder))
        #expect(title.bottom - title.top + 1 == 102, "title 3 field \(title.bottom - title.top + 1) px tall")
    }

    /// A disabled prominent button as iOS 18 draws it: (233, 233, 234) behind a (194, 194, 196) label.
    @Test func aDisabledProminentButtonHasTheMeasuredColours() throws {
        let button = Button("Login") {}.buttonStyle(.borderedProminent).disabled(true).padding(10).background(Color.white)
        let image = try Renderer(scale: 3).pixmap(of: button, width: 120)
        let fill = Self.rgb(image[60, 40])
        #expect(Self.near(fill, (233, 233, 234), within: 1), "fill \(fill)")
        var darkest = fill
        for y in 30..<image.height - 30 { for x in 30..<image.width - 30 where Int(image[x, y].r) < darkest.r { darkest = Self.rgb(image[x, y]) } }
        #expect(Self.near(darkest, (194, 194, 196), within: 2), "label \(darkest)")
    }

    /// An enabled prominent button whose label is at least 30 pt tall, as on an iOS 18 reference:
    /// 44 pt (132 px) of (0, 122, 255), 7 pt above and below the label, its top-left corner a
    /// continuous corner of radius 8 (the reference's coverage, row by row, within 0.1).
    @Test func aProminentButtonHasTheMeasuredHeightFillAndCorner() throws {
        let button = Button {} label: { Text("Complete").frame(maxWidth: .infinity, minHeight: 30) }.buttonStyle(.borderedProminent)
        let image = try Renderer(scale: 3).pixmap(of: button.padding(.vertical, 10).background(Color.white), width: 100)
        let blue = (0..<image.height).filter { Self.rgb(image[150, $0]) == (0, 122, 255) }
        #expect(blue.first == 30 && blue.last == 161, "filled rows \(blue.first ?? -1) … \(blue.last ?? -1)")
        // Rows 1 to 5 of the reference's corner: the coverage of columns 9 to 15 (0 past the curve, 1 inside).
        let reference: [[Double]] = [
            [0, 0, 0, 0, 0, 0.02, 0.30],
            [0, 0, 0, 0.07, 0.50, 0.90, 1],
            [0, 0.03, 0.45, 0.94, 1, 1, 1],
            [0.16, 0.82, 1, 1, 1, 1, 1],
            [0.97, 1, 1, 1, 1, 1, 1],
        ]
        for (row, expected) in reference.enumerated() {
            for (column, want) in expected.enumerated() {
                let got = 1 - Double(image[9 + column, 30 + 1 + row].r) / 255
                #expect(abs(got - want) <= 0.1, "corner row \(row + 1), column \(9 + column): \(got), measured \(want)")
            }
        }
    }

    /// The first and last rows at or after `from` whose pixels are not white between columns
    /// `x0` and `x1`: a run of ink.
    static func inkRows(_ image: Pixmap, from start: Int, columns: Range<Int>) -> (first: Int, last: Int)? {
        let inked = { (y: Int) in columns.contains { x in Self.rgb(image[x, y]) != (255, 255, 255) } }
        guard let first = (start..<image.height).first(where: inked) else { return nil }
        let last = ((first..<image.height).first { !inked($0) } ?? image.height) - 1
        return (first, last)
    }

    /// The empty state of an iOS 18 reference (375 × 400 pt at 3x): from the title's top to the
    /// description's top 27 pt, from there to the action's top 35 pt; the bordered action a
    /// 28 pt capsule in `secondarySystemFill`, (233, 233, 234).
    @Test func anEmptyStateHasTheMeasuredSpacingAndAction() throws {
        let view = ContentUnavailableView {
            Label("No Items", systemImage: "tray")
        } description: {
            Text("Add items to get started")
        } actions: {
            Button("Add Item") {}.buttonStyle(.bordered)
        }
        let image = try Renderer(scale: 3).pixmap(of: view.frame(width: 375, height: 400).background(Color.white), width: 375)
        let icon = try #require(Self.inkRows(image, from: 0, columns: 0..<1125))
        let title = try #require(Self.inkRows(image, from: icon.last + 1, columns: 0..<1125))
        let description = try #require(Self.inkRows(image, from: title.last + 1, columns: 0..<1125))
        let action = try #require(Self.inkRows(image, from: description.last + 1, columns: 0..<1125))
        #expect(abs(description.first - title.first - 81) <= 3, "title to description \(description.first - title.first) px, measured 81")
        #expect(abs(action.first - description.first - 105) <= 3, "description to action \(action.first - description.first) px, measured 105")
        #expect(action.last - action.first + 1 == 84, "action \(action.last - action.first + 1) px tall, measured 84")
        let middle = (action.first + action.last) / 2
        #expect(Self.near(Self.rgb(image[562, action.first + 6]), (233, 233, 234), within: 1))
        // A capsule: its top row is shorter than its middle one by about its radius (42 px) at each end.
        let topRow = (0..<1125).filter { Self.rgb(image[$0, action.first]) != (255, 255, 255) }
        let middleRow = (0..<1125).filter { Self.rgb(image[$0, middle]) != (255, 255, 255) }
        #expect((topRow.first ?? 0) - (middleRow.first ?? 0) >= 30, "corner \((topRow.first ?? 0) - (middleRow.first ?? 0)) px")
    }

    /// A bordered button with no tint of its own is grey, (233, 233, 234), as on that reference;
    /// with a tint it is the tint's wash.
    @Test func aBorderedButtonWithoutATintIsGrey() throws {
        let fill = { (button: AnyView) throws -> RGB in
            let image = try Renderer(scale: 3).pixmap(of: button.padding(10).background(Color.white), width: 150)
            return Self.rgb(image[40, 35])
        }
        #expect(Self.near(try fill(AnyView(Button("Add Item") {}.buttonStyle(.bordered))), (233, 233, 234), within: 1))
        #expect(try fill(AnyView(Button("Add Item") {}.buttonStyle(.bordered).tint(.red))).r > 240)
    }
}
