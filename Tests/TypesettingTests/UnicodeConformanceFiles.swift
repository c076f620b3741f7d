import Foundation

/// The Unicode Consortium's conformance files, as Debian's `unicode-data` package installs them
/// (`scripts/setup` installs it). Read from the system rather than copied into the repository;
/// a missing file is a failure that names the package, never a skipped test.
enum UnicodeConformanceFiles {
    static let folder = "/usr/share/unicode"

    struct Missing: Error, CustomStringConvertible {
        let path: String
        var description: String {
            "\(path) not found: install Debian's unicode-data package (scripts/setup does: apt-get install unicode-data)"
        }
    }

    /// The lines of `name` (relative to the folder) that hold a case: comments and blank lines left out.
    static func cases(_ name: String) throws -> [Substring] {
        let path = folder + "/" + name
        guard let data = FileManager.default.contents(atPath: path) else { throw Missing(path: path) }
        let text = String(decoding: data, as: UTF8.self)
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.allSatisfy(\.isWhitespace) }
    }

    static func scalars(_ hex: some StringProtocol) -> [Unicode.Scalar] {
        hex.split(separator: " ").map { Unicode.Scalar(UInt32($0, radix: 16)!)! }
    }
}
