/// Why a strings file (`.xcstrings`, `.strings`, `.stringsdict`) could not be read or a string
/// could not be formatted: the file, the place in it (1-based; 0 when the problem is not at one
/// place), what was wrong and the fix, so a team can mend its catalog from the message alone.
package struct LocalizationError: Error, Hashable, Sendable, CustomStringConvertible {
    package var file: String
    package var line: Int
    package var column: Int
    package var message: String
    package var fix: String

    package init(file: String, line: Int = 0, column: Int = 0, message: String, fix: String = "") {
        self.file = file; self.line = line; self.column = column; self.message = message; self.fix = fix
    }

    package var description: String {
        let place = line > 0 ? "\(file):\(line):\(column)" : file
        return fix.isEmpty ? "\(place): \(message)" : "\(place): \(message); \(fix)"
    }
}
