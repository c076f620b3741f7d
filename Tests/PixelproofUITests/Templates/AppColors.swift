#if canImport(SwiftUI)
import SwiftUI
#else
import PixelproofUI
#endif

public extension Color {
    static let appBackground = Color("appBackground")
    static let appSurface = Color("appSurface")
    static let appSurfaceElevated = Color("appSurfaceElevated")
    static let sheetBackground = Color("sheetBackground")

    static let textPrimary = Color("textPrimary")
    static let textSecondary = Color("textSecondary")
    static let textMuted = Color("textMuted")

    static let accentPrimary = Color("accentPrimary")
    static let accentSuccess = Color("accentSuccess")
    static let accentError = Color("accentError")
    static let accentWarning = Color("accentWarning")

    static let strokeSubtle = Color("strokeSubtle")
    static let focusRing = Color("focusRing")
}
