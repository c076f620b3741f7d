/// Web spacing and radii in px.

/// The web spacing scale, xs (4 px) to 3xl.
public enum WebSpacing {
    public static let xs: Double = 4
    public static let sm: Double = 8
    public static let md: Double = 16
    public static let lg: Double = 24
    public static let xl: Double = 32
    public static let xl2: Double = 48
    public static let xl3: Double = 64
}

/// The web corner radii, none to full.
public enum WebRadius {
    public static let none: Double = 0
    public static let sm: Double = 6
    public static let md: Double = 8
    public static let lg: Double = 12
    public static let xl: Double = 16
    public static let xl2: Double = 24
    public static let xl3: Double = 28
    /// A capsule: Tailwind's `rounded-full` (9999px); radii over half a side are clamped, as CSS does.
    public static let full: Double = 9999
}
