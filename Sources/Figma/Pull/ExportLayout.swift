import Foundation
import JSON

/// Where `pull` writes a variant's picture: `<set>/<variant>@<scale>x.png` under the output
/// folder, the layout `compare --figma-dir` reads (a Figma export of a set, with `/` in the
/// set's name as folders). The set's name keeps its `/` as folders; a `/` inside a variant's
/// name becomes `_` (it would otherwise start a folder the matcher reads as part of the set's
/// name). No part may leave the folder: an empty part, `.` and `..` become `_`, and control
/// characters become `_`.
package enum ExportLayout {
    /// `Acme.Chip/size=large, isSelected=true@2x.png`
    package static func file(set: String, variant: String, scale: Double) -> String {
        let folders = set.split(separator: "/", omittingEmptySubsequences: false).map { part($0) }
        return (folders + [part(Substring(variant.replacingOccurrences(of: "/", with: "_")))]).joined(separator: "/")
            + scaleSuffix(scale) + ".png"
    }

    /// `@2x`, `@0.5x`: the scale as Figma's exports write it.
    package static func scaleSuffix(_ scale: Double) -> String {
        "@" + JSONValue.format(scale) + "x"
    }

    /// Whether `path` (from a manifest) stays inside the folder it is relative to.
    package static func isInside(_ path: String) -> Bool {
        !path.hasPrefix("/") && !path.split(separator: "/", omittingEmptySubsequences: false).contains { $0 == ".." || $0.isEmpty }
    }

    private static func part(_ text: Substring) -> String {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let cleaned = String(String.UnicodeScalarView(trimmed.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? "_" : $0 }))
        return ["", ".", ".."].contains(cleaned) ? "_" : cleaned
    }
}
