/// Why PNG bytes could not be decoded or encoded. The message names the file when there is one,
/// and says what libpng said. (A file that cannot be opened or written is a `FileError`.)
public struct PNGError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong with the bytes.
    public enum Kind: Hashable, Sendable {
        /// libpng refused the data: not a PNG, truncated, corrupt.
        case codec
        /// The header asks for more pixels than the limit allows; nothing was allocated.
        case tooLarge(width: Int, height: Int, limit: Int)
    }

    public var kind: Kind
    /// The file concerned, when there is one.
    public var file: String?
    public var message: String

    public init(_ kind: Kind, file: String? = nil, message: String) {
        self.kind = kind; self.file = file; self.message = message
    }

    public func forFile(_ path: String) -> PNGError {
        var copy = self
        copy.file = path
        return copy
    }

    public var description: String {
        let prefix = file.map { "\($0): " } ?? ""
        switch kind {
        case let .tooLarge(w, h, limit):
            return "\(prefix)image is \(w)x\(h) px, over the limit of \(limit) pixels; raise the limit (maxPixels) if the image is trusted"
        case .codec:
            return "\(prefix)not a readable PNG: \(message)"
        }
    }
}
