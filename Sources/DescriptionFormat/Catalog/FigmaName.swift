import DescriptionModel

/// A component's name in Figma, by the convention of the IDS Figma library:
/// `IDS.Button / Standard - Disabled` = category, variant path, state suffix.
package struct FigmaName: Hashable, Sendable, CustomStringConvertible {
    /// `IDS.Button`, `IDS.Badge`, `Web.Card` ...
    package var category: String
    /// The variant, outermost first: `["Standard"]`, `["Counter"]`.
    package var variants: [String]
    /// The state suffix: `Default`, `Disabled`, `Loading`, `Critical` ...
    package var state: String?

    /// The rendering variant's non-default values (`["AX3", "rtl"]`); empty for the default.
    package var renderingVariant: [String] = []

    package init(_ category: String, _ variants: [String] = [], state: String? = nil) {
        self.category = category; self.variants = variants; self.state = state
    }

    /// `IDS.Button / Standard - Disabled`, and ` (AX3, rtl)` after it for a rendering variant.
    package var description: String {
        var text = ([category] + variants).joined(separator: " / ")
        if let state { text += " - " + state }
        if !renderingVariant.isEmpty { text += " (" + renderingVariant.joined(separator: ", ") + ")" }
        return text
    }

    /// A file name (without extension) derived from the name, safe on every file system:
    /// ASCII letters, digits, `.`, `-` and `_` only; ` / ` becomes `--`, other runs of spaces and
    /// punctuation become one `-`, `+` is spelled `Plus`; no leading or trailing dot or dash; never a Windows device name.
    /// `IDS.Button / Standard - Disabled` → `IDS.Button--Standard-Disabled`.
    package var fileStem: String {
        let parts = ([category] + variants).map(FigmaName.sanitize)
        var stem = parts.joined(separator: "--")
        if let state { stem += "-" + FigmaName.sanitize(state) }
        if FigmaName.reservedOnWindows.contains(stem.uppercased()) { stem += "_" }
        // As golden names carry variants: `IDS.Button--Standard-Default.AX3.rtl`.
        stem += renderingVariant.map { "." + FigmaName.sanitize($0) }.joined()
        return stem.isEmpty ? "unnamed" : stem
    }

    static let reservedOnWindows: Set<String> =
        Set(["CON", "PRN", "AUX", "NUL"] + (1...9).flatMap { ["COM\($0)", "LPT\($0)"] })

    static func sanitize(_ text: String) -> String {
        // "+" carries meaning in names ("Instacart+"): spelled out, so the file name says what the
        // Figma name says (`Instacart+` → `InstacartPlus`) instead of dropping it.
        let text = text.replacingOccurrences(of: "+", with: "Plus")
        var out = ""
        var pendingDash = false
        for scalar in text.unicodeScalars {
            let keep = scalar.isASCII && (CharacterClass.isAlphanumeric(scalar) || scalar == "." || scalar == "_")
            if keep {
                if pendingDash && !out.isEmpty { out += "-" }
                pendingDash = false
                out.unicodeScalars.append(scalar)
            } else {
                pendingDash = true
            }
        }
        while out.hasPrefix(".") || out.hasPrefix("-") { out.removeFirst() }
        while out.hasSuffix(".") || out.hasSuffix("-") { out.removeLast() }
        return out
    }
}

package enum CharacterClass {
    static func isAlphanumeric(_ s: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(s) || ("A"..."Z").contains(s) || ("0"..."9").contains(s)
    }
}

/// Makes file stems unique in a folder, also where the file system ignores case (macOS, Windows):
/// a stem seen before (in any case) gets `-2`, `-3` ... appended, in the order given.
package struct UniqueFileStems {
    private var seen: Set<String> = []

    package init() {}

    package mutating func claim(_ stem: String) -> String {
        var candidate = stem
        var n = 2
        while seen.contains(candidate.lowercased()) {
            candidate = "\(stem)-\(n)"
            n += 1
        }
        seen.insert(candidate.lowercased())
        return candidate
    }
}
