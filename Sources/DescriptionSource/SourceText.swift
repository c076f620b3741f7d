/// Reads the bytes of a description or library file into its `SourceNode` tree, once: a `.json`
/// file through the JSON reader (held to JSON's own grammar, as every other JSON tool reads it),
/// any other through YAML after `YAMLStructureCheck`. The bytes must already be valid UTF-8.
package enum SourceText {
    /// The file's tree; nil for a YAML file with no document (empty, or only comments).
    /// - Parameters:
    ///   - file: the name messages and locations show; its suffix chooses the syntax.
    ///   - maxDepth: the deepest nesting of mappings and lists allowed.
    package static func tree(_ bytes: [UInt8], file: String, maxDepth: Int) throws(SourceError) -> SourceNode? {
        if isJSON(file) {
            return try JSONSource(bytes: bytes, file: file, maxDepth: maxDepth).tree()
        }
        try YAMLStructureCheck(file: file, maxDepth: maxDepth).check(bytes)
        return try YAMLSource.tree(String(decoding: bytes, as: UTF8.self), file: file)
    }

    /// Whether `file` is read as JSON: its name ends in `.json`, in any case.
    package static func isJSON(_ file: String) -> Bool { file.lowercased().hasSuffix(".json") }
}
