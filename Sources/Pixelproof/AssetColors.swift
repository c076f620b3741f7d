import Foundation
import PixelproofUI

/// Where a view's `Color("name")` is looked up: the asset catalog given, else the one
/// `PIXELPROOF_ASSETS` names, else none (a named colour is then an error that says how to give one).
enum AssetColors {
    static func namedColors(assets: String?, environment: [String: String] = ProcessInfo.processInfo.environment) throws -> NamedColors? {
        guard let path = assets ?? environment["PIXELPROOF_ASSETS"] else { return nil }
        throw RenderError("assets", "the asset catalog at \(path) cannot be read by this build yet")
    }
}
