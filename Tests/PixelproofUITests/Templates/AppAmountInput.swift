#if canImport(SwiftUI)
import SwiftUI
#else
import PixelproofUI
#endif

public struct AppAmountInput: View {
    private let title: LocalizedStringKey
    @Binding private var value: String

    public init(_ title: LocalizedStringKey, value: Binding<String>) {
        self.title = title
        self._value = value
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: Space.s) {
            Text(title)
                .font(.dsLabel)
                .foregroundStyle(Color.textSecondary)

            TextField("0.00", text: $value)
                .keyboardType(.decimalPad)
                .font(.dsNumericEmphasis)
                .padding(.horizontal, Space.l)
                .padding(.vertical, Space.m)
                .background(Color.appSurfaceElevated)
                .clipShape(.rect(cornerRadius: Radius.m))
                .overlay(
                    RoundedRectangle(cornerRadius: Radius.m)
                        .stroke(Color.strokeSubtle, lineWidth: 1)
                )
        }
        .accessibilityHint("Enter amount in your local currency format")
    }
}
