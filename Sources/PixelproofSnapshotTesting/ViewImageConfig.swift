import PixelproofUICore
import PixelproofUIPreviewing

/// A device for `.image(layout: .device(config: .iPhone13))`, as swift-snapshot-testing names
/// them: the screen in points (portrait or landscape) and its traits. The view is centred on the
/// whole screen; safe areas are not drawn (there are no bars in the picture).
public struct ViewImageConfig: Sendable {
    public enum Orientation: Sendable { case landscape, portrait }

    public var size: CGSize?
    public var traits: UITraitCollection

    public init(size: CGSize? = nil, traits: UITraitCollection = .init()) {
        self.size = size
        self.traits = traits
    }

    /// A device of `PreviewDevice.screens`, by Xcode's simulator name. swift-snapshot-testing's
    /// device trait collections all set the text size to Medium (not iOS's default Large), so a
    /// reference recorded on the simulator with `.device(config:)` has body text at 16 pt; the
    /// same here, unless the test's own `traits:` name a size.
    static func device(_ name: String, _ orientation: Orientation, scale: CGFloat) -> ViewImageConfig {
        let screen = PreviewDevice(rawValue: name).screen!
        let size = orientation == .portrait ? screen : CGSize(width: screen.height, height: screen.width)
        let traits = UITraitCollection(traitsFrom: [.init(displayScale: scale), .init(preferredContentSizeCategory: .medium)])
        return ViewImageConfig(size: size, traits: traits)
    }

    public static let iPhoneSe = iPhoneSe(.portrait)
    public static func iPhoneSe(_ o: Orientation) -> ViewImageConfig { device("iPhone SE (2nd generation)", o, scale: 2) }
    public static let iPhone8 = iPhone8(.portrait)
    public static func iPhone8(_ o: Orientation) -> ViewImageConfig { device("iPhone 8", o, scale: 2) }
    public static let iPhone8Plus = iPhone8Plus(.portrait)
    public static func iPhone8Plus(_ o: Orientation) -> ViewImageConfig { device("iPhone 8 Plus", o, scale: 3) }
    public static let iPhoneX = iPhoneX(.portrait)
    public static func iPhoneX(_ o: Orientation) -> ViewImageConfig { device("iPhone X", o, scale: 3) }
    public static let iPhoneXr = iPhoneXr(.portrait)
    public static func iPhoneXr(_ o: Orientation) -> ViewImageConfig { device("iPhone XR", o, scale: 2) }
    public static let iPhoneXsMax = iPhoneXsMax(.portrait)
    public static func iPhoneXsMax(_ o: Orientation) -> ViewImageConfig { device("iPhone XS Max", o, scale: 3) }
    public static let iPhone12 = iPhone12(.portrait)
    public static func iPhone12(_ o: Orientation) -> ViewImageConfig { device("iPhone 12", o, scale: 3) }
    public static let iPhone12Pro = iPhone12Pro(.portrait)
    public static func iPhone12Pro(_ o: Orientation) -> ViewImageConfig { device("iPhone 12 Pro", o, scale: 3) }
    public static let iPhone12ProMax = iPhone12ProMax(.portrait)
    public static func iPhone12ProMax(_ o: Orientation) -> ViewImageConfig { device("iPhone 12 Pro Max", o, scale: 3) }
    public static let iPhone13 = iPhone13(.portrait)
    public static func iPhone13(_ o: Orientation) -> ViewImageConfig { device("iPhone 13", o, scale: 3) }
    public static let iPhone13Mini = iPhone13Mini(.portrait)
    public static func iPhone13Mini(_ o: Orientation) -> ViewImageConfig { device("iPhone 13 mini", o, scale: 3) }
    public static let iPhone13Pro = iPhone13Pro(.portrait)
    public static func iPhone13Pro(_ o: Orientation) -> ViewImageConfig { device("iPhone 13 Pro", o, scale: 3) }
    public static let iPhone13ProMax = iPhone13ProMax(.portrait)
    public static func iPhone13ProMax(_ o: Orientation) -> ViewImageConfig { device("iPhone 13 Pro Max", o, scale: 3) }
    public static let iPadMini = iPadMini(.portrait)
    public static func iPadMini(_ o: Orientation) -> ViewImageConfig { device("iPad mini (6th generation)", o, scale: 2) }
    public static let iPadPro11 = iPadPro11(.portrait)
    public static func iPadPro11(_ o: Orientation) -> ViewImageConfig { device("iPad Pro (11-inch) (4th generation)", o, scale: 2) }
    public static let iPadPro12_9 = iPadPro12_9(.portrait)
    public static func iPadPro12_9(_ o: Orientation) -> ViewImageConfig { device("iPad Pro (12.9-inch) (6th generation)", o, scale: 2) }
}

/// How the view is framed (swift-snapshot-testing's `SwiftUISnapshotLayout`).
public enum SwiftUISnapshotLayout: Sendable {
    /// The whole screen of `config`, the view centred on it.
    case device(config: ViewImageConfig)
    /// A box of this size, the view centred in it.
    case fixed(width: CGFloat, height: CGFloat)
    /// The view's ideal size (what iOS's hosting controller gives for a zero size).
    case sizeThatFits
}
