/// iOS's system font, SF Pro, as a SwiftUI text style draws it: its line height, its tracking, and
/// what stands in for it when a team has not put SF Pro (which cannot be shipped) in a font folder.
///
/// The numbers are Apple's: the line height is SF Pro's own ascender + descender (1950 + 494 of 2048
/// units: `UIFont.preferredFont(forTextStyle: .body).lineHeight` is 20.29 at 17 pt), and the
/// tracking is the table of the Human Interface Guidelines ("Typography", "Tracking values" for
/// SF Pro on iOS), which Core Text applies to the system font by itself.
package enum SystemFont {
    /// The system families a SwiftUI `Font.Design` names that the stand-in draws.
    package static let families = ["SF Pro", "SF Pro Rounded"]

    /// The stand-in: Inter, chosen by measuring (docs/TEXT.md, "The system font"): with SF Pro's
    /// tracking its advances land within 1 pt of iOS's over a 308 pt line of body text, where
    /// Lexend Deca is 8.5 pt off; its ascender + descender is 1.210 em against SF Pro's 1.193.
    package static let standIn = "Inter"
    /// Debian's package with Inter's variable font (`scripts/setup` installs it), and its folder.
    package static let standInPackage = "fonts-inter-variable"
    package static let standInFolders = ["/usr/share/fonts/truetype/inter-vf"]

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
    /// team's SF Pro; on a Mac, the installed one), else Inter, said once per run. Inter missing
    /// too is an error naming the package, never a silent fallback to another face.
    package static func drawingFamily(for family: String, in registry: FontRegistry) throws(FontError) -> String {
        if registry.bestFace(family: family, weight: 400, italic: false) != nil { return family }
        guard registry.bestFace(family: standIn, weight: 400, italic: false) != nil else {
            throw .systemFontMissing(family: family, standIn: standIn, package: standInPackage, searched: registry.folders)
        }
        registry.diagnostics.report("system font: \(standIn) stands in for \(family) (no \(family) in the font folders; "
                                    + "put SF Pro in Fonts/ or a --fonts / PIXELPROOF_FONTS folder to draw it)")
        return standIn
    }
}
