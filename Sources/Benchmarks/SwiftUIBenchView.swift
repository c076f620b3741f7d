import PixelproofUIModifiers
import PixelproofUICore

/// The `swiftui` suite's subject as a team writes it: a settings row card with a title, a detail
/// line, a trailing value and a progress track (its description twin is `SwiftUIBench.description`).
package struct SwiftUIBenchView: View {
    package init() {}

    package var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack(alignment: .firstTextBaseline) {
                Text("Weekly budget")
                    .font(.headline)
                Spacer()
                Text("$240")
                    .font(.body.weight(.semibold))
                    .foregroundStyle(Color(red: 0.1, green: 0.45, blue: 0.2))
            }
            Text("$240 of $400 spent this week, with four days to go")
                .font(.subheadline)
                .foregroundStyle(Color(red: 0.4, green: 0.4, blue: 0.45))
            Rectangle()
                .fill(Color(red: 0.9, green: 0.91, blue: 0.93))
                .frame(height: 8)
        }
        .padding(16)
        .background(Color.white)
        .padding(16)
        .background(Color(red: 0.95, green: 0.96, blue: 0.98))
    }
}
