/// Web spacing and radii in px.

/// The web spacing scale, xs (4 px) to 3xl.
package enum WebSpacing {
    package static let xs: Double = 4
    package static let sm: Double = 8
    package static let md: Double = 16
    package static let lg: Double = 24
    package static let xl: Double = 32
    package static let xl2: Double = 48
    package static let xl3: Double = 64
}

/// The web corner radii, none to full.
package enum WebRadius {
    package static let none: Double = 0
    package static let sm: Double = 6
    package static let md: Double = 8
    package static let lg: Double = 12
    package static let xl: Double = 16
    package static let xl2: Double = 24
    package static let xl3: Double = 28
    /// A capsule: Tailwind's `rounded-full` (9999px); radii over half a side are clamped, as CSS does.
    package static let full: Double = 9999
}
