/// What can go wrong finding, opening or using a font. Every message names the place and a fix.
package enum FontError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No face of `family` in any folder searched.
    case familyNotFound(family: String, searched: [String], available: [String])
    /// A file that is not a font FreeType and HarfBuzz can read.
    case unreadableFont(path: String, reason: String)
    case freeType(call: String, code: Int)
    /// A requested size that cannot be rendered (zero, negative, NaN or absurdly large).
    case invalidSize(Double)
    case invalidLineHeight(Double)
    /// A weight, letter spacing, scale or width that is NaN or infinite.
    case invalidValue(name: String, value: Double)
    /// A character of a text that no installed font draws.
    case noFontHasCharacter(Unicode.Scalar, text: String, tried: [String])
    /// Neither the system font a SwiftUI text style asks for nor its stand-in is installed.
    case systemFontMissing(family: String, standIn: String, package: String, searched: [String])

    package var description: String {
        switch self {
        case let .familyNotFound(family, searched, available):
            let folders = searched.isEmpty ? "no font folder" : searched.joined(separator: ", ")
            let have = available.isEmpty ? "none" : available.joined(separator: ", ")
            var bundled = ""
            if FontLocations.bundledFontsFolder() == nil {
                // Say where the bundled fonts were expected: the usual cause is a binary copied
                // without the resources SwiftPM builds beside it, or without the Fonts/ folder
                // that `scripts/install` puts beside it.
                let exe = FontLocations.executablePath() ?? "the executable"
                bundled = "; the bundled fonts were not found: neither \(FontLocations.expectedBundledFontsFolder()) "
                    + "nor a Fonts/ folder holding Lexend Deca above \(exe) (Fonts/ or share/pixelproof/Fonts/)"
            }
            return "font family \"\(family)\" not found (searched: \(folders)\(bundled)); families available: \(have). "
                + "Pass --fonts DIR or set PIXELPROOF_FONTS to a folder holding the font, "
                + "or install with scripts/install PREFIX so the bundled fonts sit beside the binary"
        case let .unreadableFont(path, reason):
            return "cannot read font file \(path): \(reason); replace or remove the file"
        case let .freeType(call, code):
            return "FreeType \(call) failed with error \(code); the font file may be damaged"
        case let .invalidSize(size):
            return "font size \(size) device px is not usable: give a size of at least 0.5 px and at most 2048 px at the render scale"
        case let .invalidLineHeight(value):
            return "line height \(value) px is not usable: give a positive, finite line height"
        case let .invalidValue(name, value):
            return "\(name) \(value) is not usable: give a finite number"
        case let .noFontHasCharacter(scalar, text, tried):
            let hex = String(scalar.value, radix: 16, uppercase: true)
            let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
            let shown = tried.count > 12 ? tried.prefix(12).joined(separator: ", ") + " and \(tried.count - 12) more" : tried.joined(separator: ", ")
            return "no installed font has \(code) '\(String(scalar))' in \"\(text)\" (fonts tried: \(shown)); "
                + "install a font that has it (scripts/setup installs Noto for Arabic, Hebrew, CJK, Devanagari and Thai) or pass --fonts DIR"
        case let .systemFontMissing(family, standIn, package, searched):
            return "the system font \(family) is not in the font folders (\(searched.isEmpty ? "none" : searched.joined(separator: ", "))) "
                + "and its stand-in \(standIn) is not installed: install Debian's \(package) (scripts/setup does: apt-get install \(package)), "
                + "or put \(family)'s files in Fonts/ or a --fonts / PIXELPROOF_FONTS folder"
        }
    }
}
