#if canImport(SwiftUI)
import SwiftUI
#else
import PixelproofUI
#endif

public struct AppSectionHeader: View {
    private let title: LocalizedStringKey
    private let actionTitle: LocalizedStringKey?
    private let action: (() -> Void)?

    public init(
        _ title: LocalizedStringKey,
        actionTitle: LocalizedStringKey? = nil,
        action: (() -> Void)? = nil
    ) {
        self.title = title
        self.actionTitle = actionTitle
        self.action = action
    }

    public var body: some View {
        HStack(alignment: .firstTextBaseline) {
            Text(title)
                .font(.dsHeadline)
                .foregroundStyle(Color.textPrimary)

            Spacer()

            if let actionTitle, let action {
                Button(actionTitle, action: action)
                    .font(.dsLabel)
                    .foregroundStyle(Color.accentPrimary)
            }
        }
    }
}
