import DescriptionModel
import DescriptionFormat

/// A description that validated but cannot be drawn: a token of the wrong kind, a font family no
/// folder has, an image that will not decode. The message names the key path and the fix.
package struct RenderError: Error, Hashable, Sendable, CustomStringConvertible {
    package var path: String
    package var message: String

    package init(_ path: String, _ message: String) {
        self.path = path; self.message = message
    }

    package var description: String { path.isEmpty ? message : "\(path): \(message)" }
}
