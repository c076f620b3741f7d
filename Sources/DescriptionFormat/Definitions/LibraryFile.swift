import DescriptionModel
import DescriptionSource

/// Library files hold components for descriptions to import (`import:` and `components:` at the
/// top, nothing to draw). Tools that walk a folder of descriptions, such as `pixelproof test`,
/// skip them: a library is not a test of its own, it is tested through the descriptions using it.
package enum LibraryFile {
    /// Whether `bytes` are a library file. Text that does not parse is not one, so the walk keeps
    /// it and the parser reports its error.
    package static func isLibrary(_ bytes: [UInt8]) -> Bool {
        guard bytes.count <= DescriptionLimits.default.maxFileBytes,
              String(validating: bytes, as: UTF8.self) != nil,
              case let .mapping(mapping)? = try? SourceText.tree(bytes, file: "library", maxDepth: DescriptionLimits.default.maxYAMLDepth) else { return false }
        let keys = mapping.keys.compactMap(\.string)
        return keys.contains { ["import", "components"].contains($0) } && !keys.contains { ["system", "canvas", "content"].contains($0) }
    }
}
