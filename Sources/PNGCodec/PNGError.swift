/// Why PNG bytes could not be decoded or encoded. The message names the file when there is one,
/// and says what libpng said. (A file that cannot be opened or written is a `FileError`.)
package struct PNGError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong with the bytes.
    package enum Kind: Hashable, Sendable {
        /// libpng refused the data: not a PNG, truncated, corrupt.
        case codec
        /// The header asks for more pixels than the limit allows; nothing was allocated.
        case tooLarge(width: Int, height: Int, limit: Int)
        /// The file does not begin with PNG's signature: another format (named when recognised).
        case notPNG(looksLike: String?)
    }

    package var kind: Kind
    /// The file concerned, when there is one.
    package var file: String?
    package var message: String

    package init(_ kind: Kind, file: String? = nil, message: String) {
        self.kind = kind; self.file = file; self.message = message
    }

    package func forFile(_ path: String) -> PNGError {
        var copy = self
        copy.file = path
        return copy
    }

    package var description: String {
        let prefix = file.map { "\($0): " } ?? ""
        switch kind {
        case let .tooLarge(w, h, limit):
            return "\(prefix)image is \(w)x\(h) px, over the limit of \(limit) pixels; raise the limit (maxPixels) if the image is trusted"
        case .codec:
            return "\(prefix)not a readable PNG: \(message)"
        case let .notPNG(looksLike):
            let what = looksLike.map { "it is \($0)" } ?? "its first 8 bytes are not PNG's signature"
            return "\(prefix)not a PNG file: \(what); save or convert it as PNG"
        }
    }
}
