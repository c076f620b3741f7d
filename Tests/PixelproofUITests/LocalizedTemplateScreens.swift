import PixelproofUI

// The seed templates as an app that ships in several languages uses them: every string a key of
// Libraries/Localizable.xcstrings, amounts through FormatStyle, a count through the catalog's
// plural variations. What the locale goldens show.

struct LocalizedCardScreen: View {
    var body: some View {
        AppCard {
            VStack(alignment: .leading, spacing: Space.s) {
                Text("Weekly budget")
                    .font(.dsTitle)
                    .foregroundStyle(Color.textPrimary)
                Text("\(240.0, format: .currency(code: "USD")) of \(400.0, format: .currency(code: "USD")) spent")
                    .font(.dsBodySecondary)
                    .foregroundStyle(Color.textSecondary)
                Text("\(3) payments due")
                    .font(.dsBodySecondary)
                    .foregroundStyle(Color.textSecondary)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
        .padding(Space.l)
        .background(Color.appBackground)
    }
}

struct LocalizedTextFieldScreen: View {
    var body: some View {
        VStack(spacing: Space.l) {
            AppTextField("Name", prompt: "Your full name", text: .constant(""))
            AppTextField("Email", prompt: "name@example.com", text: .constant(""))
        }
        .padding(Space.l)
        .background(Color.appBackground)
    }
}

/// The amount is the team's own string (a text field's value), written in the locale's format.
struct LocalizedAmountInputScreen: View {
    @Environment(\.locale) private var locale

    var body: some View {
        AppAmountInput("Amount", value: .constant(1250.0.formatted(.number.precision(.fractionLength(2)).locale(locale))))
            .padding(Space.l)
            .background(Color.appBackground)
    }
}

struct LocalizedProgressBarScreen: View {
    var body: some View {
        VStack(alignment: .leading, spacing: Space.s) {
            HStack {
                Text("Savings goal")
                    .font(.dsLabel)
                    .foregroundStyle(Color.textSecondary)
                Spacer()
                Text("\(0.4, format: .percent) saved")
                    .font(.dsLabel)
                    .foregroundStyle(Color.textPrimary)
            }
            AppProgressBar(progress: 0.4)
        }
        .padding(Space.l)
        .background(Color.appBackground)
    }
}

struct LocalizedGlassFABScreen: View {
    var body: some View {
        HStack(spacing: Space.m) {
            Text("Add expense")
                .font(.dsBody)
                .foregroundStyle(Color.textPrimary)
            Spacer()
            AppGlassFAB {}
        }
        .padding(Space.l)
        .background(Color.appBackground)
    }
}
