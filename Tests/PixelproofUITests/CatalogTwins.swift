import PixelproofUI

// Each picture of the generic catalog as an app's screen draws it from the seed templates: the
// same use (title, values, state) on the app background with Space.l around it. The card,
// section header and buttons are the template screens the goldens show.

/// A template on the app background, as a screen shows it.
struct OnAppBackground<Content: View>: View {
    let content: Content

    init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    var body: some View {
        content
            .padding(Space.l)
            .background(Color.appBackground)
    }
}

/// The catalog's twin of each generic picture, by its file stem (`Generic.ProgressBar--40-Default`);
/// nil for a picture no twin is written for yet.
enum CatalogTwins {
    static func view(forFileStem stem: String) -> AnyView? {
        switch stem {
        case "Generic.Card--Standard-Default": AnyView(CardScreen())
        case "Generic.SectionHeader--Action-Default": AnyView(SectionHeaderScreen())
        case "Generic.ProgressBar--0-Default": AnyView(OnAppBackground { AppProgressBar(progress: 0) })
        case "Generic.ProgressBar--40-Default": AnyView(OnAppBackground { AppProgressBar(progress: 0.4) })
        case "Generic.ProgressBar--100-Default": AnyView(OnAppBackground { AppProgressBar(progress: 1) })
        case "Generic.TextField--Standard-Filled":
            AnyView(OnAppBackground { AppTextField("Name", text: .constant("Sam Rivera")) })
        case "Generic.AmountInput--Standard-Filled":
            AnyView(OnAppBackground { AppAmountInput("Amount", value: .constant("1,250.00")) })
        case "Generic.GlassFAB--Glass-Default": AnyView(GlassFABScreen())
        case "Generic.GlassFAB--Material-Default": AnyView(MaterialFABScreen())
        default: nil
        }
    }
}

/// The card screen with the web token's 24 px padding where the template has Space.l: what the
/// catalog drew before it followed the templates.
struct DriftedCard: View {
    var body: some View {
        OnAppBackground {
            VStack(alignment: .leading, spacing: Space.s) {
                Text("Weekly budget")
                    .font(.dsTitle)
                    .foregroundStyle(Color.textPrimary)
                Text("$240 of $400 spent")
                    .font(.dsBodySecondary)
                    .foregroundStyle(Color.textSecondary)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding(24)
            .background(Color.appSurface)
            .clipShape(.rect(cornerRadius: Radius.l))
            .overlay(RoundedRectangle(cornerRadius: Radius.l).stroke(Color.strokeSubtle, lineWidth: 1))
        }
    }
}
