/// iOS's system font, SF Pro, as a SwiftUI text style draws it: its line height, its tracking, and
/// what stands in for it when a team has not put SF Pro (which cannot be shipped) in a font folder.
///
/// The numbers are Apple's: the line height is SF Pro's own ascender + descender (1950 + 494 of 2048
/// units: `UIFont.preferredFont(forTextStyle: .body).lineHeight` is 20.29 at 17 pt), and the
/// tracking is the table of the Human Interface Guidelines ("Typography", "Tracking values" for
/// SF Pro on iOS), which Core Text applies to the system font by itself.
package enum SystemFont {
    /// The system families a SwiftUI `Font.Design` names: each drawn in itself when a font folder
    /// has it, else in its stand-in (`standIn(for:)`).
    package static let families = ["SF Pro", "SF Pro Rounded", "SF Mono", "New York"]

    /// An openly licensed face from Debian that draws for an Apple family no font folder holds.
    package struct StandIn: Sendable {
        /// The family drawn instead.
        package let family: String
        /// Debian's package that installs it (`scripts/setup` installs each).
        package let package: String
        /// Where the package puts it: a folder, or the face files themselves when the folder holds
        /// many other fonts (scanning all of Noto's would cost every run).
        package let locations: [String]
        /// Whether SF Pro's size-specific tracking applies (measured for SF Mono; New York's own
        /// table is not known, so it is drawn untracked).
        package let tracked: Bool
    }

    /// The stand-ins, chosen by measuring (docs/TEXT.md, "The system font"):
    /// - SF Pro and SF Pro Rounded: Inter; with SF Pro's tracking its advances land within 1 pt
    ///   of iOS's over a 308 pt line of body text, where Lexend Deca is 8.5 pt off.
    /// - SF Mono: Liberation Mono; 0.600 em a character and caps 0.659 em tall, where an iOS
    ///   reference gives SF Mono 9.29 pt a character at 16 pt with the system tracking (0.600 em
    ///   less 0.31 pt) and caps 0.661 em tall.
    /// - New York: Noto Serif; no New York reference was found, so it is the serif whose cap
    ///   height and x-height (0.714, 0.536 em) are nearest SF Pro's (0.705, 0.508), which New York
    ///   is drawn to accompany.
    package static func standIn(for family: String) -> StandIn {
        switch family {
        case "SF Mono":
            StandIn(family: "Liberation Mono", package: "fonts-liberation2",
                    locations: ["/usr/share/fonts/truetype/liberation2"], tracked: true)
        case "New York":
            StandIn(family: "Noto Serif", package: "fonts-noto-core",
                    locations: ["Regular", "Bold", "Italic", "BoldItalic"].map { "/usr/share/fonts/truetype/noto/NotoSerif-\($0).ttf" },
                    tracked: false)
        default:
            StandIn(family: "Inter", package: "fonts-inter-variable",
                    locations: ["/usr/share/fonts/truetype/inter-vf"], tracked: true)
        }
    }

    /// Every stand-in's locations, scanned after every other folder so a team's files win.
    package static var standInLocations: [String] {
        var seen: [String] = []
        for family in families { for place in standIn(for: family).locations where !seen.contains(place) { seen.append(place) } }
        return seen
    }

    /// SF Pro's ascender and descender as fractions of the em (hhea: 1950 and 494 of 2048).
    package static let ascent = 1950.0 / 2048
    package static let descent = 494.0 / 2048

    /// A line of SF Pro at `size`: ascender + descender, what a one-line `Text` is tall
    /// (20.29 pt at 17 pt; iOS's 2x picture is 41 px, the next device pixel).
    package static func lineHeight(size: Double) -> Double { (ascent + descent) * size }

    /// SF Pro's tracking at `size` in points (the HIG's table, linearly between its sizes; 0 past
    /// 80 pt, +0.24 below 6 pt): -0.43 at 17 pt, 0 at 12, +0.40 at 34.
    package static func tracking(size: Double) -> Double {
        guard let first = trackingTable.first, let last = trackingTable.last else { return 0 }
        if size <= first.size { return first.points }
        if size >= last.size { return last.points }
        let upper = trackingTable.firstIndex { $0.size >= size }!
        let (a, b) = (trackingTable[upper - 1], trackingTable[upper])
        return a.points + (b.points - a.points) * (size - a.size) / (b.size - a.size)
    }

    /// (size in pt, tracking in pt), from Apple's Human Interface Guidelines.
    static let trackingTable: [(size: Double, points: Double)] = [
        (6, 0.24), (7, 0.23), (8, 0.21), (9, 0.17), (10, 0.12), (11, 0.06), (12, 0), (13, -0.08),
        (14, -0.15), (15, -0.23), (16, -0.31), (17, -0.43), (18, -0.44), (19, -0.45), (20, -0.45),
        (21, -0.36), (22, -0.26), (23, -0.10), (24, 0.07), (25, 0.15), (26, 0.22), (27, 0.29),
        (28, 0.38), (29, 0.40), (30, 0.40), (31, 0.39), (32, 0.41), (33, 0.40), (34, 0.40),
        (35, 0.38), (36, 0.37), (37, 0.36), (38, 0.37), (39, 0.38), (40, 0.37), (41, 0.36),
        (42, 0.37), (43, 0.38), (44, 0.37), (45, 0.35), (46, 0.36), (47, 0.37), (48, 0.35),
        (49, 0.33), (50, 0.34), (51, 0.35), (52, 0.33), (53, 0.31), (54, 0.32), (56, 0.30),
        (58, 0.28), (60, 0.26), (62, 0.24), (64, 0.22), (66, 0.19), (68, 0.17), (70, 0.14),
        (72, 0.14), (76, 0.07), (80, 0),
    ]

    /// What draws `family` (one of `families`): the family itself when a font folder has it (a
    /// team's SF Pro or SF Mono; on a Mac, the installed ones), else its stand-in, said once per
    /// run. The stand-in missing too is an error naming its package, never a silent fallback to
    /// another face.
    package static func drawingFamily(for family: String, in registry: FontRegistry) throws(FontError) -> String {
        if registry.bestFace(family: family, weight: 400, italic: false) != nil { return family }
        let standIn = standIn(for: family)
        guard registry.bestFace(family: standIn.family, weight: 400, italic: false) != nil else {
            throw .systemFontMissing(family: family, standIn: standIn.family, package: standIn.package, searched: registry.folders)
        }
        registry.diagnostics.report("system font: \(standIn.family) stands in for \(family) (no \(family) in the font folders; "
                                    + "put \(family) in Fonts/ or a --fonts / PIXELPROOF_FONTS folder to draw it)")
        return standIn.family
    }
}
