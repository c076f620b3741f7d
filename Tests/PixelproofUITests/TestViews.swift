import PixelproofUI

// Views written as a team writes them, against PixelproofUI alone (the tests that draw them
// import Pixelproof too, whose description DSL has its own VStack and Text).

/// A row of two texts on one baseline, padded, on a colour that follows the colour scheme.
struct PriceRow: View {
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        HStack(alignment: .firstTextBaseline) {
            Text("Total")
                .font(.headline)
            Spacer()
            Text("$84.20")
                .font(.body)
                .foregroundStyle(Color(red: 0.1, green: 0.45, blue: 0.2))
        }
        .padding(16)
        .background(colorScheme == .dark ? Color(red: 0.11, green: 0.11, blue: 0.12) : Color(red: 0.95, green: 0.96, blue: 0.98))
    }
}

/// Reads the environment the render gives it and keeps what it saw.
final class Seen {
    var colorScheme: ColorScheme?
    var dynamicTypeSize: DynamicTypeSize?
    var layoutDirection: LayoutDirection?
}

struct EnvironmentProbe: View {
    let seen: Seen
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    @Environment(\.layoutDirection) private var layoutDirection

    var body: some View {
        seen.colorScheme = colorScheme
        seen.dynamicTypeSize = dynamicTypeSize
        seen.layoutDirection = layoutDirection
        return Text(colorScheme == .dark ? "dark" : "light")
    }
}

/// Every builder form: if/else, if let, if #available, ForEach, Group, EmptyView, AnyView.
struct BuilderForms: View {
    let showBadge: Bool
    let note: String?

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            if showBadge {
                Text("badge")
            } else {
                Text("plain")
            }
            if let note {
                Text(note)
            }
            if #available(iOS 26.0, *) {
                Text("new")
            }
            ForEach(["a", "b"], id: \.self) { letter in
                Text(letter)
            }
            Group {
                EmptyView()
                AnyView(Text("any"))
            }
        }
    }
}

/// A view that draws with a `ViewModifier` and a bound text field.
struct Framed: ViewModifier {
    func body(content: Content) -> some View {
        content.padding(.horizontal, 12).background(Color.white)
    }
}

struct NameField: View {
    @State private var name = ""
    var body: some View {
        TextField("Name", text: $name, prompt: Text("Your name"))
            .modifier(Framed())
    }
}

/// A colour of the asset catalog.
struct NamedSurface: View {
    var body: some View { Text("Hi").background(Color("appSurface")) }
}

/// A text in a given font.
struct FontSample: View {
    let font: Font
    var body: some View { Text("Grows").font(font) }
}

/// Padding then background, or background then padding.
struct PaddedThenFilled: View {
    let paddingFirst: Bool
    var body: some View {
        if paddingFirst {
            Text("a").padding(4).background(Color.red)
        } else {
            Text("a").background(Color.red).padding(4)
        }
    }
}

/// A text button in the default style, in the plain style, and with its own foreground style.
struct Buttons: View {
    var body: some View {
        VStack {
            Button("Default") {}
            Button("Plain") {}.buttonStyle(.plain)
            Button("Red") {}.foregroundStyle(Color.red)
            Button("Tinted") {}.tint(Color.green)
            Divider()
        }
    }
}

/// A colour set the example catalog does not have.
struct MissingColour: View {
    var body: some View { Color("noSuchColour") }
}

/// SF Symbols by name.
struct Symbol: View {
    let name: String
    var body: some View { Image(systemName: name).font(.title3).foregroundStyle(Color.red) }
}
