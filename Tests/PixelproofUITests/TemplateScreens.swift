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

/// The button floats over content, so its frost and shadow have something to show.
struct GlassFABScreen: View {
    var body: some View {
        ZStack {
            BehindTheButton()
            AppGlassFAB {}
        }
        .frame(maxWidth: .infinity)
        .padding(Space.l)
        .background(Color.appBackground)
    }
}

/// The template's own fallback branch (before iOS 26), which `#available` never takes here: the
/// same button on an ultra-thin material with a hairline ring.
struct MaterialFABScreen: View {
    var body: some View {
        ZStack {
            BehindTheButton()
            Button {} label: {
                Image(systemName: "plus")
                    .font(.title3.weight(.semibold))
                    .foregroundStyle(Color.textPrimary)
                    .frame(width: 56, height: 56)
                    .background(.ultraThinMaterial, in: Circle())
                    .overlay(Circle().stroke(Color.strokeSubtle, lineWidth: 1))
                    .shadow(color: .black.opacity(0.22), radius: 8, y: 4)
            }
            .accessibilityLabel("Add")
            .accessibilityAddTraits(.isButton)
        }
        .frame(maxWidth: .infinity)
        .padding(Space.l)
        .background(Color.appBackground)
    }
}

/// Bars in the accent colour, for a material or glass to frost.
private struct BehindTheButton: View {
    var body: some View {
        HStack(spacing: 10) {
            Capsule().fill(Color.accentPrimary).frame(width: 10, height: 72)
            Capsule().fill(Color.accentSuccess).frame(width: 10, height: 72)
            Capsule().fill(Color.accentPrimary).frame(width: 10, height: 72)
            Capsule().fill(Color.accentWarning).frame(width: 10, height: 72)
            Capsule().fill(Color.accentPrimary).frame(width: 10, height: 72)
        }
    }
}
