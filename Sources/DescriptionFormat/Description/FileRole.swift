import DescriptionModel

/// What a file a description names is for: it decides what the file must be, how it is checked
/// before drawing, and what an error about it asks for.
package enum FileRole: Hashable, Sendable {
    /// The token file `system` names.
    case tokens
    /// An image's `source`, or a component's image: a PNG file, whatever its name ends in.
    case image
    /// An icon's `file`: an SVG or a PNG file, told apart by its extension.
    case icon

    /// What the key takes, in an error's words: "a PNG file".
    package var expected: String {
        switch self {
        case .tokens: "a token file (.json)"
        case .image: "a PNG file"
        case .icon: "an icon file (.svg or .png)"
        }
    }
}
