import DescriptionModel
import Files
import Foundation
import SVGIcons

/// The openly licensed icon set that stands in for SF Symbols: Material Design Icons (icons
/// CC BY 4.0, font SIL OFL 1.1, © Austin Andrews and Google), as Debian's
/// `fonts-materialdesignicons-webfont` installs it (`scripts/setup` does). Its SVG font holds
/// each glyph's outline as path data, read once per process. `PIXELPROOF_SYMBOL_FONT` names
/// another copy of that file (on a machine without Debian's package).
package enum StandInSymbolFont {
    package static let environmentVariable = "PIXELPROOF_SYMBOL_FONT"
    package static let debianPackage = "fonts-materialdesignicons-webfont"

    /// Where Debian's package puts the SVG font (the second is the copy beside its CSS).
    package static let installedPaths = [
        "/usr/share/fonts/svg/materialdesignicons-webfont/materialdesignicons-webfont.svg",
        "/usr/share/fonts-materialdesignicons-webfont/fonts/materialdesignicons-webfont.svg",
    ]

    /// The font file to read: the environment's, else the first installed path that exists.
    package static func path(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        if let given = environment[environmentVariable], !given.isEmpty { return FilePath.expandingHome(given) }
        return installedPaths.first { FileKind.at($0) == .regularFile }
    }

    /// The set's glyphs, read at first use; why not, when it cannot be read.
    package static let glyphs: Result<SVGFontGlyphs, StandInSetProblem> = {
        guard let path = path() else { return .failure(.notInstalled) }
        do throws(SVGIconError) { return .success(try SVGFontGlyphs.load(path)) } catch { return .failure(.unreadable(error.description)) }
    }()
}

/// Why the stand-in icon set cannot be drawn from.
package enum StandInSetProblem: Error, Hashable, Sendable, CustomStringConvertible {
    case notInstalled
    case unreadable(String)

    package var description: String {
        switch self {
        case .notInstalled:
            return "the icon set that stands in for SF Symbols is not installed (none of \(StandInSymbolFont.installedPaths.joined(separator: ", ")) exists): run scripts/setup, which installs Debian's \(StandInSymbolFont.debianPackage), or set \(StandInSymbolFont.environmentVariable) to its materialdesignicons-webfont.svg"
        case let .unreadable(message):
            return "the icon set that stands in for SF Symbols cannot be read: \(message); reinstall \(StandInSymbolFont.debianPackage) (scripts/setup)"
        }
    }
}
