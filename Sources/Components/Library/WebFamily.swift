import Raster
import Typesetting

/// The web system's components (seed 004, RESOLVED 12-16).
extension Lowering {
    /// The family of the web system's body text (SF Pro, which Lexend Deca stands in for).
    func webFamily(at path: String) throws -> String {
        (try? tokenStyle("body-regular", at: path).family) ?? FontSubstitution.bundledFamily
    }
}
