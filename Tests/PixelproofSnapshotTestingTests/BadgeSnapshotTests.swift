#if canImport(SwiftUI)
import SwiftUI
#else
import PixelproofSnapshotTesting
#endif
import SnapshotTesting
import XCTest

// A team's swift-snapshot-testing file as it is written for the simulator; only the SwiftUI
// import is swapped. Its references are the `.linux.png` files in __Snapshots__/BadgeSnapshotTests/.

struct StatusBadge: View {
    let title: String
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        HStack(spacing: 6) {
            Circle()
                .fill(Color.green)
                .frame(width: 8, height: 8)
            Text(title)
                .font(.subheadline.weight(.semibold))
                .foregroundStyle(colorScheme == .dark ? Color.white : Color.black)
        }
        .padding(.horizontal, 12)
        .padding(.vertical, 6)
        .background(Capsule().fill(Color.gray.opacity(0.2)))
    }
}

final class BadgeSnapshotTests: XCTestCase {
    func testBadge() {
        assertSnapshot(of: StatusBadge(title: "Shipped"), as: .image)
    }

    func testBadgeInDarkInABox() {
        assertSnapshot(of: StatusBadge(title: "Shipped"),
                       as: .image(layout: .fixed(width: 200, height: 80), traits: .init(userInterfaceStyle: .dark)))
    }

    func testBadgeOnAPhoneAtALargeTextSize() {
        assertSnapshot(of: StatusBadge(title: "Shipped"),
                       as: .image(precision: 0.99, perceptualPrecision: 0.98,
                                  layout: .device(config: .iPhoneSe),
                                  traits: .init(preferredContentSizeCategory: .accessibilityLarge)))
    }
}
