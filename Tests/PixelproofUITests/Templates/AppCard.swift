#if canImport(SwiftUI)
import SwiftUI
#else
import PixelproofUI
#endif

public struct AppCard<Content: View>: View {
    private let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
        content
            .padding(Space.l)
            .background(Color.appSurface)
            .clipShape(.rect(cornerRadius: Radius.l))
            .overlay(
                RoundedRectangle(cornerRadius: Radius.l)
                    .stroke(Color.strokeSubtle, lineWidth: 1)
            )
    }
}
