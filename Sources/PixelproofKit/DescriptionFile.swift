import Components
import DesignTokens
import PNGCodec

/// Reading description files: parse, then check every token name against the document's system,
/// so a bad file is refused (with file:line:col, key path and did-you-mean) before anything is drawn.
public enum DescriptionFile {
    public static func load(_ path: String, parser: DescriptionParser = DescriptionParser()) throws -> Document {
        let bytes: [UInt8]
        do { bytes = try AtomicFile.read(path) } catch {
            throw DescriptionErrors([DescriptionError(file: path, location: nil, path: DescriptionPath(), message: "\(error)")])
        }
        let directory = path.contains("/") ? String(path[..<path.lastIndex(of: "/")!]) : "."
        let document = try parser.parse(bytes, file: path, directory: directory)
        return document
    }
}
