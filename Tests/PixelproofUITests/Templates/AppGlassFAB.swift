#if canImport(SwiftUI)
import SwiftUI
#else
import PixelproofUI
#endif

public struct AppGlassFAB: View {
    private let symbol: String
    private let label: LocalizedStringKey
    private let action: () -> Void

    public init(
        symbol: String = "plus",
        label: LocalizedStringKey = "Add",
        action: @escaping () -> Void
    ) {
        self.symbol = symbol
        self.label = label
        self.action = action
    }

    public var body: some View {
        if #available(iOS 26.0, *) {
            Button(action: action) {
                Image(systemName: symbol)
                    .font(.title3.weight(.semibold))
                    .foregroundStyle(Color.textPrimary)
                    .frame(width: 56, height: 56)
            }
            .buttonStyle(.plain)
            .glassEffect(.regular.interactive(), in: Circle())
            .shadow(color: .black.opacity(0.18), radius: 8, y: 4)
            .accessibilityLabel(label)
            .accessibilityAddTraits(.isButton)
        } else {
            Button(action: action) {
                Image(systemName: symbol)
                    .font(.title3.weight(.semibold))
                    .foregroundStyle(Color.textPrimary)
                    .frame(width: 56, height: 56)
                    .background(.ultraThinMaterial, in: Circle())
                    .overlay(Circle().stroke(Color.strokeSubtle, lineWidth: 1))
                    .shadow(color: .black.opacity(0.22), radius: 8, y: 4)
            }
            .accessibilityLabel(label)
            .accessibilityAddTraits(.isButton)
        }
    }
}
