#if canImport(SwiftUI)
import SwiftUI
#else
import PixelproofUI
#endif

public struct AppProgressBar: View {
    private let progress: Double

    public init(progress: Double) {
        self.progress = progress
    }

    public var body: some View {
        let clamped = progress.clamped(to: 0...1)
        Capsule()
            .fill(Color.appSurfaceElevated)
            .frame(height: 8)
            .overlay(alignment: .leading) {
                Capsule()
                    .fill(Color.accentPrimary)
                    .frame(maxWidth: .infinity, maxHeight: 8, alignment: .leading)
                    .scaleEffect(x: clamped, y: 1, anchor: .leading)
            }
            .accessibilityLabel("Progress")
            .accessibilityValue(Text("\(Int(clamped * 100)) percent"))
    }
}

private extension Comparable {
    func clamped(to range: ClosedRange<Self>) -> Self {
        min(max(self, range.lowerBound), range.upperBound)
    }
}
