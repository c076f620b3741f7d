import Pixelproof
import PixelproofTesting
import PixelproofUI
import Testing

/// The built-in looks, one golden each in Snapshots/swiftui/controls/, light and dark.
@Suite struct ControlGoldenTests {
    static let schemes: [[SnapshotVariant]] = [[], [.colorScheme(.dark)]]

    @Test func buttonStylesAndSizes() {
        assertSnapshot(of: ButtonLooks(), width: 390, named: "swiftui/controls/buttons", variants: Self.schemes)
    }

    @Test func togglesProgressAndLabels() {
        assertSnapshot(of: Indicators(), width: 390, named: "swiftui/controls/indicators", variants: Self.schemes)
    }

    @Test func aFormWithLabeledContentAGroupBoxAndCapsuleButtons() {
        assertSnapshot(of: Profile(), width: 390, named: "swiftui/controls/form", variants: Self.schemes)
    }

    @Test func anEmptyStateTextFieldsAndAnInlinePicker() {
        assertSnapshot(of: EntryLooks(), width: 390, named: "swiftui/controls/entry", variants: Self.schemes)
    }

    @Test func anInsetGroupedAndAPlainList() {
        assertSnapshot(of: Settings().frame(height: 330), width: 390, named: "swiftui/controls/list-inset-grouped", variants: Self.schemes)
        assertSnapshot(of: Settings().listStyle(.plain).frame(height: 260), width: 390, named: "swiftui/controls/list-plain")
        assertSnapshot(of: Settings().listStyle(.grouped).frame(height: 330), width: 390, named: "swiftui/controls/list-grouped")
    }
}

struct ButtonLooks: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack {
                Button("Automatic") {}
                Button("Plain") {}.buttonStyle(.plain)
                Button("Borderless") {}.buttonStyle(.borderless)
                Button("Off") {}.disabled(true)
            }
            ForEach([ControlSize.mini, .small, .regular, .large, .extraLarge], id: \.self) { size in
                HStack {
                    Button("Bordered") {}.buttonStyle(.bordered)
                    Button("Prominent") {}.buttonStyle(.borderedProminent)
                }
                .controlSize(size)
            }
            HStack {
                Button("Delete", role: .destructive) {}.buttonStyle(.bordered)
                Button("Delete", role: .destructive) {}.buttonStyle(.borderedProminent)
                Button("Delete", role: .destructive) {}
            }
            HStack {
                Button("Tinted") {}.buttonStyle(.bordered)
                Button("Tinted") {}.buttonStyle(.borderedProminent)
            }
            .tint(.green)
            HStack {
                Button("Disabled") {}.buttonStyle(.bordered)
                Button("Disabled") {}.buttonStyle(.borderedProminent)
            }
            .disabled(true)
            Button("Continue") {}
                .buttonStyle(.borderedProminent)
                .controlSize(.large)
        }
        .padding(16)
    }
}

struct Indicators: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Toggle("Wi-Fi", isOn: .constant(true))
            Toggle("Bluetooth", isOn: .constant(false))
            Toggle("Tinted", isOn: .constant(true)).tint(.orange)
            ProgressView(value: 0.4)
            ProgressView("Uploading", value: 0.75)
            HStack(spacing: 24) {
                ProgressView()
                ProgressView().progressViewStyle(.circular)
                ProgressView("Loading")
            }
            Label("Favourites", systemImage: "star")
            HStack {
                Label("Icon only", systemImage: "plus").labelStyle(.iconOnly)
                Label("Title only", systemImage: "plus").labelStyle(.titleOnly)
            }
            Slider(value: .constant(0.3))
            Slider(value: .constant(60.0), in: 0...100) { Text("Volume") } minimumValueLabel: {
                Image(systemName: "heart")
            } maximumValueLabel: {
                Image(systemName: "plus")
            }
            Divider()
        }
        .padding(16)
    }
}

struct Settings: View {
    var body: some View {
        List {
            Section {
                Text("Name")
                Text("Email")
                Toggle("Notifications", isOn: .constant(true))
            } header: {
                Text("Account")
            } footer: {
                Text("Shown to your team.")
            }
            Section {
                Button("Sign out", role: .destructive) {}
            }
        }
    }
}

struct Profile: View {
    var body: some View {
        VStack(spacing: 16) {
            Form {
                Section("Plan") {
                    LabeledContent("Name", value: "Sam Lee")
                    LabeledContent("Storage") { Text("42 GB") }
                    Picker("Region", selection: .constant("EU")) {
                        ForEach(["US", "EU"], id: \.self) { Text($0) }
                    }
                }
            }
            .frame(height: 215)
            Picker("Plan", selection: .constant("Pro")) {
                Text("Free").tag("Free")
                Text("Pro").tag("Pro")
                Text("Team").tag("Team")
            }
            .pickerStyle(.segmented)
            Stepper("Guests", value: .constant(1), in: 1...8)
            Picker("Sort", selection: .constant(2)) {
                Text("Name").tag(1)
                Text("Date").tag(2)
            }
            GroupBox("Usage") {
                ProgressView(value: 0.42)
            }
            HStack {
                Button("Upgrade") {}.buttonStyle(.borderedProminent).buttonBorderShape(.capsule)
                Button("Later") {}.buttonStyle(.bordered).buttonBorderShape(.capsule)
            }
        }
        .padding(.horizontal, 16)
    }
}

struct EntryLooks: View {
    var body: some View {
        VStack(spacing: 16) {
            ContentUnavailableView {
                Label("No Orders", systemImage: "tray")
            } description: {
                Text("Orders you place appear here.")
            } actions: {
                Button("Browse the menu") {}
            }
            .frame(height: 260)
            VStack(spacing: 8) {
                TextField("Search", text: .constant("")).textFieldStyle(.roundedBorder)
                TextField("Name", text: .constant("Sam Lee")).textFieldStyle(.roundedBorder)
                SecureField("Password", text: .constant("hunter2")).textFieldStyle(.roundedBorder)
            }
            .padding(.horizontal, 20)
            Form {
                Picker("Size", selection: .constant("M")) {
                    Text("Small").tag("S"); Text("Medium").tag("M"); Text("Large").tag("L")
                }
                .pickerStyle(.inline)
            }
            .frame(height: 190)
        }
    }
}
