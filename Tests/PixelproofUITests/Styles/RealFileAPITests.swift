import Pixelproof
import PixelproofUI
import Testing

/// API that real component files use and a snapshot shows (or, by SwiftUI's own rule, does not):
/// container shapes, empty states, text field styles, secure fields, `AnyLayout`, inline pickers,
/// grouped lists' headers, presentation modifiers.
@Suite struct RealFileAPITests {
    static let red = Color(red: 1, green: 0, blue: 0)
    static let white = PremultipliedColor(r: 255, g: 255, b: 255, a: 255)
    static let redPixel = PremultipliedColor(r: 255, g: 0, b: 0, a: 255)

    /// The view at the top-left of a white 100 × 60 canvas, at scale 1 so points are pixels.
    func pixels(_ content: some View) throws -> Pixmap {
        try Renderer(scale: 1).pixmap(of: content.frame(width: 100, height: 60, alignment: .topLeading).background(Color.white), width: 100)
    }

    func texts(_ view: some View, width: Double) throws -> [String: (x: Double, y: Double, width: Double, height: Double)] {
        let renderer = Renderer(scale: 2)
        let display = try renderer.displayList(of: try renderer.document(of: view, width: width))
        return Dictionary(display.semantics.texts.map { ($0.string, ($0.frame.x, $0.frame.y, $0.frame.width, $0.frame.height)) }, uniquingKeysWith: { a, _ in a })
    }

    /// `.background(style)` fills the container shape: Dashlane's toast
    /// (`.background(.background).containerShape(Capsule())`) is a capsule, so the corner of its
    /// 80 × 40 frame stays white while the middle of its edge is red; without the container shape
    /// the corner is red.
    @Test func aStyleBackgroundFillsTheContainerShape() throws {
        let toast = Color.clear.frame(width: 80, height: 40).background(Self.red)
        let capsule = try pixels(toast.containerShape(Capsule()))
        #expect(capsule[1, 1] == Self.white)
        #expect(capsule[40, 1] == Self.redPixel)
        #expect(try pixels(toast)[1, 1] == Self.redPixel)
    }

    /// The empty state takes all it is offered and centres its label, description and action.
    @Test func contentUnavailableViewCentresItsParts() throws {
        let view = ContentUnavailableView {
            Label("No Orders", systemImage: "tray")
        } description: {
            Text("Your orders appear here.")
        } actions: {
            Button("Browse") {}
        }
        .frame(height: 400)
        let drawn = try texts(view, width: 300)
        let title = try #require(drawn["No Orders"]), description = try #require(drawn["Your orders appear here."])
        let action = try #require(drawn["Browse"])
        for part in [title, description, action] { #expect(abs(part.x + part.width / 2 - 150) < 0.5) }
        #expect(title.y < description.y && description.y < action.y)
        // Centred vertically: as much space above the title's icon as below the action.
        #expect(title.y > 100 && action.y + action.height < 300)
        #expect(try Renderer(scale: 1).pixmap(of: view, width: 300).height == 400)
        #expect(try texts(ContentUnavailableView.search(text: "tea"), width: 300)["No Results for \u{201C}tea\u{201D}"] != nil)
    }

    /// `.roundedBorder` draws UIKit's rounded rect: a shape across the field, the text 7 in;
    /// `.plain` and the default draw the text alone.
    @Test func aRoundedBorderTextFieldIsOutlined() throws {
        let field = TextField("Search", text: .constant("tea"))
        let bordered = try ContainerLayoutTests.graphics(field.textFieldStyle(.roundedBorder), width: 200)
        #expect(bordered.count == 2 && bordered.allSatisfy { $0.width == 200 && $0.x == 0 })
        #expect(try texts(field.textFieldStyle(.roundedBorder), width: 200)["tea"]?.x == 7)
        #expect(try ContainerLayoutTests.graphics(field.textFieldStyle(.plain), width: 200).isEmpty)
        #expect(try ContainerLayoutTests.graphics(field, width: 200).isEmpty)
    }

    /// A secure field draws a dot per character, and its prompt when empty.
    @Test func aSecureFieldDrawsDots() throws {
        #expect(try texts(SecureField("Password", text: .constant("hunter2")), width: 200)["\u{2022}\u{2022}\u{2022}\u{2022}\u{2022}\u{2022}\u{2022}"] != nil)
        #expect(try texts(SecureField("Password", text: .constant("")), width: 200)["Password"] != nil)
    }

    /// `AnyLayout` draws the stack it wraps, with its spacing, as the stack view would.
    @Test func anyLayoutDrawsTheStackItWraps() throws {
        func chips(_ layout: AnyLayout) -> some View {
            layout { Chip(width: 40); Chip(width: 60) }.frame(width: 200, alignment: .topLeading)
        }
        let row = try ContainerLayoutTests.graphics(chips(AnyLayout(HStackLayout(spacing: 10))), width: 200)
        #expect(row.map(\.x) == [0, 50] && row.map(\.y) == [0, 0])
        let column = try ContainerLayoutTests.graphics(chips(AnyLayout(VStackLayout(alignment: .leading, spacing: 4))), width: 200)
        #expect(column.map(\.x) == [0, 0] && column.map(\.y) == [0, 36])
        // Asked directly, the stack layout places its subviews the same way.
        let direct = try ContainerLayoutTests.graphics(AnyLayout(FlowLayout(spacing: 10)) { Chip(width: 40); Chip(width: 60) }
            .frame(width: 200, alignment: .topLeading), width: 200)
        #expect(direct.map(\.x) == [0, 50])
    }

    /// An inline picker in a form: one row per option, a checkmark on the selected one only.
    @Test func anInlinePickerInAFormIsRows() throws {
        let form = Form {
            Picker("Size", selection: .constant("M")) {
                Text("S").tag("S"); Text("M").tag("M"); Text("L").tag("L")
            }
            .pickerStyle(.inline)
        }
        let drawn = try texts(form, width: 375)
        let small = try #require(drawn["S"]), medium = try #require(drawn["M"]), large = try #require(drawn["L"])
        #expect(small.x == 40 && medium.y - small.y == 44 && large.y - medium.y == 44)
        #expect(drawn["Size"] == nil)
        let renderer = Renderer(scale: 2)
        let document = try renderer.document(of: form, width: 375)
        // The checkmark is the one thing drawn in the tint (iOS blue).
        let marks = try renderer.displayList(of: document).semantics.graphics.filter { $0.color.r == 0 && $0.color.g == 122 && $0.color.b == 255 }
        #expect(marks.count == 1 && abs((marks.first?.frame.y ?? 0) - medium.y) < 12)
    }

    /// iOS 17/18 upper-cases a grouped list's section headers; a plain list's keep their case, and
    /// `.textCase(nil)` on the header keeps it too.
    @Test func groupedListHeadersAreUpperCased() throws {
        let sections = Group {
            Section("Account") { Text("Name") }
            Section { Text("Email") } header: { Text("Contact").textCase(nil) }
        }
        let grouped = try texts(List { sections }, width: 375)
        #expect(grouped["ACCOUNT"] != nil && grouped["Account"] == nil)
        #expect(grouped["Contact"] != nil)
        #expect(try texts(List { sections }.listStyle(.plain), width: 375)["Account"] != nil)
    }

    /// `ProgressView().tint(.white)` in a loading button: the spinner takes the tint, as iOS 16's
    /// does (the brinyquiz and design-system buttons of the corpus), not the default grey.
    @Test func theSpinnerTakesTheTint() throws {
        let image = try pixels(ProgressView().tint(Self.red))
        var reds = 0, greys = 0
        for y in 0..<20 { for x in 0..<20 {
            let p = image[x, y]
            if p.r > 200 && p.g < 80 { reds += 1 } else if p.r < 200 && p.r == p.g { greys += 1 }
        } }
        #expect(reds > 10 && greys == 0)
    }

    /// What a still frame does not show (presentations, a navigation bar's title and toolbar, a
    /// context menu, swipe actions, refreshing, search) leaves the drawing as it was.
    @Test func presentationModifiersDrawNothing() throws {
        let plain = try pixels(Self.red.frame(width: 40, height: 40))
        let modified = try pixels(Self.red.frame(width: 40, height: 40)
            .contextMenu { Button("Copy") {} }
            .swipeActions { Button("Delete", role: .destructive) {} }
            .refreshable {}
            .searchable(text: .constant(""), prompt: "Search")
            .sheet(isPresented: .constant(true)) { Text("Sheet") }
            .alert("Delete?", isPresented: .constant(true)) { Button("OK") {} } message: { Text("Gone for good") }
            .navigationTitle("Orders")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar { ToolbarItem(placement: .topBarTrailing) { Button("Add") {} } })
        #expect(plain == modified)
    }
}
