/// Text that came from a server (a variant's name, a property's value, an error body, a header),
/// made safe to print: a control character (C0, DEL, C1: ESC starts a terminal's escape sequence,
/// which can move the cursor, rewrite earlier lines or set the window's title) is shown as its
/// code, `\x1B`. Every message, notice and line the Figma commands print passes through here.
package enum ServerText {
    package static func shown(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            if isControl(scalar) {
                let hex = String(scalar.value, radix: 16, uppercase: true)
                out += "\\x" + (hex.count < 2 ? "0" + hex : hex)
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }
}
