import PixelproofUI

// The seed templates in use, as an app's screen would use them: what the goldens show.

struct CardScreen: View {
    var body: some View {
        AppCard {
            VStack(alignment: .leading, spacing: Space.s) {
                Text("Weekly budget")
                    .font(.dsTitle)
                    .foregroundStyle(Color.textPrimary)
                Text("$240 of $400 spent")
                    .font(.dsBodySecondary)
                    .foregroundStyle(Color.textSecondary)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
        .padding(Space.l)
        .background(Color.appBackground)
    }
}

struct SectionHeaderScreen: View {
    var body: some View {
        AppSectionHeader("Recent orders", actionTitle: "See all") {}
            .padding(Space.l)
            .background(Color.appBackground)
    }
}

struct TextFieldScreen: View {
    var body: some View {
        VStack(spacing: Space.l) {
            AppTextField("Name", prompt: "Your full name", text: .constant("Sam Rivera"))
            AppTextField("Email", prompt: "name@example.com", text: .constant(""))
        }
        .padding(Space.l)
        .background(Color.appBackground)
    }
}

struct AmountInputScreen: View {
    var body: some View {
        AppAmountInput("Amount", value: .constant("1,250.00"))
            .padding(Space.l)
            .background(Color.appBackground)
    }
}

struct ProgressBarScreen: View {
    var body: some View {
        AppProgressBar(progress: 0.4)
            .padding(Space.l)
            .background(Color.appBackground)
    }
}

struct GlassFABScreen: View {
    var body: some View {
        AppGlassFAB {}
            .padding(Space.l)
            .background(Color.appBackground)
    }
}
