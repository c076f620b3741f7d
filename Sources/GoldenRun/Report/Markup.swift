/// Escaping for the HTML and XML reports.
package enum Markup {
    package static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.count)
        for ch in text.unicodeScalars {
            switch ch {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default:
                // XML 1.0 forbids most control characters even escaped.
                if ch.value < 0x20 && ch != "\n" && ch != "\t" && ch != "\r" { out += "?" } else { out.unicodeScalars.append(ch) }
            }
        }
        return out
    }

    /// A relative path as a URL path (each segment percent-encoded where needed).
    static func url(_ path: String) -> String {
        path.split(separator: "/", omittingEmptySubsequences: false).map { segment in
            var out = ""
            for byte in segment.utf8 {
                let c = Character(Unicode.Scalar(byte))
                if c.isASCII && (c.isLetter || c.isNumber || "-_.~@".contains(c)) { out.append(c) }
                else { out += "%" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true) }
            }
            return out
        }.joined(separator: "/")
    }
}
