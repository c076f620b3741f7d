#if canImport(SwiftUI)
import SwiftUI
#else
import PixelproofUI
#endif

public enum Space {
    public static let xs: CGFloat = 4
    public static let s: CGFloat = 8
    public static let m: CGFloat = 12
    public static let l: CGFloat = 16
    public static let xl: CGFloat = 24
}

public enum Radius {
    public static let s: CGFloat = 10
    public static let m: CGFloat = 12
    public static let l: CGFloat = 16
    public static let xl: CGFloat = 20
}

#if canImport(UIKit)
public enum Motion {
    public static let quick = Animation.easeInOut(duration: 0.18)
    public static let standard = Animation.easeInOut(duration: 0.24)

    /// Applies the given animation only when Reduce Motion is off.
    /// All animation call sites must use this helper instead of
    /// `withAnimation` directly to honor the user's motion preference.
    public static func animate<Result>(
        _ animation: Animation = .standard,
        _ body: () throws -> Result
    ) rethrows -> Result {
        if UIAccessibility.isReduceMotionEnabled {
            return try body()
        } else {
            return try withAnimation(animation, body)
        }
    }
}
#endif
