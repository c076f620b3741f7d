import Pixelproof
import PixelproofUI
import Testing

/// Containers laid out to stated frames.
@Suite struct ContainerLayoutTests {
    /// The frames of the graphics (shapes) a view draws, in drawing order.
    static func graphics(_ view: some View, width: Double) throws -> [(x: Double, y: Double, width: Double, height: Double)] {
        try shapeFrames(of: try Renderer(scale: 2).document(of: view, width: width)).map { ($0.x, $0.y, $0.width, $0.height) }
    }

    /// Chips 100, 120, 80, 60 and 150 wide wrap at 300: 100 + 8 + 120 = 228 and 80 more would be
    /// 316, so the first line holds two; 80 + 8 + 60 + 8 + 150 = 306 passes 300, so the second holds two.
    @Test func aFlowLayoutOfChipsWrapsAtTheWidth() throws {
        let flow = FlowLayout(spacing: 8) {
            ForEach([100, 120, 80, 60, 150], id: \.self) { Chip(width: CGFloat($0)) }
        }
        let frames = try Self.graphics(flow.frame(width: 300, alignment: .leading), width: 300)
        #expect(frames.map(\.x) == [0, 108, 0, 88, 0])
        #expect(frames.map(\.y) == [0, 0, 40, 40, 80])
        let size = try Renderer(scale: 2).pixmap(of: flow, width: 300)
        #expect(size.height == 2 * 112)
    }

    /// A layout value: each view's rank orders the stack.
    @Test func layoutValuesReachTheLayout() throws {
        let view = RankedStack {
            Chip(width: 30).layoutValue(key: Rank.self, value: 2)
            Chip(width: 10).layoutValue(key: Rank.self, value: 0)
            Chip(width: 20).layoutValue(key: Rank.self, value: 1)
        }
        let frames = try Self.graphics(view, width: 100)
        #expect(frames.map(\.width) == [30, 10, 20] && frames.map(\.y) == [64, 0, 32])
    }

    /// Adaptive items of at least 80 in 343: (343 + 8) ÷ (80 + 8) = 3.99, so three columns of
    /// (343 − 2 × 8) ÷ 3 = 109; rows are 40 tall and 8 apart.
    @Test func aLazyVGridOfAdaptiveItems() throws {
        let grid = LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) {
            ForEach(0..<5) { _ in Rectangle().fill(Color.blue).frame(height: 40) }
        }
        let frames = try Self.graphics(grid, width: 343)
        #expect(frames.map(\.width) == Array(repeating: 109, count: 5))
        #expect(frames.map(\.x) == [0, 117, 234, 0, 117])
        #expect(frames.map(\.y) == [0, 0, 0, 48, 48])
    }

    /// Fixed 50, then two flexible columns share the rest: (300 − 50 − 2 × 8) ÷ 2 = 117.
    @Test func fixedAndFlexibleColumns() throws {
        let grid = LazyVGrid(columns: [GridItem(.fixed(50)), GridItem(.flexible()), GridItem(.flexible())]) {
            ForEach(0..<3) { _ in Rectangle().fill(Color.blue).frame(height: 20) }
        }
        let frames = try Self.graphics(grid, width: 300)
        #expect(frames.map(\.x) == [0, 58, 183] && frames.map(\.width) == [50, 117, 117])
    }

    /// A grid's columns are as wide as their widest cell; a spanning cell takes both and the spacing.
    @Test func aGridWithASpanningCell() throws {
        let grid = Grid(horizontalSpacing: 10, verticalSpacing: 4) {
            GridRow { Chip(width: 40); Chip(width: 70) }
            GridRow { Chip(width: 60); Chip(width: 20) }
            GridRow { Rectangle().fill(Color.red).frame(height: 10).gridCellColumns(2) }
        }
        let frames = try Self.graphics(grid.fixedSize(), width: 300)
        // Columns 60 and 70 wide; cells centred in them.
        #expect(frames.map(\.x) == [10, 70, 0, 95, 0])
        #expect(frames.last?.width == 140 && frames.last?.y == 72)
    }

    /// The inset-grouped list as measured on iOS 18: cards 20 from the edges, rows 44 tall (the
    /// hairline between two rows inside the upper one) with content 20 inside them, a section 35
    /// below the one above, a header 7 above its card.
    @Test func anInsetGroupedListsRowFrames() throws {
        let list = List {
            Section("Account") { Text("Name"); Text("Email") }
            Section { Text("Sign out") }
        }
        let renderer = Renderer(scale: 2)
        let display = try renderer.displayList(of: try renderer.document(of: list, width: 375))
        let texts = Dictionary(uniqueKeysWithValues: display.semantics.texts.map { ($0.string, $0.frame) })
        let name = try #require(texts["Name"]), email = try #require(texts["Email"]), signOut = try #require(texts["Sign out"])
        let header = try #require(texts["ACCOUNT"])
        #expect(name.x == 40 && email.x == 40 && header.x == 40)
        // Rows are 44 apart: the hairline is drawn over the bottom of the row above it.
        #expect(email.y - name.y == 44)
        // The second card starts 35 below the first (two rows, 88 tall).
        #expect(signOut.y - email.y == 44 + 35)
        #expect(name.y - (header.y + header.height) > 7 && name.y - (header.y + header.height) < 7 + 12)
    }

    /// A scroll view takes the height offered and clips its content at offset 0.
    @Test func aScrollViewClipsItsContent() throws {
        let view = ScrollView { VStack(spacing: 0) { ForEach(0..<10) { _ in Rectangle().fill(Color.blue).frame(height: 50) } } }
            .frame(height: 120)
        let pixmap = try Renderer(scale: 1).pixmap(of: view, width: 100)
        #expect(pixmap.height == 120)
        let frames = try Self.graphics(view, width: 100)
        #expect(frames.first?.y == 0 && frames.first?.width == 100)
    }

    /// The first view that fits is drawn, the others are not.
    @Test func viewThatFitsDrawsTheFirstThatFits() throws {
        let view = ViewThatFits {
            Chip(width: 300)
            Chip(width: 150)
            Chip(width: 50)
        }
        #expect(try Self.graphics(view, width: 200).map(\.width) == [150])
        #expect(try Self.graphics(view, width: 400).map(\.width) == [300])
        #expect(try Self.graphics(view, width: 20).map(\.width) == [50])
    }

    /// A geometry reader fills what it is offered and its content sees that size.
    @Test func aGeometryReaderFillsTheProposalAndItsContentSeesIt() throws {
        let view = GeometryReader { proxy in
            VStack(alignment: .leading, spacing: 0) {
                Text("\(Int(proxy.size.width)) × \(Int(proxy.size.height))")
                Rectangle().fill(Color.blue).frame(width: proxy.size.width / 2, height: 10)
            }
        }
        .frame(height: 50)
        let renderer = Renderer(scale: 2)
        let document = try renderer.document(of: view, width: 300)
        #expect(try renderer.displayList(of: document).semantics.texts.map(\.string) == ["300 × 50"])
        let frames = try shapeFrames(of: document)
        #expect(frames.map(\.width) == [150] && frames.first?.x == 0)
        #expect(try renderer.pixmap(of: view, width: 300).height == 100)
    }

    /// The slider as measured on iOS: at the middle of 0 … 2 in a 260 pt slider the 27 pt thumb is
    /// centred (at 130), the done part runs to it, the 4 pt track across the whole width.
    @Test func aSliderAtItsMiddleValue() throws {
        let frames = try Self.graphics(Slider(value: .constant(1.0), in: 0...2).frame(width: 260), width: 260)
        #expect(frames.count == 3)
        #expect(frames[0].width == 260 && frames[0].height == 4 && frames[0].y == 11.5)
        #expect(frames[1].width == 130)
        #expect(frames[2].x == 116.5 && frames[2].width == 27 && frames[2].height == 27)
    }

    /// A segmented picker: equal segments across the width, the selected one's white rounded
    /// rectangle inset 2 in the 32 pt track; the option is found by its tag, or by its `ForEach` id.
    @Test func aSegmentedPickerMarksTheSelectedSegment() throws {
        let tagged = Picker("Plan", selection: .constant("Pro")) {
            Text("Free").tag("Free"); Text("Pro").tag("Pro"); Text("Team").tag("Team")
        }.pickerStyle(.segmented)
        let frames = try Self.graphics(tagged, width: 301)
        #expect(frames.count == 2)
        #expect(frames[0].width == 301 && frames[0].height == 32)
        #expect(frames[1].x == 101 && frames[1].width == 99 && frames[1].y == 2 && frames[1].height == 28)
        let byID = Picker("Plan", selection: .constant("Team")) { ForEach(["Free", "Pro", "Team"], id: \.self) { Text($0) } }
            .pickerStyle(.segmented)
        #expect(try Self.graphics(byID, width: 301).last?.x == 200)
    }

    /// A stepper: its 94 × 32 box at the trailing edge, the hairline at its middle.
    @Test func aStepperAtTheTrailingEdge() throws {
        let frames = try Self.graphics(Stepper("Guests", value: .constant(2), in: 1...8), width: 300)
        let box = try #require(frames.first { $0.height == 32 && $0.width == 94 })
        #expect(box.x == 206 && frames.contains { $0.width == 1 && $0.x == 252.5 })
    }
}
