import Foundation

/// The fonts Pixelproof ships as resources of its library product (Lexend Deca, Lexend and their
/// licence), so a package that depends on Pixelproof renders text without any font set up.
///
/// SwiftPM copies them into `Pixelproof_BundledFonts.resources` (package name, `_`, target name)
/// beside the built products: the test bundle, `swift run`'s executable and a client package's
/// test runner all find it next to their own executable. The folder is looked up here rather than
/// through `Bundle.module`, whose accessor falls back to the build folder's absolute path and stops
/// the process (`fatalError`) when neither place holds the bundle: a binary copied without its
/// fonts would either work by accident or crash, where it must report the places it searched.
/// Typesetting's `FontLocations` takes the folder when it holds `marker`; `BundledFontsTests`
/// checks that it is the folder `Bundle.module` names.
package enum BundledFonts {
    /// The resource bundle's folder name, as SwiftPM names it on Linux.
    package static let resourceFolderName = "Pixelproof_BundledFonts.resources"

    /// The face every copy of the bundle holds, so a folder of that name without it is not taken.
    package static let marker = "LexendDeca[wght].ttf"

    /// Where the bundle is expected for the executable at `executable`: beside it.
    package static func expectedFolder(besideExecutable executable: String) -> String {
        (executable as NSString).deletingLastPathComponent + "/" + resourceFolderName
    }
}
