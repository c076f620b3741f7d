#if canImport(SwiftUI)
import SwiftUI
#else
import PixelproofUI
#endif

public struct AppTextField: View {
    private let title: LocalizedStringKey
    private let prompt: LocalizedStringKey
    @Binding private var text: String

    public init(
        _ title: LocalizedStringKey,
        prompt: LocalizedStringKey = "",
        text: Binding<String>
    ) {
        self.title = title
        self.prompt = prompt
        self._text = text
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: Space.s) {
            Text(title)
                .font(.dsLabel)
                .foregroundStyle(Color.textSecondary)

            TextField("", text: $text, prompt: Text(prompt))
                .font(.dsBody)
                .padding(.horizontal, Space.l)
                .padding(.vertical, Space.m)
                .background(Color.appSurfaceElevated)
                .clipShape(.rect(cornerRadius: Radius.m))
                .overlay(
                    RoundedRectangle(cornerRadius: Radius.m)
                        .stroke(Color.strokeSubtle, lineWidth: 1)
                )
                .accessibilityLabel(title)
        }
    }
}
