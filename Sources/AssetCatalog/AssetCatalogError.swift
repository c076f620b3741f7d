/// Why an asset catalog could not be read or a colour could not be found: the file (a colour set's
/// `Contents.json`, or the catalog folder), the place in it and the key path when there is one,
/// what was wrong and the fix.
package struct AssetCatalogError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file or folder the problem is in.
    package var file: String
    /// 1-based; 0 when the problem is not at one place in a file (a missing colour set).
    package var line: Int
    package var column: Int
    /// Where in the file's JSON: `colors[1].color.components.red`; empty when not in a file.
    package var keyPath: String
    package var message: String

    package init(file: String, line: Int = 0, column: Int = 0, keyPath: String = "", message: String) {
        self.file = file; self.line = line; self.column = column; self.keyPath = keyPath; self.message = message
    }

    package var description: String {
        let place = line > 0 ? "\(file):\(line):\(column)" : file
        return keyPath.isEmpty ? "\(place): \(message)" : "\(place): \(keyPath): \(message)"
    }
}
