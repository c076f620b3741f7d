import PixelproofUICore

/// A device a preview is drawn on, by the name Xcode's simulators have:
/// `.previewDevice(PreviewDevice(rawValue: "iPhone SE (3rd generation)"))`. Its screen's size in
/// points is what a `.device` layout gives the view; a name not in `PreviewDevice.screens` is an
/// error at render time that lists the names known.
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Hashable, Sendable {
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.init(rawValue: value) }

    /// The device a `.device` preview is drawn on when it names none.
    public static let standard = PreviewDevice(rawValue: "iPhone 16")

    /// The screen in points, portrait (nil for a name the table lacks).
    public var screen: CGSize? { Self.screens[rawValue] }

    /// Portrait screen sizes in points (UIScreen's bounds), from Apple's Human Interface
    /// Guidelines, "Layout" › "Device screen sizes and orientations" (iPhone and iPad tables).
    public static let screens: [String: CGSize] = {
        var table: [String: CGSize] = [:]
        func add(_ width: CGFloat, _ height: CGFloat, _ names: String...) {
            for name in names { table[name] = CGSize(width: width, height: height) }
        }
        add(375, 667, "iPhone 8", "iPhone SE (2nd generation)", "iPhone SE (3rd generation)")
        add(414, 736, "iPhone 8 Plus")
        add(375, 812, "iPhone X", "iPhone XS", "iPhone 11 Pro", "iPhone 12 mini", "iPhone 13 mini")
        add(414, 896, "iPhone XR", "iPhone XS Max", "iPhone 11", "iPhone 11 Pro Max")
        add(390, 844, "iPhone 12", "iPhone 12 Pro", "iPhone 13", "iPhone 13 Pro", "iPhone 14", "iPhone 16e")
        add(428, 926, "iPhone 12 Pro Max", "iPhone 13 Pro Max", "iPhone 14 Plus")
        add(393, 852, "iPhone 14 Pro", "iPhone 15", "iPhone 15 Pro", "iPhone 16")
        add(430, 932, "iPhone 14 Pro Max", "iPhone 15 Plus", "iPhone 15 Pro Max", "iPhone 16 Plus")
        add(402, 874, "iPhone 16 Pro", "iPhone 17", "iPhone 17 Pro")
        add(440, 956, "iPhone 16 Pro Max", "iPhone 17 Pro Max")
        add(420, 912, "iPhone Air")
        add(744, 1133, "iPad mini (6th generation)", "iPad mini (A17 Pro)")
        add(820, 1180, "iPad (10th generation)", "iPad (A16)", "iPad Air (5th generation)", "iPad Air 11-inch (M2)", "iPad Air 11-inch (M3)")
        add(834, 1194, "iPad Pro (11-inch) (4th generation)")
        add(834, 1210, "iPad Pro 11-inch (M4)")
        add(1024, 1366, "iPad Pro (12.9-inch) (6th generation)", "iPad Air 13-inch (M2)", "iPad Air 13-inch (M3)")
        add(1032, 1376, "iPad Pro 13-inch (M4)")
        return table
    }()
}
