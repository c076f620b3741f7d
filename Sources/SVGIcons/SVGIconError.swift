/// Why an SVG icon cannot be drawn: the file, the line and column of the element or attribute,
/// what is wrong and the fix. Anything the reader does not draw is one of these, never skipped.
package struct SVGIconError: Error, Hashable, Sendable, CustomStringConvertible {
    package var file: String
    /// 1-based; 0 when the problem is the whole file (unreadable, too large).
    package var line: Int
    package var column: Int
    package var message: String

    package init(file: String, line: Int = 0, column: Int = 0, message: String) {
        self.file = file; self.line = line; self.column = column; self.message = message
    }

    package var description: String { line > 0 ? "\(file):\(line):\(column): \(message)" : "\(file): \(message)" }
}

/// Why one attribute's value cannot be read, before the reader places it at its element's line.
struct ValueProblem: Error, ExpressibleByStringInterpolation {
    var message: String
    init(stringLiteral value: String) { message = value }
    init(stringInterpolation: DefaultStringInterpolation) { message = String(stringInterpolation: stringInterpolation) }
}
